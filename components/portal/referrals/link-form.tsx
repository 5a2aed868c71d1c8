"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { SelectField, TextField } from "@/components/portal/ui/inputs";
import { linkDestinationOptions, linkTexts } from "@/content/links";
import { linksApi } from "@/lib/client/links";

/** New link: a campaign name and the page it opens, checked with the server's schema first. */
export function LinkForm({ onCreated }: { onCreated: () => void }) {
  const [campaign, setCampaign] = useState("");
  const [destination, setDestination] = useState("/");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const payload = { campaign: campaign.trim() || undefined, destination };
    // The schema (zod) loads on the first submit rather than with the page.
    const { newLinkSchema } = await import("@/lib/validation/links");
    const parsed = newLinkSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await linksApi.create(payload);
    setBusy(false);
    if (result.ok) {
      toast.success(linkTexts.created);
      setCampaign("");
      onCreated();
      return;
    }
    if (result.fields) setErrors(result.fields);
    setFormError(result.message);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="New referral link">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="link-campaign"
          label={linkTexts.campaignLabel}
          hint={linkTexts.campaignHint}
          value={campaign}
          maxLength={80}
          autoComplete="off"
          error={errors.campaign}
          onChange={(event) => setCampaign(event.target.value)}
        />
        <SelectField
          id="link-destination"
          label={linkTexts.destinationLabel}
          value={destination}
          options={linkDestinationOptions.filter((option) => option.value !== "/")}
          placeholder="Home"
          error={errors.destination}
          onChange={(event) => setDestination(event.target.value || "/")}
        />
      </div>
      <Button type="submit" busy={busy}>
        {linkTexts.newLink}
      </Button>
    </form>
  );
}
