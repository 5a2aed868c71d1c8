import type { FieldValues, Path, PathValue, UseFormGetValues, UseFormSetValue } from "react-hook-form";

// A public form whose code loads beside its page (not in the page's first load) is on the
// screen, server-rendered, before that code arrives, and a visitor may type into it. Its fields
// have no default values, so when React hydrates the server's inputs react-hook-form adopts
// what they hold. Should React render the form afresh instead (it does when the page updates
// before the form's code has arrived), the inputs are new and empty: what was typed is kept
// here, read from the page's inputs as the page starts and followed until the form takes it.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isField = (target: unknown): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const kept = new Map<string, { values: Map<string, string>; stop: () => void }>();

/**
 * Starts keeping what is typed into the form with this id. Called while the page renders (in the
 * browser, before React can replace the server's inputs); once per visit of the page.
 */
export function captureEarlyInput(formId: string): void {
  if (typeof document === "undefined" || kept.has(formId)) return;
  const values = new Map<string, string>();
  const keep = (target: unknown) => {
    if (!isField(target) || target.form?.id !== formId || !target.name) return;
    if (target.type === "checkbox" || target.type === "radio" || target.type === "file") return;
    values.set(target.name, target.value);
  };
  const form = document.getElementById(formId);
  if (form instanceof HTMLFormElement) for (const element of Array.from(form.elements)) keep(element);
  const onInput = (event: Event) => keep(event.target);
  document.addEventListener("input", onInput, true);
  document.addEventListener("change", onInput, true);
  kept.set(formId, {
    values,
    stop: () => {
      document.removeEventListener("input", onInput, true);
      document.removeEventListener("change", onInput, true);
    },
  });
}

/**
 * Called once the form's code has mounted: a field of the form that is empty but was typed
 * into before gets that text back, and every field that holds text is set again so that
 * what the form watches (an email to verify, a choice that shows another field) sees it.
 */
export function restoreEarlyInput<Values extends FieldValues>(
  formId: string,
  form: { getValues: UseFormGetValues<Values>; setValue: UseFormSetValue<Values> },
): void {
  const early = kept.get(formId);
  kept.delete(formId);
  early?.stop();
  // The fields the form has registered; the page's other inputs (a code, a captcha) are not its own.
  const current = form.getValues() as Record<string, unknown>;
  for (const name of Object.keys(current)) {
    const held = current[name];
    const value = typeof held === "string" && held !== "" ? held : early?.values.get(name);
    if (!value) continue;
    form.setValue(name as Path<Values>, value as PathValue<Values, Path<Values>>);
  }
}
