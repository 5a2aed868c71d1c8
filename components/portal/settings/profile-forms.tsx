"use client";

import { useRouter } from "next/navigation";
import type { FieldValues, Path } from "react-hook-form";
import { useSchemaForm, type FormSchema } from "@/components/forms/use-schema-form";
import { toast } from "@/lib/client/toast";
import { call } from "@/lib/client/api";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { TextField } from "@/components/portal/ui/inputs";
import type { CompanyUpdate, ProfileUpdate } from "@/lib/validation/profile";

// Settings' Profile (each person's own name, title and phone) and Company (an owner's) as
// forms: the route's own schema checks them here and on the server; on saving, the page is
// read again so every figure shows the new details.

interface FieldSpec<T> {
  name: Path<T & FieldValues>;
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
}

// The schemas (and zod) load with the first submit, not with the Settings page.
const profileSchema = () => import("@/lib/validation/profile").then((m) => m.profileUpdateSchema);
const companySchema = () => import("@/lib/validation/profile").then((m) => m.companyUpdateSchema);

function EditForm<T extends FieldValues>({
  id,
  url,
  schema,
  values,
  fields,
  onDone,
  note,
}: {
  id: string;
  url: string;
  schema: FormSchema<T, T>;
  values: T;
  fields: FieldSpec<T>[];
  onDone: () => void;
  note?: string;
}) {
  const router = useRouter();
  const {
    register,
    submit,
    serverError: error,
    submitting,
    ...form
  } = useSchemaForm<T>({
    schema,
    defaultValues: values as never,
  });
  const errors = form.errors as Record<string, { message?: string } | undefined>;

  const save = submit(async (values) => {
    const result = await call<{ message: string }>(url, {
      method: "PATCH",
      json: values,
      signOutOn401: true,
    });
    if (!result.ok) return result;
    toast.success(result.data.message);
    onDone();
    router.refresh();
  });

  return (
    <form
      onSubmit={save}
      noValidate
      className="space-y-4"
      aria-label={id === "profile" ? "Your profile" : "Company details"}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <TextField
            key={field.name}
            id={`${id}-${field.name}`}
            label={field.label}
            required={field.required}
            type={field.type ?? "text"}
            autoComplete={field.autoComplete}
            error={errors[field.name]?.message}
            {...register(field.name)}
          />
        ))}
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={submitting}>
          Save
        </Button>
      </div>
    </form>
  );
}

export function ProfileEditor({ values, onDone }: { values: ProfileUpdate; onDone: () => void }) {
  return (
    <EditForm<ProfileUpdate>
      id="profile"
      url="/api/partners/profile"
      schema={profileSchema}
      values={values}
      onDone={onDone}
      fields={[
        { name: "firstName", label: "First Name", required: true, autoComplete: "given-name" },
        { name: "lastName", label: "Last Name", required: true, autoComplete: "family-name" },
        { name: "title", label: "Job Title", autoComplete: "organization-title" },
        { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
      ]}
    />
  );
}

export function CompanyEditor({ values, onDone }: { values: CompanyUpdate; onDone: () => void }) {
  return (
    <EditForm<CompanyUpdate>
      id="company"
      url="/api/partners/profile/company"
      schema={companySchema}
      values={values}
      onDone={onDone}
      note="The programme team is told when the company's name, tax number or country changes."
      fields={[
        { name: "companyName", label: "Company Name", required: true, autoComplete: "organization" },
        { name: "website", label: "Website", type: "url", autoComplete: "url" },
        { name: "country", label: "Country", autoComplete: "country-name" },
        { name: "taxId", label: "Tax Number (GST, VAT or EIN)" },
      ]}
    />
  );
}
