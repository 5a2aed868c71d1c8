"use client";

import type { z } from "zod";
import { FormError, FormField, inputClass, primaryButtonClass, secondaryButtonClass } from "../form-field";
import { enumLabel } from "@/content/portal-labels";
import { useApiForm } from "../use-api-form";
import {
  getPath,
  itemFields,
  itemNouns,
  type Collection,
  type FieldSpec,
  type FormValues,
} from "./item-fields";
import { createSchemas } from "./item-schemas";

type Props = {
  collection: Collection;
  /** POST target for a new item; PATCH target when `initial` is given. */
  url: string;
  initial?: FormValues;
  defaults: FormValues;
  /** Choices for the commission's deal. */
  dealOptions?: { id: string; label: string }[];
  onDone?: () => void;
};

const schemaFor = (collection: Collection) => createSchemas[collection] as z.ZodType<FormValues, FormValues>;

/** Top-level fields whose validated value differs from the item's current one: an edit sends only those. */
function changedFields(collection: Collection, initial: FormValues, values: FormValues): FormValues {
  const before = schemaFor(collection).safeParse(initial);
  if (!before.success) return values;
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before.data[key]),
    ),
  );
}

// Adds an item to a partner's dashboard, or edits one.
export function ItemForm({ collection, url, initial, defaults, dealOptions = [], onDone }: Props) {
  const editing = initial !== undefined;
  const noun = itemNouns[collection];
  const { form, onSubmit, serverError, errors, submitting } = useApiForm({
    schema: schemaFor(collection),
    url,
    method: editing ? "PATCH" : "POST",
    defaultValues: initial ?? defaults,
    success: editing ? `The ${noun} was updated.` : `The ${noun} was added.`,
    toBody: (values) => (editing ? changedFields(collection, initial, values) : values),
    resetOnSuccess: !editing,
    onSuccess: onDone,
  });

  function input(field: FieldSpec) {
    const empty = field.nullable ? null : undefined;
    const options =
      field.kind === "number"
        ? { valueAsNumber: true }
        : field.kind === "checkbox"
          ? {}
          : {
              setValueAs: (v: unknown) =>
                v === "" ? (field.kind === "date" || field.nullable ? empty : "") : v,
            };
    const registered = form.register(field.name, options);
    const error = getPath(errors as FormValues, field.name) as { message?: string } | undefined;
    if (field.kind === "checkbox") {
      return (
        <label key={field.name} className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" {...registered} className="h-4 w-4" /> {field.label}
        </label>
      );
    }
    return (
      <FormField key={field.name} label={field.label} error={error?.message}>
        {(props) => {
          if (field.kind === "textarea")
            return <textarea {...props} {...registered} rows={3} className={inputClass} />;
          if (field.kind === "select") {
            const choices =
              field.name === "dealId"
                ? dealOptions.map((d) => ({ value: d.id, label: d.label }))
                : (field.options ?? []).map((o) => ({ value: o, label: enumLabel(o) }));
            return (
              <select {...props} {...registered} className={inputClass}>
                {field.nullable ? <option value="">None</option> : null}
                {choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            );
          }
          return (
            <input
              {...props}
              {...registered}
              type={field.kind}
              step={field.step}
              min={field.kind === "number" ? 0 : undefined}
              className={inputClass}
            />
          );
        }}
      </FormField>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={editing ? `Edit ${noun}` : `Add a ${noun}`}
      className="flex flex-col gap-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">{itemFields[collection].map(input)}</div>
      <FormError message={serverError} />
      <div className="flex gap-2">
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? "Saving…" : editing ? "Save changes" : `Add ${noun}`}
        </button>
        {onDone && editing ? (
          <button type="button" className={secondaryButtonClass} onClick={onDone}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
