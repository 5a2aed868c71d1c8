"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { resourceCategories } from "@/lib/validation/resource-rules";
import { resourceFileRules, resourceMessages } from "@/lib/validation/resource-rules";
import { FormError, FormField, inputClass, primaryButtonClass } from "./form-field";
import { uploadConsoleForm } from "@/lib/client/console";

const accept = resourceFileRules.extensions.map((ext) => `.${ext}`).join(",");

// Uploads a resource shared with every partner: the fields checked with the route's schema and
// the one file with its rules (present, size, extension) here, and on the server again, by
// its bytes too.
export function ResourceUploadForm() {
  const router = useRouter();
  const { form, register, errors, submitting, serverError, submit } = useSchemaForm({
    schema: () => import("@/lib/validation/resources").then((m) => m.resourceUploadFormSchema),
    defaultValues: { title: "", description: "", category: "Sales", type: "" },
  });

  const onSubmit = submit(async ({ file, ...fields }) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    data.set("file", file);
    const result = await uploadConsoleForm("/api/admin/resources", data);
    if (!result.ok) return result;
    toast.success(resourceMessages.created);
    form.reset();
    router.refresh();
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Upload a resource"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 className="text-base font-semibold text-ink">Upload a resource</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Title" error={errors.title?.message}>
          {(field) => (
            <input {...field} {...register("title")} type="text" maxLength={200} className={inputClass} />
          )}
        </FormField>
        <FormField label="Category" error={errors.category?.message}>
          {(field) => (
            <select {...field} {...register("category")} className={inputClass}>
              {resourceCategories.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label="Type"
          hint="Leave empty to name it after the file: PDF, Presentation, Document, Video or Archive."
          error={errors.type?.message}
        >
          {(field) => (
            <input {...field} {...register("type")} type="text" maxLength={40} className={inputClass} />
          )}
        </FormField>
        <FormField label="File" hint="PDF, PPTX, DOCX, MP4 or ZIP, up to 50 MB." error={errors.file?.message}>
          {(field) => (
            <input {...field} {...register("file")} type="file" accept={accept} className={inputClass} />
          )}
        </FormField>
      </div>
      <FormField label="Description" error={errors.description?.message}>
        {(field) => (
          <textarea
            {...field}
            {...register("description")}
            rows={3}
            maxLength={2000}
            className={inputClass}
          />
        )}
      </FormField>
      <FormError message={serverError} />
      <div>
        <button type="submit" disabled={submitting} aria-busy={submitting} className={primaryButtonClass}>
          {submitting ? "Uploading…" : "Upload resource"}
        </button>
      </div>
    </form>
  );
}
