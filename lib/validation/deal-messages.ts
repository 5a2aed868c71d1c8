import { currencies } from "@/lib/money";

// The deals domain's messages without zod: the Deals tab and the console show them in the
// browser before (or without) loading the registration schema in ./deals.ts.

export const dealMessages = {
  mdfActivity: "That market development activity is not one of your company's approved activities.",
  customerName: "Customer company name is required",
  customerWebsite: "Please enter the customer's website, such as example.com",
  contactName: "Contact name is required",
  contactEmail: "Please enter a valid contact email",
  contactTitle: "Contact title is required",
  decisionMakerName: "Decision maker's name is required",
  decisionMakerEmail: "Please enter a valid decision maker email",
  dealSize: "Estimated value must be above 0 and at most 100,000,000 USD",
  currency: `Choose the deal's currency: ${currencies.join(", ")}.`,
  amountMinor:
    "amount must be a whole number of the currency's minor units (cents; yen have none), at least 1.",
  /** A value below the currency's smallest unit, or with more decimals than it has (JPY has none). */
  dealSizeUnit: (currency: string, decimals: number) =>
    decimals === 0
      ? `Estimated value in ${currency} must be a whole number (${currency} has no fractions), at least 1.`
      : `Estimated value in ${currency} must be at least ${(1 / 10 ** decimals).toFixed(decimals)} and have at most ${decimals} decimals.`,
  expectedCloseDate: "Expected close date must be between today and 2 years ahead",
  products: "Choose at least one product",
  notes: "Please keep the notes under 2,000 characters",
  otherPartner: "This customer is already registered by another partner.",
  ownDuplicate: "You have already registered this customer.",
  notFound: "Deal not found.",
  notEditable: "Only a deal awaiting review can be edited.",
  notWithdrawable: "Only a pending or approved deal can be withdrawn.",
  extensionReason: "Please give a reason for the extension (up to 1,000 characters).",
  extensionNotAllowed: "An extension can be requested once, within the last 30 days of protection.",
  dealReviewed: "This deal has already been reviewed.",
  stageNotAllowed: "Only an approved or closed won deal can change stage.",
  stageUnchanged: "The deal is already at this stage.",
  /** POST /api/partners/deals/{id}/withdraw with a body field. */
  withdrawFields: "Withdrawing a deal takes no fields: send the request without a body.",
  noExtensionRequest: "There is no open extension request for this deal.",
  domainTaken: "Another partner has registered this customer since protection expired.",
  // The console's generic data editor on a deal a partner registered (issue 14).
  workflowOnly:
    "A registered deal's status, stage and protection change only in the deals queue (approve, reject, set stage, extensions), which keeps the customer's protection and the deal's history.",
  wonDealSize: "The value of a closed won deal cannot change here: its commission was computed from it.",
  registeredNotDeleted:
    "A registered deal cannot be deleted here: reject it or close it in the deals queue, which frees its customer and keeps its history.",
  commissionReviewed: "This commission is not awaiting approval.",
} as const;
