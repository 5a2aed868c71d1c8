import Link from "next/link";
import { Logo } from "@/components/marketing/logo";
import { siteConfig } from "@/lib/config/site";

export default function PortalAuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-content items-center px-4 sm:px-6">
          <Link href="/" className="text-ink" aria-label={`${siteConfig.name}: back to the website`}>
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-content px-4 py-8 sm:px-6 sm:py-10">
        {children}
      </main>
    </>
  );
}
