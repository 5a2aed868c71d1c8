import type { WizardForm } from "./wizard-form";

// The registration wizard's draft in sessionStorage, so a reload keeps the entries and the
// step. Keyed to the link (a draft never reaches another registration) and never holding a
// password or a file. What is read back is checked field by field against the form's own
// shape: a stale or edited draft cannot put a wrong type into the wizard.

export interface WizardDraft {
  step: number;
  form: WizardForm;
}

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const STEPS = 4;

/** The draft's key for one link (claim approval or invitation), or the open registration. */
export function draftKey(link: { approvalToken?: string; invitationToken?: string } | null): string {
  if (link?.approvalToken) return `registration-draft:claim:${link.approvalToken}`;
  if (link?.invitationToken) return `registration-draft:invite:${link.invitationToken}`;
  return "registration-draft:open";
}

/** Stores the step and the entries, the passwords left out. Storage that refuses is no error. */
export function saveDraft(storage: DraftStorage, key: string, draft: WizardDraft): void {
  // Undefined values are left out of the JSON.
  const contact = { ...draft.form.primaryContact, password: undefined, confirmPassword: undefined };
  const form = { ...draft.form, primaryContact: contact };
  try {
    storage.setItem(key, JSON.stringify({ step: draft.step, form }));
  } catch {
    // Full or disabled storage: the wizard works on, only without the draft.
  }
}

/** The browser's sessionStorage, or null where its settings disable it. */
export function storageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function clearDraft(storage: DraftStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to clear where storage is disabled.
  }
}

/** The stored draft over `initial` (passwords empty), or null when there is none to use. */
export function readDraft(storage: DraftStorage, key: string, initial: WizardForm): WizardDraft | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(key) ?? "null");
  } catch {
    return null;
  }
  if (!isRecord(stored) || !isRecord(stored.form)) return null;
  const step = Number.isInteger(stored.step) ? Math.min(Math.max(Number(stored.step), 0), STEPS - 1) : 0;
  const form = mergeShaped(initial, stored.form) as WizardForm;
  form.primaryContact = { ...form.primaryContact, password: "", confirmPassword: "" };
  return { step, form };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `stored`'s values where they have the type `shape` has there; `shape`'s own elsewhere. */
function mergeShaped(shape: unknown, stored: unknown): unknown {
  if (Array.isArray(shape))
    return Array.isArray(stored) && stored.every((item) => typeof item === "string") ? stored : shape;
  if (isRecord(shape)) {
    if (!isRecord(stored)) return shape;
    return Object.fromEntries(
      Object.entries(shape).map(([key, value]) => [key, mergeShaped(value, stored[key])]),
    );
  }
  return typeof stored === typeof shape ? stored : shape;
}
