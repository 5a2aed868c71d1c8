import type { Metadata } from "next";
import { connection } from "next/server";
import { LazyPortalToaster } from "@/components/portal/ui/lazy-portal-toaster";
import { ScrollToTop } from "@/components/portal/ui/scroll-to-top";

export const metadata: Metadata = {
  title: { default: "Partner Portal", template: "%s | Partner Portal" },
  robots: { index: false, follow: false },
};

// The portal has its own chrome (no marketing navigation bar): the sign-in screens share
// the (auth) layout, the dashboard draws its own header and sidebar. What animates with the
// motion library (a dialog, the notification panel, Settings' switches) brings it with its
// own code; tabs and the registration wizard's steps fade in by CSS.
// Every portal page renders per request: its scripts carry the request's nonce (proxy.ts).
export default async function PartnerPortalLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <div className="min-h-screen bg-slate-50">
      <ScrollToTop />
      {children}
      <LazyPortalToaster />
    </div>
  );
}
