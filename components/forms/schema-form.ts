import type { FieldValues, Path, Resolver, UseFormHandleSubmit, UseFormSetError } from "react-hook-form";
import type { z } from "zod";

// The pieces every form shares, free of React so that they can be tested on their own:
// the resolver that checks a form with its route's zod schema, and what a refusal from the
// API does to the form. The hook around them is use-schema-form.ts.

/** A route's schema, given directly or (to keep zod out of a page's first load) loaded on first use. */
export type FormSchema<Input extends FieldValues, Output extends FieldValues> =
  z.ZodType<Output, Input> | (() => Promise<z.ZodType<Output, Input>>);

/** A form's resolver that can be asked to load its code early (when the visitor enters the form). */
export type LazyResolver<Input extends FieldValues, Output extends FieldValues> = Resolver<
  Input,
  unknown,
  Output
> & { preload: () => Promise<unknown> };

/**
 * The form's resolver. The resolver package and a schema given as a loader arrive with the
 * form's first validation (usually its first submit) or its `preload()`, not with the page;
 * each is loaded once.
 */
export function schemaResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: FormSchema<Input, Output>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (loading ??= Promise.all([
      import("@hookform/resolvers/zod"),
      typeof schema === "function" ? schema() : schema,
    ]).then(
      ([{ zodResolver }, loaded]) => zodResolver(loaded) as unknown as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        // A failed download is tried again on the next submit.
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: load });
}

/** What the API's refusal carries: its message and, for a validation failure, one per field. */
export interface Refusal {
  ok: false;
  message: string;
  fields?: Record<string, string>;
}

export interface RefusalOptions<Input extends FieldValues> {
  /** The API's name for a field where the form calls it something else. */
  fieldNames?: Partial<Record<string, Path<Input>>>;
  /** Where the message goes when the refusal names no field the form has (else: the form's alert). */
  messageField?: Path<Input>;
}

/**
 * Puts a refusal on the form: each field the API names (and the form has) gets its message;
 * returns the message for the form's alert, or null when it went under `messageField`.
 */
export function applyRefusal<Input extends FieldValues>(
  setError: UseFormSetError<Input>,
  formValues: Input,
  refusal: Refusal,
  options: RefusalOptions<Input> = {},
): string | null {
  let placed = 0;
  for (const [field, message] of Object.entries(refusal.fields ?? {})) {
    const name = options.fieldNames?.[field] ?? field;
    if (!(name.split(".")[0]! in formValues)) continue;
    // The first field the server refuses takes the focus, as a refusal in the browser does.
    setError(
      name as Path<Input>,
      { type: "server", message: String(message) },
      { shouldFocus: placed === 0 },
    );
    placed += 1;
  }
  if (options.messageField && placed === 0) {
    setError(options.messageField, { type: "server", message: refusal.message });
    return null;
  }
  return refusal.message;
}

/**
 * A submit handler: checks the values with the form's resolver, then runs `send`; if `send`
 * answers with a refusal, the refusal goes onto the form and `onMessage` gets the alert's text.
 */
export function submitWith<Input extends FieldValues, Output extends FieldValues>(
  form: {
    handleSubmit: UseFormHandleSubmit<Input, Output>;
    setError: UseFormSetError<Input>;
    getValues: () => Input;
  },
  send: (values: Output) => Promise<{ ok: true } | Refusal | void>,
  onMessage: (message: string | null) => void,
  options: RefusalOptions<Input> = {},
) {
  return form.handleSubmit(async (values) => {
    onMessage(null);
    const result = await send(values);
    if (result && !result.ok) onMessage(applyRefusal(form.setError, form.getValues(), result, options));
  });
}

/** Every message in a form's errors, in field order (for a form that lists them in one place). */
export function errorMessages(errors: object): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    const { message } = node as { message?: unknown };
    if (typeof message === "string" && message) found.push(message);
    for (const [key, child] of Object.entries(node)) if (key !== "ref" && key !== "message") visit(child);
  };
  visit(errors);
  return [...new Set(found)];
}
