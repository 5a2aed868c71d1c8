"use client";

import { useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/portal/ui/button";
import { attachmentRules } from "@/lib/validation/registration-options";
import { addAttachments, attachmentAccept, formatFileSize } from "./attachment-rules";

/** Supporting documents: PDF, DOC, DOCX, PNG or JPG, 20 MB each, 10 at most. */
export function AttachmentsField({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);

  function onPick(list: FileList | null) {
    const { files: next, errors } = addAttachments(files, Array.from(list ?? []));
    setProblems(errors);
    errors.forEach((message) => toast.error(message));
    onChange(next);
    // Choosing the same file again after removing it must fire a change.
    if (input.current) input.current.value = "";
  }

  return (
    <div className="space-y-3 sm:col-span-2">
      <label htmlFor="attachments" className="block text-sm font-medium text-slate-800">
        Supporting Documents (optional)
      </label>
      <p id="attachments-hint" className="text-sm text-slate-600">
        Company profile, certificates or case studies: PDF, DOC, DOCX, PNG or JPG, up to 20 MB each,{" "}
        {attachmentRules.maxFiles} files at most.
      </p>
      <input
        ref={input}
        id="attachments"
        type="file"
        multiple
        accept={attachmentAccept}
        aria-describedby={problems.length ? "attachments-hint attachments-error" : "attachments-hint"}
        onChange={(e) => onPick(e.target.files)}
        className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand file:px-4 file:font-semibold file:text-white"
      />
      {problems.length ? (
        <ul id="attachments-error" className="space-y-1 text-sm text-danger">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {files.length ? (
        <ul
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          aria-label="Chosen documents"
        >
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
            >
              <span className="min-w-0 truncate text-slate-800">
                {file.name} <span className="text-slate-600">({formatFileSize(file.size)})</span>
              </span>
              <Button
                variant="ghost"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
