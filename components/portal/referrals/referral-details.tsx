"use client";

import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { referralHistoryText, referralTexts } from "@/content/referrals";
import { enumLabel } from "@/content/portal-labels";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { Spinner } from "@/components/portal/ui/spinner";
import { EmailText } from "@/components/portal/ui/email-text";
import { TextAreaField } from "@/components/portal/ui/inputs";
import { Facts, StatusBadge } from "@/components/portal/dashboard/dashboard-ui";
import { formatMoney } from "@/lib/money";
import { formatDate } from "@/components/portal/dashboard/format";
import { referralsApi } from "@/lib/client/referrals";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import {
  referralFollowUpSchema,
  referralMessages,
  type ReferralWithHistory,
} from "@/lib/validation/referrals";

/** Loads one referral (fresh each time the dialog opens). */
function useReferral(referralId: string) {
  const [referral, setReferral] = useState<ReferralWithHistory | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void referralsApi.get(referralId).then((result) => {
      if (!live) return;
      if (result.ok) setReferral(result.data.referral);
      else setError(result.message);
    });
    return () => {
      live = false;
    };
  }, [referralId]);
  return { referral, error };
}

/** View Details: what the partner submitted and the referral's status history, oldest first. */
export function ReferralDetails({ referralId }: { referralId: string }) {
  const { referral, error } = useReferral(referralId);
  if (error) return <Alert tone="error">{error}</Alert>;
  if (!referral) return <Spinner label="Loading referral..." />;
  return (
    <div className="space-y-5">
      <StatusBadge status={referral.status} />
      <Facts
        items={[
          ["Contact", referral.contact],
          ["Email", <EmailText key="email" email={referral.email} />],
          ["Phone", referral.phone || referralTexts.noPhone],
          // A visitor's enquiry through a link names no value: nothing is shown rather than $0.
          ...(referral.source === "link" && !referral.expectedValueMinor
            ? []
            : [
                [
                  "Expected Value",
                  formatMoney(referral.expectedValueMinor, referral.currency, { compact: true }),
                ] as const,
              ]),
          ["Referred", formatDate(referral.referredDate)],
          ["Last follow-up", referral.lastFollowUpAt ? formatDate(referral.lastFollowUpAt) : "N/A"],
        ]}
      />
      {referral.notes ? <p className="whitespace-pre-wrap text-sm text-slate-800">{referral.notes}</p> : null}
      <section aria-labelledby="referral-history-heading">
        <h3 id="referral-history-heading" className="mb-2 font-semibold text-ink">
          {referralTexts.historyTitle}
        </h3>
        <ol className="space-y-2 text-sm" aria-label={referralTexts.historyTitle}>
          {referral.history.map((entry, index) => (
            <li key={index} className="rounded-lg border border-slate-200 p-3">
              <p className="font-medium text-slate-900">
                {referralHistoryText(entry, (code) => enumLabel(code))}
              </p>
              <p className="text-slate-600">
                {entry.by}, {formatDate(entry.at)}
              </p>
              {entry.note ? (
                <p className="mt-1 whitespace-pre-wrap text-slate-800">Note: {entry.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** Follow Up: a note to the programme team; a second within 24 hours shows the server's 429 text. */
export function ReferralFollowUp({ referralId, onSent }: { referralId: string; onSent: () => void }) {
  const { register, errors, submitting, serverError, submit } = useSchemaForm({
    schema: referralFollowUpSchema,
    defaultValues: { note: "" },
  });
  const onSubmit = submit(async ({ note }) => {
    const result = await referralsApi.followUp(referralId, note);
    if (!result.ok) return result;
    toast.success(referralMessages.followedUp);
    onSent();
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">{referralTexts.followUpLead}</p>
      {serverError && !errors.note ? <Alert tone="error">{serverError}</Alert> : null}
      <TextAreaField
        id="referral-follow-up-note"
        label={referralTexts.followUpNoteLabel}
        required
        error={errors.note?.message}
        maxLength={1000}
        {...register("note")}
      />
      <div className="flex justify-end">
        <Button type="submit" busy={submitting}>
          {referralTexts.sendFollowUp}
        </Button>
      </div>
    </form>
  );
}
