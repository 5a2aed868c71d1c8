"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { callConsole } from "@/lib/client/console";
import { secondaryButtonClass } from "../form-field";
import { ModalDialog } from "@/components/modal-dialog";
import { itemNouns, type Collection, type FormValues } from "./item-fields";

// The forms' code (fields, validation) loads when their dialog opens.
const ItemForm = dynamic(() => import("./item-form").then((m) => m.ItemForm));
const MarkPaidForm = dynamic(() => import("./mark-paid-form").then((m) => m.MarkPaidForm));

type Props = {
  collection: Collection;
  itemId: string;
  /** Shown in the buttons' accessible names, so each row's buttons can be told apart. */
  itemLabel: string;
  initial: FormValues;
  dealOptions?: { id: string; label: string }[];
  /** Commissions not yet paid offer "Mark paid". */
  canMarkPaid?: boolean;
};

// A row's controls: edit (and delete) in a dialog, and "Mark paid" for commissions.
export function ItemActions({ collection, itemId, itemLabel, initial, dealOptions, canMarkPaid }: Props) {
  const router = useRouter();
  const [dialog, setDialog] = useState<"edit" | "paid" | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const noun = itemNouns[collection];
  const close = () => {
    setDialog(null);
    setConfirmDelete(false);
    setDeleteError(null);
  };

  async function remove() {
    if (!confirmDelete) return setConfirmDelete(true);
    const result = await callConsole(`/api/admin/data/${collection}/${itemId}`, { method: "DELETE" });
    if (!result.ok) return setDeleteError(result.message);
    toast.success(`The ${noun} was deleted.`);
    close();
    router.refresh();
  }

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => setDialog("edit")}
        aria-label={`Edit ${noun} ${itemLabel}`}
      >
        Edit
      </button>
      {canMarkPaid ? (
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => setDialog("paid")}
          aria-label={`Mark ${noun} ${itemLabel} paid`}
        >
          Mark paid
        </button>
      ) : null}
      <ModalDialog open={dialog === "edit"} title={`Edit ${noun}: ${itemLabel}`} onClose={close}>
        <ItemForm
          collection={collection}
          url={`/api/admin/data/${collection}/${itemId}`}
          initial={initial}
          defaults={initial}
          dealOptions={dealOptions}
          onDone={close}
        />
        <div className="mt-6 border-t border-slate-200 pt-4">
          <button
            type="button"
            onClick={remove}
            className="rounded-md border border-danger px-4 py-2 text-sm font-medium text-danger hover:bg-red-50"
          >
            {confirmDelete ? `Click again to delete this ${noun}` : `Delete this ${noun}`}
          </button>
          {deleteError ? (
            <p role="alert" className="mt-2 text-sm text-danger">
              {deleteError}
            </p>
          ) : null}
        </div>
      </ModalDialog>
      <ModalDialog open={dialog === "paid"} title={`Mark paid: ${itemLabel}`} onClose={close}>
        <MarkPaidForm commissionId={itemId} onDone={close} />
      </ModalDialog>
    </div>
  );
}
