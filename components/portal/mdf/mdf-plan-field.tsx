"use client";

import { Field, fieldIds } from "@/components/portal/ui/field";
import { mdfPlanFileRules, planFileProblem } from "@/lib/validation/mdf";

// The request form's activity plan. A new request: one optional file. A revision: the current
// plan's name with a file that replaces it, or its removal. The chosen file's name and size are
// checked here; the server checks its bytes too.

export interface PlanChoice {
  file: File | null;
  remove: boolean;
}

const accept = mdfPlanFileRules.extensions.map((extension) => `.${extension}`).join(",");
const kinds = "PDF, Word, PowerPoint, PNG or JPG";

export function MdfPlanField({
  id,
  revising,
  current,
  choice,
  onChange,
  inputKey,
}: {
  id: string;
  /** A revision: the current plan (if any) may be replaced or removed. */
  revising: boolean;
  current: { name: string; href: string } | null;
  choice: PlanChoice;
  onChange: (choice: PlanChoice) => void;
  /** Changes to clear the file input. */
  inputKey: number;
}) {
  const error = choice.file ? (planFileProblem(choice.file) ?? undefined) : undefined;
  const fileInput = (label: string, hint?: string) => (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        key={inputKey}
        id={id}
        type="file"
        accept={accept}
        disabled={choice.remove}
        onChange={(event) => onChange({ file: event.target.files?.[0] ?? null, remove: false })}
        className="block w-full text-sm"
        {...fieldIds(id, error, hint)}
      />
    </Field>
  );
  if (!revising) return fileInput(`Plan file (optional: ${kinds})`);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">Plan file</legend>
      {current ? (
        <p className="text-sm text-slate-700">
          Current plan:{" "}
          <a className="text-brand-dark underline" href={current.href}>
            {current.name}
          </a>
        </p>
      ) : (
        <p className="text-sm text-slate-700">No plan file attached.</p>
      )}
      {fileInput(current ? "Replace the plan file" : "Attach a plan file", `Optional: ${kinds}`)}
      {current ? (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand"
            checked={choice.remove}
            onChange={(event) => onChange({ file: null, remove: event.target.checked })}
          />
          Remove the plan file
        </label>
      ) : null}
    </fieldset>
  );
}
