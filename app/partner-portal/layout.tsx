import type { Metadata } from "next";
import { connection } from "next/server";
import { LazyPortalToaster } from "@/components/portal/ui/lazy-portal-toaster";
import { ScrollToTop } from "@/components/portal/ui/scroll-to-top";

export const metadata: Metadata = {
  title: { default: "Partner Portal", template: "%s | Partner Portal" },
  robots: { index: false, follow: false },
};

// The portal has its own chrome (no marketing navigation bar): the sign-in screens share
// the (auth) layout, the dashboard draws its own header and sidebar. The dashboard, whose
// tabs, dialogs and panel animate, holds the MotionProvider itself, so the sign-in screens
// ship no motion library (the registration wizard's steps animate in CSS).
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
