"use client";

import { FormSection } from "@/components/portal/claim/claim-fields";
import { Button } from "@/components/portal/ui/button";
import { CheckboxGroup } from "@/components/portal/ui/checkbox-group";
import { SelectField, TextField, plainOptions } from "@/components/portal/ui/inputs";
import {
  MAX_CURRENT_CLIENTS,
  expectedDealsOptions,
  geographicCoverageOptions,
  industryFocusOptions,
  partnershipTypes,
} from "@/lib/validation/registration-options";
import { enumLabel } from "@/content/portal-labels";
import type { StepProps } from "./step-props";

const partnershipOptions = partnershipTypes.map((value) => ({ value, label: `${enumLabel(value)} Partner` }));

/** Step 2: the kind of partnership, where and for whom; current clients and a second contact are optional. */
export function StepPartnership({ form, error, field, register, set }: StepProps) {
  const clients = form.currentClients;
  const secondary = (key: keyof StepProps["form"]["secondaryContact"]) => field(`secondaryContact.${key}`);
  return (
    <div className="space-y-8">
      <FormSection title="Partnership">
        <SelectField
          label="Partnership Type"
          required
          placeholder="Select partnership type"
          options={partnershipOptions}
          {...field("partnershipType")}
        />
        <SelectField
          label="Expected Deals per Quarter"
          required
          placeholder="Select expected deals"
          options={plainOptions(expectedDealsOptions)}
          {...field("expectedDeals")}
        />
        <div className="sm:col-span-2">
          <CheckboxGroup
            id="geographicCoverage"
            legend="Geographic Coverage"
            required
            options={geographicCoverageOptions}
            selected={form.geographicCoverage}
            error={error("geographicCoverage")}
            onChange={(next) => set("geographicCoverage", next)}
            columns={3}
          />
        </div>
        <div className="sm:col-span-2">
          <CheckboxGroup
            id="industryFocus"
            legend="Industry Focus"
            required
            options={industryFocusOptions}
            selected={form.industryFocus}
            error={error("industryFocus")}
            onChange={(next) => set("industryFocus", next)}
            columns={3}
          />
        </div>
      </FormSection>

      <FormSection title={`Current Clients (optional, up to ${MAX_CURRENT_CLIENTS})`}>
        {clients.map((_, index) => (
          <div key={index} className="flex items-end gap-2">
            <TextField
              label={`Client ${index + 1}`}
              className="flex-1"
              {...field(`currentClients.${index}`)}
            />
            {clients.length > 1 ? (
              <Button
                variant="ghost"
                aria-label={`Remove client ${index + 1}`}
                onClick={() =>
                  set(
                    "currentClients",
                    clients.filter((_, i) => i !== index),
                  )
                }
              >
                Remove
              </Button>
            ) : null}
          </div>
        ))}
        {clients.length < MAX_CURRENT_CLIENTS ? (
          <div className="sm:col-span-2">
            <Button variant="secondary" onClick={() => set("currentClients", [...clients, ""])}>
              Add Client
            </Button>
          </div>
        ) : null}
      </FormSection>

      <FormSection title="Secondary Contact (optional)">
        <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
          <input type="checkbox" className="h-4 w-4 accent-brand" {...register("hasSecondaryContact")} />
          Add a secondary contact
        </label>
        {form.hasSecondaryContact ? (
          <>
            <TextField
              label="Full Name"
              autoComplete="off"
              hint="The contact is saved only when a name is given."
              {...secondary("name")}
            />
            <TextField label="Job Title" {...secondary("title")} />
            <TextField label="Email" type="email" {...secondary("email")} />
            <TextField label="Phone Number" type="tel" {...secondary("phone")} />
            <TextField label="LinkedIn Profile" {...secondary("linkedinUrl")} />
          </>
        ) : null}
      </FormSection>
    </div>
  );
}
