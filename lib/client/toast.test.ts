import { beforeEach, describe, expect, it, vi } from "vitest";

import type { toast as sonnerToast } from "sonner";

const shown: string[] = [];
// Sonner's toast function, as the portal's toaster hands it over: it records what it shows.
const sonner = {
  success: (message: string, options: { id: string }) => shown.push(`success ${options.id} ${message}`),
  error: (message: string, options: { id: string }) => shown.push(`error ${options.id} ${message}`),
  dismiss: (id: string) => shown.push(`dismiss ${id}`),
} as unknown as typeof sonnerToast;

describe("the portal's toasts", () => {
  beforeEach(() => {
    shown.length = 0;
    vi.resetModules();
  });

  it("wait for the toaster, then show in order, each with the id given at once", async () => {
    const { toast, markToasterMounted } = await import("./toast");
    const first = toast.success("Saved");
    const second = toast.error("Refused", { id: "mine" });
    toast.dismiss(first);
    expect(second).toBe("mine");
    // No toaster yet: a toast shown now would be lost.
    expect(shown).toEqual([]);
    markToasterMounted(sonner);
    expect(shown).toEqual([
      `success ${String(first)} Saved`,
      "error mine Refused",
      `dismiss ${String(first)}`,
    ]);
  });

  it("go straight to sonner once the toaster listens, in the same task", async () => {
    const { toast, markToasterMounted } = await import("./toast");
    markToasterMounted(sonner);
    const id = toast.success("Done");
    // Synchronously: a page whose clock is frozen still gets sonner's own timer scheduled.
    expect(shown).toEqual([`success ${String(id)} Done`]);
  });
});
