"use client";

import { useState } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
} from "react-hook-form";
import {
  schemaResolver,
  submitWith,
  type FormSchema,
  type Refusal,
  type RefusalOptions,
} from "./schema-form";

export type { FormSchema } from "./schema-form";

/**
 * Every form a person fills in: react-hook-form checked with the route's own zod schema (the
 * object the handler validates with), so the browser and the server give the same messages.
 * `submit(send)` makes the form's onSubmit: `send` gets the checked values and returns the
 * API's outcome; a refusal puts the server's per-field messages under their fields and its
 * message in `serverError` (or under `messageField`).
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues = Input>(
  options: {
    schema: FormSchema<Input, Output>;
    defaultValues: DefaultValues<Input>;
    /** "onTouched" checks a field when it is left, then on each change; default: on submit. */
    mode?: "onSubmit" | "onTouched" | "onChange";
    /** Drops a field's value when its input leaves the screen (forms whose fields depend on a choice). */
    shouldUnregister?: boolean;
    /** False when the form moves the focus itself (in its page's order) after a failed check. */
    shouldFocusError?: boolean;
  } & RefusalOptions<Input>,
) {
  const { schema, defaultValues, mode, shouldUnregister, shouldFocusError, fieldNames, messageField } =
    options;
  const [serverError, setServerError] = useState<string | null>(null);
  // One resolver for the form's life, so its schema is loaded once.
  const [resolver] = useState(() => schemaResolver(schema));
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues,
    mode: mode ?? "onSubmit",
    // Editing a field clears its error; the form is checked again on the next submit.
    reValidateMode: "onSubmit",
    shouldUnregister,
    shouldFocusError: shouldFocusError ?? true,
  });
  const register = ((name: Path<Input>, registerOptions?: RegisterOptions<Input, Path<Input>>) =>
    form.register(name, {
      ...registerOptions,
      onChange: (event: unknown) => {
        if (form.getFieldState(name).error) form.clearErrors(name);
        return registerOptions?.onChange?.(event);
      },
    } as RegisterOptions<Input, Path<Input>>)) as UseFormRegister<Input>;

  const submit = (send: (values: Output) => Promise<{ ok: true } | Refusal | void>) =>
    submitWith(form, send, setServerError, { fieldNames, messageField });

  return {
    form: { ...form, register },
    register,
    errors: form.formState.errors,
    submitting: form.formState.isSubmitting,
    serverError,
    setServerError,
    submit,
  };
}
