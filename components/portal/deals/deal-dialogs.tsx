"use client";

import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { dealTexts } from "@/content/deals";
import { Button } from "@/components/portal/ui/button";
import { dealsApi } from "@/lib/client/deals";
import { DealDetails } from "./deal-details";
import { DealForm } from "./deal-form";
import type { Deal, MdfActivityChoice } from "@/lib/validation/deals";
import { ModalDialog } from "@/components/modal-dialog";

export type DealDialog =
  | { kind: "new" }
  | { kind: "edit"; deal: Deal }
  | { kind: "view"; deal: Pick<Deal, "_id" | "customerName"> }
  | { kind: "withdraw"; deal: Deal }
  | null;

/** The Deals tab's dialogs: register, edit, view details (onView opens another deal's), confirm withdrawal. */
export function DealDialogs({
  dialog,
  onClose,
  onChanged,
  onView,
  mdfActivities,
}: {
  dialog: DealDialog;
  onClose: () => void;
  onChanged: () => void;
  onView: (dealId: string) => void;
  mdfActivities?: MdfActivityChoice[];
}) {
  const [busy, setBusy] = useState(false);
  const saved = () => {
    onClose();
    onChanged();
  };
  async function withdraw(deal: Deal) {
    setBusy(true);
    const result = await dealsApi.withdraw(deal._id);
    setBusy(false);
    if (!result.ok) return void toast.error(result.message);
    toast.success(dealTexts.withdrawn);
    saved();
  }
  return (
    <>
      <ModalDialog
        open={dialog?.kind === "new" || dialog?.kind === "edit"}
        title={dialog?.kind === "edit" ? dealTexts.editTitle : dealTexts.formTitle}
        onClose={onClose}
      >
        {dialog?.kind === "edit" ? (
          <DealForm key={dialog.deal._id} deal={dialog.deal} onSaved={saved} onShowDeal={onView} />
        ) : (
          <DealForm onSaved={saved} onShowDeal={onView} mdfActivities={mdfActivities} />
        )}
      </ModalDialog>
      <ModalDialog
        open={dialog?.kind === "view"}
        title={dialog?.kind === "view" ? dialog.deal.customerName : "Deal"}
        onClose={onClose}
      >
        {dialog?.kind === "view" ? <DealDetails dealId={dialog.deal._id} onChanged={onChanged} /> : null}
      </ModalDialog>
      <ModalDialog open={dialog?.kind === "withdraw"} title="Withdraw Deal" onClose={onClose}>
        {dialog?.kind === "withdraw" ? (
          <div className="space-y-4">
            <p className="text-slate-800">{dealTexts.withdrawConfirm}</p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button variant="danger" busy={busy} onClick={() => void withdraw(dialog.deal)}>
                Withdraw
              </Button>
            </div>
          </div>
        ) : null}
      </ModalDialog>
    </>
  );
}
