"use client";

import { FormSection } from "@/components/portal/claim/claim-fields";
import { CheckboxGroup } from "@/components/portal/ui/checkbox-group";
import { TextAreaField, TextField } from "@/components/portal/ui/inputs";
import { certificationOptions, technicalCapabilityOptions } from "@/lib/validation/registration-options";
import { AttachmentsField } from "./attachments-field";
import type { StepProps } from "./step-props";
import { teamSizeInput } from "./wizard-form";

const teamFields = [
  { key: "finance", label: "Finance Team" },
  { key: "technical", label: "Technical Staff" },
  { key: "sales", label: "Sales Team" },
] as const;

interface Props extends StepProps {
  /** null: this registration takes no documents (the open registration). */
  attachments: File[] | null;
  onAttachmentsChange: (files: File[]) => void;
}

/** Step 3: capabilities, team sizes, certifications, documents and technology stack. */
export function StepCapabilities({
  form,
  error,
  field,
  set,
  clear,
  attachments,
  onAttachmentsChange,
}: Props) {
  return (
    <div className="space-y-8">
      <FormSection title="Capabilities">
        <div className="sm:col-span-2">
          <CheckboxGroup
            id="technicalCapabilities"
            legend="Technical Capabilities"
            required
            options={technicalCapabilityOptions}
            selected={form.technicalCapabilities}
            error={error("technicalCapabilities")}
            onChange={(next) => set("technicalCapabilities", next)}
          />
        </div>
      </FormSection>
      <FormSection title="Team Strength">
        {teamFields.map(({ key, label }) => (
          <TextField
            key={key}
            label={`${label} Size`}
            required
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...field(`teamStrength.${key}`, {
              setValueAs: (raw: unknown) => teamSizeInput(String(raw ?? "")),
              // A new size clears the team sizes' messages.
              onChange: () => clear("teamStrength"),
            })}
          />
        ))}
      </FormSection>
      <FormSection title="Certifications and Documents">
        <div className="sm:col-span-2">
          <CheckboxGroup
            id="certifications"
            legend="Certifications (optional)"
            options={certificationOptions}
            selected={form.certifications}
            onChange={(next) => set("certifications", next)}
            columns={3}
          />
        </div>
        {attachments ? <AttachmentsField files={attachments} onChange={onAttachmentsChange} /> : null}
        <TextAreaField
          label="Technology Stack (optional)"
          className="sm:col-span-2"
          placeholder="ERP, CRM, BI and cloud platforms your team works with"
          {...field("currentTechnology")}
        />
      </FormSection>
    </div>
  );
}
