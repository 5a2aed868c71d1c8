import { describe, expect, it } from "vitest";
import { clearDraft, draftKey, readDraft, saveDraft } from "./wizard-draft";
import { emptyWizard, type WizardForm } from "./wizard-form";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const filled: WizardForm = {
  ...emptyWizard,
  companyName: "Northwind",
  geographicCoverage: ["India - South"],
  hasSecondaryContact: true,
  primaryContact: {
    ...emptyWizard.primaryContact,
    name: "Nora Lee",
    password: "Northwind-2025!",
    confirmPassword: "Northwind-2025!",
  },
  teamStrength: { finance: "2", technical: "3", sales: "" },
};

describe("the registration wizard's draft", () => {
  it("is keyed to the link", () => {
    expect(draftKey({ approvalToken: "a1" })).toBe("registration-draft:claim:a1");
    expect(draftKey({ invitationToken: "i1" })).toBe("registration-draft:invite:i1");
    expect(draftKey(null)).toBe("registration-draft:open");
  });

  it("brings back the step and the entries, never the passwords", () => {
    const storage = memoryStorage();
    saveDraft(storage, "k", { step: 2, form: filled });
    expect(storage.items.get("k")).not.toContain("Northwind-2025!");
    const draft = readDraft(storage, "k", emptyWizard)!;
    expect(draft.step).toBe(2);
    expect(draft.form).toEqual({
      ...filled,
      primaryContact: { ...filled.primaryContact, password: "", confirmPassword: "" },
    });
  });

  it("keeps another link's draft apart, and forgets a cleared one", () => {
    const storage = memoryStorage();
    saveDraft(storage, draftKey({ invitationToken: "one" }), { step: 1, form: filled });
    expect(readDraft(storage, draftKey({ invitationToken: "two" }), emptyWizard)).toBeNull();
    clearDraft(storage, draftKey({ invitationToken: "one" }));
    expect(readDraft(storage, draftKey({ invitationToken: "one" }), emptyWizard)).toBeNull();
  });

  it("ignores what does not fit the form: wrong types, unknown fields, a step out of range, bad JSON", () => {
    const storage = memoryStorage();
    storage.setItem(
      "k",
      JSON.stringify({
        step: 9,
        form: {
          companyName: 42,
          website: "https://n.example",
          geographicCoverage: [1, 2],
          hasSecondaryContact: "yes",
          primaryContact: { name: "Nora", password: "leaked" },
          injected: "x",
        },
      }),
    );
    const draft = readDraft(storage, "k", emptyWizard)!;
    expect(draft.step).toBe(3);
    expect(draft.form.companyName).toBe("");
    expect(draft.form.website).toBe("https://n.example");
    expect(draft.form.geographicCoverage).toEqual([]);
    expect(draft.form.hasSecondaryContact).toBe(false);
    expect(draft.form.primaryContact).toEqual({ ...emptyWizard.primaryContact, name: "Nora" });
    expect(draft.form).not.toHaveProperty("injected");

    storage.setItem("k", "{not json");
    expect(readDraft(storage, "k", emptyWizard)).toBeNull();
  });

  it("works on when storage refuses to store", () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => saveDraft(full, "k", { step: 0, form: filled })).not.toThrow();
  });
});
