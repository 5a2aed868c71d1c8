import type { Metadata } from "next";
import Link from "next/link";
import { AdminNav } from "@/components/admin/admin-nav";
import { AdminToaster } from "@/components/admin/admin-toaster";
import { MotionProvider } from "@/components/motion/motion-provider";
import { SignOutButton } from "@/components/admin/sign-out-button";
import { requireAdminPage } from "@/lib/server/admin/guard";

export const metadata: Metadata = {
  title: { default: "Console", template: "%s | Console" },
  robots: { index: false, follow: false },
};

// The programme team's console. The proxy only checks that a cookie exists; this layout
// (and every page, through the same cached check) verifies an admin session on the server.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const { user } = await requireAdminPage();
  return (
    <div className="min-h-screen bg-slate-50 md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink"
      >
        Skip to content
      </a>
      <aside className="bg-ink px-4 py-4 text-white md:min-h-screen md:w-56 md:shrink-0">
        <Link href="/admin" className="mb-4 block text-lg font-semibold">
          Finlytic AI <span className="font-normal text-slate-300">Console</span>
        </Link>
        <AdminNav />
      </aside>
      <div className="min-w-0 flex-1">
        <header className="flex items-center justify-end gap-3 bg-ink-soft px-6 py-3 text-sm text-slate-200">
          <span>
            Signed in as <span className="font-medium text-white">{user.email}</span>
          </span>
          <SignOutButton />
        </header>
        <main id="main" className="px-4 py-6 sm:px-6 lg:px-8">
          {/* Confirmations sit in the flow above the page, never over it. */}
          <AdminToaster />
          {/* The console's dialogs fade in and out. */}
          <MotionProvider>{children}</MotionProvider>
        </main>
      </div>
    </div>
  );
}
