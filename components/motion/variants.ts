import type { Variants } from "framer-motion";

// The site's few motions, named for what they do. Components take these, never their own
// transitions: the MotionProvider's one transition (and its reduced-motion switch) applies.

/**
 * Dialogs: the dialog fades in while its content rises slightly; the reverse on the way out.
 * The dialog itself is never transformed: a transform would make it the containing block of
 * fixed elements inside it (the contact form's toast).
 */
export const dialogVariants: Variants = {
  open: { opacity: 1 },
  closed: { opacity: 0 },
};
export const dialogContentVariants: Variants = {
  open: { scale: 1, y: 0 },
  closed: { scale: 0.96, y: 8 },
};

/** A small panel dropping from its button (the notification panel). */
export const dropDown = {
  initial: { opacity: 0, y: -6 },
  animate: { opacity: 1, y: 0 },
  exit: { opacity: 0, y: -6 },
} as const;

/** A block folding open to its natural height, and shut. */
export const collapseVariants: Variants = {
  open: { height: "auto", opacity: 1 },
  closed: { height: 0, opacity: 0 },
};
