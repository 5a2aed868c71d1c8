import type { Metadata } from "next";
import { PortalToaster } from "@/components/portal/ui/portal-toaster";
import { ScrollToTop } from "@/components/portal/ui/scroll-to-top";

export const metadata: Metadata = {
  title: { default: "Partner Portal", template: "%s | Partner Portal" },
  robots: { index: false, follow: false },
};

// The portal has its own chrome (no marketing navigation bar): the sign-in screens share
// the (auth) layout, the dashboard draws its own header and sidebar.
export default function PartnerPortalLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <ScrollToTop />
      {children}
      <PortalToaster />
    </div>
  );
}
