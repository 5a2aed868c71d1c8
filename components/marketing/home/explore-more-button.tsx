"use client";

import dynamic from "next/dynamic";
import { loadMotionFeatures } from "@/components/motion/load-motion-features";
import { useOpenedOnce } from "@/components/use-opened-once";

// The dialog loads on the first click, like the contact modal, so the first paint ships none of it.
// Hovering or focusing the button fetches the dialog and its animation features ahead.
const preload = () => {
  import("./explore-more-modal").catch(() => undefined);
  loadMotionFeatures().catch(() => undefined);
};
const ExploreMoreModal = dynamic(() => import("./explore-more-modal").then((m) => m.ExploreMoreModal), {
  ssr: false,
});

export function ExploreMoreButton({ label }: { label: string }) {
  const [open, setOpen, loaded] = useOpenedOnce(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 rounded-full border border-white/30 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10"
      >
        {label}
        <span aria-hidden="true">→</span>
      </button>
      {loaded && <ExploreMoreModal open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
