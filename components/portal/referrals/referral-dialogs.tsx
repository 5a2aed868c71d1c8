"use client";

import { referralTexts } from "@/content/referrals";
import { ModalDialog } from "@/components/modal-dialog";
import { ReferralDetails, ReferralFollowUp } from "./referral-details";
import { ReferralForm } from "./referral-form";

export type ReferralDialog =
  { kind: "new" } | { kind: "view" | "follow-up"; referral: { id: string; company: string } } | null;

/** The Referrals tab's dialogs: New Referral, View Details (status history), Follow Up. */
export function ReferralDialogs({
  dialog,
  onClose,
  onChanged,
}: {
  dialog: ReferralDialog;
  onClose: () => void;
  onChanged: () => void;
}) {
  const done = () => {
    onClose();
    onChanged();
  };
  return (
    <>
      <ModalDialog open={dialog?.kind === "new"} title={referralTexts.formTitle} onClose={onClose}>
        <ReferralForm onSaved={done} />
      </ModalDialog>
      <ModalDialog
        open={dialog?.kind === "view"}
        title={dialog?.kind === "view" ? dialog.referral.company : "Referral"}
        onClose={onClose}
      >
        {dialog?.kind === "view" ? <ReferralDetails referralId={dialog.referral.id} /> : null}
      </ModalDialog>
      <ModalDialog
        open={dialog?.kind === "follow-up"}
        title={
          dialog?.kind === "follow-up"
            ? `${referralTexts.followUpTitle}: ${dialog.referral.company}`
            : referralTexts.followUpTitle
        }
        onClose={onClose}
      >
        {dialog?.kind === "follow-up" ? (
          <ReferralFollowUp referralId={dialog.referral.id} onSent={onClose} />
        ) : null}
      </ModalDialog>
    </>
  );
}
