// Deal registration's words: the products a partner can register interest in and the form's
// texts. The stages' win probabilities are in lib/validation/deal-options.ts, the tiers' commission rates
// in lib/server/tiers/rules.ts.

export const dealProducts = [
  { id: "accounts-payable", label: "Accounts Payable Automation" },
  { id: "accounts-receivable", label: "Accounts Receivable Automation" },
  { id: "expense-management", label: "Expense Management" },
  { id: "financial-close", label: "Financial Close & Reconciliation" },
  { id: "fpa-forecasting", label: "FP&A and Forecasting" },
  { id: "compliance-audit", label: "Compliance & Audit" },
] as const satisfies readonly { id: string; label: string }[];

export type DealProductId = (typeof dealProducts)[number]["id"];

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
  mdfActivity: "Sourced by a market development activity",
  mdfActivityNone: "None",
  mdfActivityHint: "One of your company's approved market development activities, if it sourced this deal.",
} as const;
