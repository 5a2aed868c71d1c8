"use client";

import { toast } from "@/lib/client/toast";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { SelectField, TextField } from "@/components/portal/ui/inputs";
import { linkDestinationOptions, linkTexts } from "@/content/links";
import { linksApi } from "@/lib/client/links";
import type { NewLink, NewLinkInput } from "@/lib/validation/links";

// The route's schema (zod) loads on the first submit rather than with the page.
const schema = () => import("@/lib/validation/links").then((m) => m.newLinkSchema);

/** New link: a campaign name and the page it opens, checked with the server's schema first. */
export function LinkForm({ onCreated }: { onCreated: () => void }) {
  const { form, register, errors, submitting, serverError, submit } = useSchemaForm<NewLinkInput, NewLink>({
    schema,
    // The empty choice is Home ("/").
    defaultValues: { campaign: "", destination: "" },
  });

  const onSubmit = submit(async (link) => {
    const result = await linksApi.create(link);
    if (!result.ok) return result;
    toast.success(linkTexts.created);
    form.resetField("campaign");
    onCreated();
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3" aria-label="New referral link">
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="link-campaign"
          label={linkTexts.campaignLabel}
          hint={linkTexts.campaignHint}
          maxLength={80}
          autoComplete="off"
          error={errors.campaign?.message}
          {...register("campaign", { setValueAs: (value: string) => value.trim() || undefined })}
        />
        <SelectField
          id="link-destination"
          label={linkTexts.destinationLabel}
          options={linkDestinationOptions.filter((option) => option.value !== "/")}
          placeholder="Home"
          error={errors.destination?.message}
          {...register("destination", { setValueAs: (value: string) => value || "/" })}
        />
      </div>
      <Button type="submit" busy={submitting}>
        {linkTexts.newLink}
      </Button>
    </form>
  );
}
