import { z } from "zod";
import { taxFormSchema, type TaxFormInput } from "@/lib/validation/tax-forms";
import type { FormSchema } from "@/components/forms/use-schema-form";
import { flatValues, taxFormRequest } from "./tax-form-fields";

// The Settings tax form checked with the route's own schema: the fields the form holds become
// the request body (the visible fields at their paths, signed today), which the schema checks.
// Loaded with the form's first submit, so zod stays out of the page's first load.

export type TaxFormValues = { form: string } & Record<string, unknown>;

export const taxFormFieldsSchema = z.preprocess(
  (values) => taxFormRequest(flatValues(values), new Date().toISOString().slice(0, 10)),
  taxFormSchema,
) as unknown as Exclude<FormSchema<TaxFormValues, TaxFormInput>, () => unknown>;
