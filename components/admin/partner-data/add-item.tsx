"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { primaryButtonClass, secondaryButtonClass } from "../form-field";
import { ModalDialog } from "@/components/modal-dialog";
import { emptyValues, itemNouns, type Collection } from "./item-fields";

// The forms' code (fields, validation) loads when their dialog opens.
const ItemForm = dynamic(() => import("./item-form").then((m) => m.ItemForm));

// "Add a deal" (or commission, referral ...): the form opens in a dialog.
export function AddItem({
  collection,
  partnerId,
  dealOptions,
  shared = false,
}: {
  collection: Collection;
  partnerId: string;
  dealOptions?: { id: string; label: string }[];
  shared?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const noun = shared ? `${itemNouns[collection]} for every partner` : itemNouns[collection];
  // Shared resources have their own endpoint: they belong to no partner.
  const url = shared ? "/api/admin/resources" : `/api/admin/partners/${partnerId}/${collection}`;
  return (
    <>
      <button
        type="button"
        className={shared ? secondaryButtonClass : primaryButtonClass}
        onClick={() => setOpen(true)}
      >
        Add {noun}
      </button>
      <ModalDialog open={open} title={`Add a ${noun}`} onClose={() => setOpen(false)}>
        <ItemForm
          collection={collection}
          url={url}
          defaults={emptyValues(collection)}
          dealOptions={dealOptions}
          onDone={() => setOpen(false)}
        />
      </ModalDialog>
    </>
  );
}
