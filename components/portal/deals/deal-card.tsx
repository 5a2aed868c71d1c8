"use client";

import { memo } from "react";
import { useMember } from "@/components/portal/member-context";
import { can } from "@/lib/member-roles";
import { AppearItem } from "@/components/motion/appear-item";
import { Facts, ProgressBar, StatusBadge } from "@/components/portal/dashboard/dashboard-ui";
import { compactMoney, formatDate } from "@/components/portal/dashboard/format";
import { EmailText } from "@/components/portal/ui/email-text";
import { enumLabel } from "@/content/portal-labels";
import { dealStages } from "@/lib/validation/deal-options";
import type { Deal } from "@/lib/validation/deals";
import { dealProbability } from "./deal-display";
import { extensionText, protectionText } from "./deal-protection";

const icons = {
  view: (
    <>
      <path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  edit: <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />,
  withdraw: <path d="M18 6 6 18M6 6l12 12" />,
};

function IconButton({
  icon,
  label,
  onClick,
}: {
  icon: keyof typeof icons;
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
    >
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        {icons[icon]}
      </svg>
    </button>
  );
}

interface Props {
  deal: Deal;
  /** Opens one of the Deals tab's dialogs about this deal: View Details, Edit or Withdraw. */
  onOpen: (dialog: { kind: "view" | "edit" | "withdraw"; deal: Deal }) => void;
}

const emailOf = (deal: Deal) => deal.contactEmail || deal.decisionMaker.email || null;

/**
 * A deal card: the deal's facts, the protection countdown, and View Details / Edit / Withdraw.
 * Memoised: a key typed into the search redraws the field at once and leaves the cards alone.
 */
export const DealCard = memo(function DealCard({ deal, onOpen }: Props) {
  const probability = dealProbability(deal);
  const protection = protectionText(deal);
  const extension = extensionText(deal);
  const mayChange = can(useMember().role, "deals:write");
  return (
    <AppearItem className="card-when-near rounded-lg border border-slate-200 p-4" data-testid="deal-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">{deal.customerName}</h3>
          <p className="text-lg font-bold text-ink">{compactMoney(deal.dealSize, deal.currency)}</p>
          {protection ? (
            <p
              className={`text-sm font-medium ${protection === "Protection expired" ? "text-red-800" : "text-green-800"}`}
            >
              {protection}
            </p>
          ) : null}
          {extension ? <p className="text-sm text-slate-700">{extension}</p> : null}
        </div>
        <div className="flex items-center gap-1">
          <StatusBadge status={deal.status} />
          <IconButton
            icon="view"
            label={`View details of ${deal.customerName}`}
            onClick={() => onOpen({ kind: "view", deal })}
          />
          {mayChange && deal.status === "pending" ? (
            <IconButton
              icon="edit"
              label={`Edit ${deal.customerName}`}
              onClick={() => onOpen({ kind: "edit", deal })}
            />
          ) : null}
          {mayChange && (deal.status === "pending" || deal.status === "approved") ? (
            <IconButton
              icon="withdraw"
              label={`Withdraw ${deal.customerName}`}
              onClick={() => onOpen({ kind: "withdraw", deal })}
            />
          ) : null}
        </div>
      </div>
      <div className="mt-3">
        <Facts
          items={[
            ["Contact", deal.contactName || deal.decisionMaker.name || "N/A"],
            ["Email", emailOf(deal) ? <EmailText key="email" email={emailOf(deal)!} /> : "N/A"],
            ["Stage", enumLabel(deal.stage, enumLabel(dealStages[0]))],
            ["Created", formatDate(deal.createdAt)],
            ...(deal.registeredBy
              ? ([
                  [
                    "Registered By",
                    `${deal.registeredBy.name}${deal.registeredBy.apiKeyId ? " (through an API key)" : ""}`,
                  ],
                ] as const)
              : []),
            ["Expected Close", formatDate(deal.expectedCloseDate ?? deal.protectionExpires)],
            ...(probability === null ? [] : ([["Probability", `${probability}%`]] as const)),
          ]}
        />
      </div>
      {probability === null ? null : (
        <div className="mt-3">
          <ProgressBar value={probability} label={`${deal.customerName} probability`} />
        </div>
      )}
    </AppearItem>
  );
});
