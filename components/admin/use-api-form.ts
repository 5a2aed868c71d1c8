"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { callConsole } from "@/lib/client/console";

/** A form's schema, given directly or (to keep zod out of the page's first load) loaded on first use. */
export type FormSchema<Input extends FieldValues, Output extends FieldValues> =
  z.ZodType<Output, Input> | (() => Promise<z.ZodType<Output, Input>>);

// The resolver and the schema load when the form is first validated (its first submit),
// not with the page: zod is the largest part of a console page's code otherwise.
function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: FormSchema<Input, Output>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const [{ zodResolver }, loaded] = await Promise.all([
      import("@hookform/resolvers/zod"),
      typeof schema === "function" ? schema() : schema,
    ]);
    return zodResolver(loaded)(values, context, options);
  };
}

/**
 * A console form: validated in the browser with the same zod schema the API uses, sent as
 * JSON, and on refusal the server's message is shown (per field where the server names
 * one). On success the page re-renders from the server.
 */
export function useApiForm<Input extends FieldValues, Output extends FieldValues>(options: {
  schema: FormSchema<Input, Output>;
  url: string;
  method?: "POST" | "PATCH" | "PUT";
  defaultValues: DefaultValues<Input>;
  success: string;
  /** Turns the form's values into the request body (for example strings into numbers). */
  toBody?: (values: Output) => unknown;
  /** Empties the form after a success (forms that add a new row). */
  resetOnSuccess?: boolean;
  onSuccess?: () => void;
}) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: lazyZodResolver(options.schema),
    defaultValues: options.defaultValues,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const result = await callConsole(options.url, {
      method: options.method ?? "POST",
      body: options.toBody ? options.toBody(values) : values,
    });
    if (!result.ok) {
      setServerError(result.message);
      for (const [field, message] of Object.entries(result.fields ?? {})) {
        if (field in (form.getValues() as object)) form.setError(field as Path<Input>, { message });
      }
      return;
    }
    toast.success(result.data.message ?? options.success);
    if (options.resetOnSuccess) form.reset();
    options.onSuccess?.();
    router.refresh();
  });

  return {
    form,
    onSubmit,
    serverError,
    errors: form.formState.errors,
    submitting: form.formState.isSubmitting,
  };
}
