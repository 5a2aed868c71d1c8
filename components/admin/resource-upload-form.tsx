"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { resourceCategories } from "@/lib/validation/resource-rules";
import { resourceFileRules, resourceMessages } from "@/lib/validation/resource-rules";
import { FormError, FormField, inputClass, primaryButtonClass } from "./form-field";
import { uploadConsoleForm } from "@/lib/client/console";

const accept = resourceFileRules.extensions.map((ext) => `.${ext}`).join(",");

// Uploads a resource shared with every partner: the fields and one file, checked here for
// the obvious (present, size, extension) and on the server again, by its bytes too.
export function ResourceUploadForm() {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get("file");
    const found: Record<string, string> = {};
    if (!String(data.get("title") ?? "").trim()) found.title = "Required";
    if (!(file instanceof File) || file.size === 0) found.file = resourceMessages.fileMissing;
    else if (file.size > resourceFileRules.maxFileBytes)
      found.file = resourceMessages.fileTooLarge(file.name);
    else if (!resourceFileRules.extensions.some((ext) => file.name.toLowerCase().endsWith(`.${ext}`)))
      found.file = resourceMessages.fileBadType(file.name);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    const result = await uploadConsoleForm("/api/admin/resources", data);
    setBusy(false);
    if (!result.ok) {
      setServerError(result.message);
      setErrors(result.fields ?? {});
      return;
    }
    toast.success(resourceMessages.created);
    formRef.current?.reset();
    router.refresh();
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label="Upload a resource"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 className="text-base font-semibold text-ink">Upload a resource</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Title" error={errors.title}>
          {(field) => <input {...field} name="title" type="text" maxLength={200} className={inputClass} />}
        </FormField>
        <FormField label="Category" error={errors.category}>
          {(field) => (
            <select {...field} name="category" defaultValue="Sales" className={inputClass}>
              {resourceCategories.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label="Type"
          hint="Leave empty to name it after the file: PDF, Presentation, Document, Video or Archive."
          error={errors.type}
        >
          {(field) => <input {...field} name="type" type="text" maxLength={40} className={inputClass} />}
        </FormField>
        <FormField label="File" hint="PDF, PPTX, DOCX, MP4 or ZIP, up to 50 MB." error={errors.file}>
          {(field) => <input {...field} name="file" type="file" accept={accept} className={inputClass} />}
        </FormField>
      </div>
      <FormField label="Description" error={errors.description}>
        {(field) => (
          <textarea {...field} name="description" rows={3} maxLength={2000} className={inputClass} />
        )}
      </FormField>
      <FormError message={serverError} />
      <div>
        <button type="submit" disabled={busy} aria-busy={busy} className={primaryButtonClass}>
          {busy ? "Uploading…" : "Upload resource"}
        </button>
      </div>
    </form>
  );
}
