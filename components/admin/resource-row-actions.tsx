"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { toast } from "sonner";
import { resourceFileRules, resourceMessages } from "@/lib/validation/resource-rules";
import { FormError, secondaryButtonClass } from "./form-field";
import { callConsole, uploadConsoleForm } from "@/lib/client/console";

const accept = resourceFileRules.extensions.map((ext) => `.${ext}`).join(",");

// A resource's actions in the console: replace its file (the old object is deleted), or
// delete the resource with its file, after a confirmation.
export function ResourceRowActions({ id, title }: { id: string; title: string }) {
  const router = useRouter();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<"replace" | "delete" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function replace(file: File) {
    if (file.size > resourceFileRules.maxFileBytes) return setError(resourceMessages.fileTooLarge(file.name));
    const body = new FormData();
    body.set("file", file);
    setBusy("replace");
    setError(null);
    const result = await uploadConsoleForm(`/api/admin/resources/${encodeURIComponent(id)}/file`, body);
    setBusy(null);
    if (input.current) input.current.value = "";
    if (!result.ok) return setError(result.message);
    toast.success(resourceMessages.replaced);
    router.refresh();
  }

  async function remove() {
    if (!window.confirm(`Delete “${title}” and its file? Partners will no longer see it.`)) return;
    setBusy("delete");
    setError(null);
    const result = await callConsole(`/api/admin/data/resources/${encodeURIComponent(id)}`, {
      method: "DELETE",
    });
    setBusy(null);
    if (!result.ok) return setError(result.message);
    toast.success(resourceMessages.deleted);
    router.refresh();
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex flex-wrap gap-2">
        <label htmlFor={inputId} className={`${secondaryButtonClass} cursor-pointer focus-within:outline-2`}>
          {busy === "replace" ? "Replacing…" : "Replace file"}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={accept}
            className="sr-only"
            aria-label={`Replace the file of ${title}`}
            disabled={busy !== null}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void replace(file);
            }}
          />
        </label>
        <button
          type="button"
          onClick={remove}
          disabled={busy !== null}
          aria-label={`Delete ${title}`}
          className={secondaryButtonClass}
        >
          {busy === "delete" ? "Deleting…" : "Delete"}
        </button>
      </div>
      <FormError message={error} />
    </div>
  );
}
