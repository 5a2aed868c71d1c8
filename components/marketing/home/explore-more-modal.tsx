"use client";

import { MotionDialog } from "@/components/motion/motion-dialog";
import { MotionProvider } from "@/components/motion/motion-provider";
import { exploreMoreModal } from "@/content/integrations";
import { siteConfig } from "@/lib/config/site";
import { trackCtaClick } from "@/lib/client/analytics";

interface ExploreMoreModalProps {
  open: boolean;
  onClose: () => void;
}

// A native modal dialog: it traps focus, closes on Escape and gives focus back to the
// button that opened it. A click on the backdrop and the two buttons close it too. It fades
// in and out (framer-motion, loaded with this chunk on the first click).
export function ExploreMoreModal({ open, onClose }: ExploreMoreModalProps) {
  return (
    <MotionProvider>
      <MotionDialog
        open={open}
        aria-labelledby="explore-more-title"
        onClose={onClose}
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
        className="m-auto max-h-[90vh] w-[min(44rem,calc(100vw-2rem))] rounded-2xl p-0 text-slate-700 backdrop:bg-black/60"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id="explore-more-title" className="text-2xl font-bold text-ink">
              {exploreMoreModal.title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="rounded-md p-1 text-slate-600 hover:text-ink"
            >
              <svg
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          <p className="mt-2">{exploreMoreModal.text}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {exploreMoreModal.categories.map((category) => (
              <li key={category.name} className="rounded-xl border border-slate-200 p-4">
                <h3 className="font-semibold text-ink">{category.name}</h3>
                <p className="mt-1 text-sm text-slate-600">{category.tools.join(", ")}</p>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={onClose}
              className="rounded-full border border-slate-300 px-5 py-2 font-medium text-ink hover:bg-slate-50"
            >
              Close
            </button>
            <a
              href={siteConfig.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => trackCtaClick(exploreMoreModal.getStartedLabel, "integrations-modal")}
              className="rounded-full bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
            >
              {exploreMoreModal.getStartedLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </MotionDialog>
    </MotionProvider>
  );
}
