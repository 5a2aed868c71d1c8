"use client";

import { ModalDialog } from "@/components/modal-dialog";
import { Button } from "@/components/portal/ui/button";
import type { PayoutPreview } from "@/lib/validation/payouts";
import { PayoutPreviewView } from "./payout-preview";

/**
 * Request Payment's confirmation: what would be paid, and Confirm Request only when the
 * request would be accepted. Loaded on the first opening, with the dialog's motion code.
 */
export function PayoutRequestDialog(props: {
  preview: PayoutPreview | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { preview } = props;
  return (
    <ModalDialog open={preview !== null} title="Request Payment" onClose={props.onClose}>
      {preview ? (
        <div className="space-y-4">
          <PayoutPreviewView preview={preview} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={props.onClose}>
              Cancel
            </Button>
            {preview.problem || preview.commissions.length === 0 ? null : (
              <Button busy={props.busy} onClick={props.onConfirm}>
                Confirm Request
              </Button>
            )}
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
