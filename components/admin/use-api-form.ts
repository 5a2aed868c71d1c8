"use client";

import { useRouter } from "next/navigation";
import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import { toast } from "sonner";
import { useSchemaForm, type FormSchema } from "@/components/forms/use-schema-form";
import { callConsole } from "@/lib/client/console";

export type { FormSchema } from "@/components/forms/use-schema-form";

/**
 * A console form: the shared form hook (the API's own zod schema, checked in the browser)
 * sending JSON to a console endpoint; on refusal the server's message is shown (per field
 * where the server names one). On success the page re-renders from the server.
 */
export function useApiForm<Input extends FieldValues, Output extends FieldValues>(options: {
  schema: FormSchema<Input, Output>;
  url: string;
  method?: "POST" | "PATCH" | "PUT";
  defaultValues: DefaultValues<Input>;
  /** The toast on success (unless the API sends its own message); may depend on the values sent. */
  success: string | ((values: Output) => string);
  /** Turns the form's values into the request body (for example strings into numbers). */
  toBody?: (values: Output) => unknown;
  /** Empties the form (forms that add a new row), or the fields named, after a success. */
  resetOnSuccess?: boolean | Path<Input>[];
  onSuccess?: () => void;
}) {
  const router = useRouter();
  const { form, submit, serverError, errors, submitting } = useSchemaForm<Input, Output>({
    schema: options.schema,
    defaultValues: options.defaultValues,
  });

  const onSubmit = submit(async (values) => {
    const result = await callConsole(options.url, {
      method: options.method ?? "POST",
      body: options.toBody ? options.toBody(values) : values,
    });
    if (!result.ok) return result;
    const success = typeof options.success === "function" ? options.success(values) : options.success;
    toast.success(result.data.message ?? success);
    if (options.resetOnSuccess === true) form.reset();
    else for (const name of options.resetOnSuccess || []) form.resetField(name);
    options.onSuccess?.();
    router.refresh();
  });

  return { form, onSubmit, serverError, errors, submitting };
}
