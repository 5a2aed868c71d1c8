import { beforeEach, describe, expect, it, vi } from "vitest";

const shown = vi.hoisted(() => [] as string[]);
vi.mock("sonner", () => ({
  toast: {
    success: (message: string, options: { id: string }) => shown.push(`success ${options.id} ${message}`),
    error: (message: string, options: { id: string }) => shown.push(`error ${options.id} ${message}`),
    dismiss: (id: string) => shown.push(`dismiss ${id}`),
  },
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

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
    await settle();
    // No toaster yet: a toast shown now would be lost.
    expect(shown).toEqual([]);
    markToasterMounted();
    await settle();
    expect(shown).toEqual([
      `success ${String(first)} Saved`,
      "error mine Refused",
      `dismiss ${String(first)}`,
    ]);
  });

  it("show at once once the toaster listens", async () => {
    const { toast, markToasterMounted } = await import("./toast");
    markToasterMounted();
    const id = toast.success("Done");
    await settle();
    expect(shown).toEqual([`success ${String(id)} Done`]);
  });
});
