// Deal registration data the portal and the server share: the products a partner can
// register interest in, each stage's win probability, and the commission rate of each tier.

export const dealProducts = [
  { id: "accounts-payable", label: "Accounts Payable Automation" },
  { id: "accounts-receivable", label: "Accounts Receivable Automation" },
  { id: "expense-management", label: "Expense Management" },
  { id: "financial-close", label: "Financial Close & Reconciliation" },
  { id: "fpa-forecasting", label: "FP&A and Forecasting" },
  { id: "compliance-audit", label: "Compliance & Audit" },
] as const satisfies readonly { id: string; label: string }[];

export type DealProductId = (typeof dealProducts)[number]["id"];

/** The stages the programme team moves every deal through (their labels: content/portal-labels.ts; the list: lib/types/deals.ts). */
export const dealStageOptions = [
  { id: "prospecting", probability: 10 },
  { id: "qualification", probability: 25 },
  { id: "proposal", probability: 50 },
  { id: "negotiation", probability: 75 },
  { id: "closed_won", probability: 100 },
  { id: "closed_lost", probability: 0 },
] as const satisfies readonly { id: string; probability: number }[];

/** The win probability (percent) of a stage; an unknown stage counts as the first one. */
export function stageProbability(stage: string | null | undefined): number {
  const known = dealStageOptions.find((option) => option.id === stage);
  return known?.probability ?? 10;
}

/** Commission percent of each partner tier, unless the team set the partner's own rate. */
export const tierCommissionRates: Record<string, number> = { bronze: 10, silver: 15, gold: 20, platinum: 25 };

export const dealTexts = {
  newDeal: "New Deal",
  formTitle: "Register a Deal",
  editTitle: "Edit Deal",
  submit: "Submit Deal",
  save: "Save Changes",
  created: "Deal submitted for review",
  updated: "Deal updated",
  withdrawn: "Deal withdrawn",
  withdrawConfirm: "Withdraw this deal? The customer is then free for other partners to register.",
  extensionRequested: "Extension requested",
  viewExisting: "View the existing deal",
} as const;
