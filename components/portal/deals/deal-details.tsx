"use client";

import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { dealProducts, dealTexts } from "@/content/deals";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { Spinner } from "@/components/portal/ui/spinner";
import { EmailText } from "@/components/portal/ui/email-text";
import { TextAreaField } from "@/components/portal/ui/inputs";
import { Facts, StatusBadge } from "@/components/portal/dashboard/dashboard-ui";
import { exactMoney, formatDate } from "@/components/portal/dashboard/format";
import { enumLabel } from "@/content/portal-labels";
import { dealsApi } from "@/lib/client/deals";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { extensionRequestSchema } from "@/lib/validation/deals";
import { formatDay } from "@/lib/dates";
import { dealStages } from "@/lib/validation/deal-options";
import type { DealHistoryEntry, DealWithHistory } from "@/lib/validation/deals";
import { commissionText, dealProbability } from "./deal-display";
import { canRequestExtension, protectionText } from "./deal-protection";

function describe(entry: DealHistoryEntry): string {
  if (entry.kind === "edit") return "Details edited";
  // Worded as on the card: "Extension requested", "Extension granted", "Extension refused".
  if (entry.kind === "extension") return `Extension ${enumLabel(entry.to).toLowerCase()}`;
  const label = entry.kind === "stage" ? "Stage" : "Status";
  return entry.from
    ? `${label}: ${enumLabel(entry.from)} → ${enumLabel(entry.to)}`
    : `${label}: ${enumLabel(entry.to)}`;
}

/** One deal with its history and the team's reasons; the extension request lives here. */
export function DealDetails({ dealId, onChanged }: { dealId: string; onChanged: () => void }) {
  const [deal, setDeal] = useState<DealWithHistory | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void dealsApi.get(dealId).then((result) => {
      if (!live) return;
      if (result.ok) setDeal(result.data.deal);
      else setError(result.message);
    });
    return () => {
      live = false;
    };
  }, [dealId, version]);

  if (error) return <Alert tone="error">{error}</Alert>;
  if (!deal) return <Spinner label="Loading deal..." />;
  const protection = protectionText(deal);
  const probability = dealProbability(deal);
  const products = (deal.products ?? [])
    .map((id) => dealProducts.find((p) => p.id === id)?.label ?? id)
    .join(", ");
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={deal.status} />
        {protection ? <span className="text-sm font-medium text-slate-700">{protection}</span> : null}
      </div>
      {deal.reviewReason ? (
        <Alert tone="info" title="Programme team's reason">
          {deal.reviewReason}
        </Alert>
      ) : null}
      <Facts
        items={[
          ["Customer", deal.customerName],
          ["Website", deal.customerWebsite || "N/A"],
          ["Estimated value", exactMoney(deal.dealSize, deal.currency)],
          ["Contact", [deal.contactName, deal.contactTitle].filter(Boolean).join(", ") || "N/A"],
          ["Contact email", deal.contactEmail ? <EmailText key="email" email={deal.contactEmail} /> : "N/A"],
          ["Decision maker", deal.decisionMaker.name || "N/A"],
          [
            "Decision maker email",
            deal.decisionMaker.email ? <EmailText key="dm-email" email={deal.decisionMaker.email} /> : "N/A",
          ],
          ["Stage", enumLabel(deal.stage, enumLabel(dealStages[0]))],
          ...(probability === null ? [] : ([["Probability", `${probability}%`]] as const)),
          ["Expected close", formatDate(deal.expectedCloseDate)],
          ["Protection ends", formatDay(deal.protectionExpires, "Not protected")],
          ...(deal.commission === undefined
            ? []
            : ([["Commission", commissionText(deal.commission)]] as const)),
          ["Products", products || "N/A"],
        ]}
      />
      {deal.notes ? <p className="whitespace-pre-wrap text-sm text-slate-800">{deal.notes}</p> : null}
      <section aria-labelledby="deal-history-heading">
        <h3 id="deal-history-heading" className="mb-2 font-semibold text-ink">
          History
        </h3>
        <ol className="space-y-2 text-sm">
          {deal.history.map((entry, index) => (
            <li key={index} className="rounded-lg border border-slate-200 p-3">
              <p className="font-medium text-slate-900">{describe(entry)}</p>
              <p className="text-slate-600">
                {entry.by}, {formatDate(entry.at)}
              </p>
              {entry.reason ? <p className="mt-1 text-slate-800">Reason: {entry.reason}</p> : null}
            </li>
          ))}
        </ol>
      </section>
      {canRequestExtension(deal) ? (
        <ExtensionRequest
          dealId={deal._id}
          onDone={() => {
            setVersion((v) => v + 1);
            onChanged();
          }}
        />
      ) : null}
    </div>
  );
}

function ExtensionRequest({ dealId, onDone }: { dealId: string; onDone: () => void }) {
  const { register, errors, submitting, submit } = useSchemaForm({
    schema: extensionRequestSchema,
    defaultValues: { reason: "" },
    messageField: "reason",
  });
  const onSubmit = submit(async ({ reason }) => {
    const result = await dealsApi.requestExtension(dealId, reason);
    if (!result.ok) return result;
    toast.success(dealTexts.extensionRequested);
    onDone();
  });
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <h3 className="font-semibold text-ink">Request a 30-day extension</h3>
      <TextAreaField
        id="extension-reason"
        label="Reason"
        required
        error={errors.reason?.message}
        maxLength={1000}
        {...register("reason")}
      />
      <Button type="submit" variant="secondary" busy={submitting}>
        Request Extension
      </Button>
    </form>
  );
}
