import type { Metadata } from "next";
import Link from "next/link";
import { Logo } from "@/components/marketing/logo";

export const metadata: Metadata = {
  title: { default: "Partner Portal", template: "%s | Partner Portal" },
  robots: { index: false, follow: false },
};

// The portal has its own chrome: no marketing navigation bar.
export default function PartnerPortalLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-content items-center px-4 sm:px-6">
          <Link href="/" className="text-ink" aria-label="Back to the website">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-content px-4 py-10 sm:px-6">
        {children}
      </main>
    </div>
  );
}
