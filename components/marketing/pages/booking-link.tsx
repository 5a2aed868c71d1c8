import type { ReactNode } from "react";
import { siteConfig } from "@/lib/config/site";

/** A link to the external demo scheduling page, which opens in a new tab. */
export function BookingLink({ className, children }: { className: string; children: ReactNode }) {
  return (
    <a href={siteConfig.bookingUrl} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
