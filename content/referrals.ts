// The portal's referral texts: the New Referral form, the details dialog and the follow-up.
// Validation and API messages live with the schema (lib/validation/referrals.ts).

export const referralTexts = {
  newReferral: "New Referral",
  formTitle: "Refer a Lead",
  formLead:
    "Tell us about the person you are introducing. The programme team contacts them and keeps you posted here and by email.",
  consent: "I have this person's permission to share their details",
  submit: "Submit Referral",
  viewDetails: "View Details",
  followUp: "Follow Up",
  followUpTitle: "Follow Up",
  followUpLead: "Send the programme team a note about this referral. You can follow up once every 24 hours.",
  followUpNoteLabel: "Note to the programme team",
  sendFollowUp: "Send Follow-Up",
  historyTitle: "Status history",
  noPhone: "N/A",
} as const;

/** The history's line for one entry, as the partner reads it. */
export function referralHistoryText(
  entry: { kind: string; from: string | null; to: string | null },
  label: (code: string | null) => string,
): string {
  if (entry.kind === "follow_up") return "Followed up with the programme team";
  return entry.from ? `Status: ${label(entry.from)} → ${label(entry.to)}` : `Status: ${label(entry.to)}`;
}
