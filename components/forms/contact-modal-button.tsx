"use client";

import dynamic from "next/dynamic";
import { loadMotionFeatures } from "@/components/motion/load-motion-features";
import type { ReactNode } from "react";
import { useOpenedOnce } from "@/components/use-opened-once";
import type { ContactVariant } from "./contact-variants";

// The modal and its form load on the first click, so pages that only show the button
// ship none of the form code in their first paint.
// Hovering or focusing the button fetches the dialog and its animation features ahead.
const preload = () => {
  import("./contact-modal").catch(() => undefined);
  loadMotionFeatures().catch(() => undefined);
};
const ContactModal = dynamic(() => import("./contact-modal").then((m) => m.ContactModal), { ssr: false });

interface ContactModalButtonProps {
  variant: ContactVariant;
  className?: string;
  children: ReactNode;
}

export function ContactModalButton({ variant, className, children }: ContactModalButtonProps) {
  const [open, setOpen, loaded] = useOpenedOnce(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {loaded && <ContactModal variant={variant} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
