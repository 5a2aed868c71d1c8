"use client";

import type { z } from "zod";
import { toast } from "@/lib/client/toast";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { TextAreaField } from "@/components/portal/ui/inputs";
import { accountApi } from "@/lib/client/account";
import { REASON_MAX_LENGTH } from "@/lib/validation/privacy-limits";
import type { deletionRequestSchema } from "@/lib/validation/privacy";

/** An open request to close the account, as the API answers it. */
export type PendingClosure = { id: string; requestedAt: string } | null;

// The route's schema loads with the first submit.
const deletionSchema = () => import("@/lib/validation/privacy").then((m) => m.deletionRequestSchema);

/** Asks the programme team to close the account, with an optional reason. */
export function CloseAccountForm({ onDone }: { onDone: (request?: PendingClosure) => void }) {
  const { register, errors, submitting, serverError, submit } = useSchemaForm({
    schema: deletionSchema,
    defaultValues: { reason: "" } as z.input<typeof deletionRequestSchema>,
  });

  const onSubmit = submit(async ({ reason }) => {
    const result = await accountApi.requestDeletion(reason ?? "");
    if (!result.ok) return result;
    toast.success(result.data.message);
    onDone(result.data.request);
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        The programme team reviews your request. Once it is approved your name, email and phone number are
        erased and you can no longer sign in. Commissions and payouts stay on record, without your contact
        details, as the law requires.
      </p>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <TextAreaField
        id="close-reason"
        label="Reason (optional)"
        error={errors.reason?.message}
        {...register("reason")}
        maxLength={REASON_MAX_LENGTH}
        rows={3}
      />
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={() => onDone()}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? "Sending…" : "Ask to Close Account"}
        </Button>
      </div>
    </form>
  );
}
