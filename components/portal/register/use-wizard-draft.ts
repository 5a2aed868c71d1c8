"use client";

import { useEffect, useRef, useState } from "react";
import { readDraft, saveDraft, storageOrNull, type WizardDraft } from "./wizard-draft";
import type { WizardForm } from "./wizard-form";

/**
 * Keeps the wizard's step and entries in sessionStorage under `key` and, once mounted, hands
 * a stored draft to `restore`. Reading waits for the browser (the first render is the
 * server's too). Returns whether a draft was restored, so the wizard can ask for the
 * password again.
 */
export function useWizardDraft(
  key: string,
  step: number,
  form: WizardForm,
  initial: WizardForm,
  restore: (draft: WizardDraft) => void,
): boolean {
  const [restored, setRestored] = useState(false);
  const ready = useRef(false);
  const latest = useRef({ initial, restore });

  // Declared before the restoring effect: on the first render it finds nothing restored yet
  // and stores nothing, so the initial entries never overwrite the draft about to be read.
  useEffect(() => {
    const storage = ready.current ? storageOrNull() : null;
    if (storage) saveDraft(storage, key, { step, form });
  }, [key, step, form]);

  useEffect(() => {
    const storage = storageOrNull();
    const draft = storage ? readDraft(storage, key, latest.current.initial) : null;
    ready.current = true;
    if (!draft) return;
    latest.current.restore(draft);
    // The draft lives in the browser only, so it is read after mounting.
    setRestored(true);
  }, [key]);

  return restored;
}
