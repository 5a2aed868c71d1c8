"use client";

import Link from "next/link";
import { Logo } from "@/components/marketing/logo";
import { Button } from "@/components/portal/ui/button";
import { useInbox, useOpenNotification } from "./inbox-context";
import { NotificationsMenu } from "./notifications-menu";
import { siteConfig } from "@/lib/config/site";

interface Props {
  greetingName: string;
  /** Signed in before this session: "Welcome back" rather than "Welcome". */
  returning: boolean;
  onLogout: () => void;
  loggingOut: boolean;
}

/** Partner Portal title, the greeting, the notifications bell and Logout. */
export function DashboardHeader({ greetingName, returning, onLogout, loggingOut }: Props) {
  const inbox = useInbox();
  const openNotification = useOpenNotification();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          {/* Leaving the portal is rare: the website's home is not fetched ahead with every tab. */}
          <Link
            href="/"
            prefetch={false}
            className="shrink-0 text-ink"
            aria-label={`${siteConfig.name}: back to the website`}
          >
            <span className="hidden sm:inline">
              <Logo />
            </span>
            <svg className="sm:hidden" width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
              <rect width="32" height="32" rx="8" fill="#4f46e5" />
              <path
                d="M8 22V10h10M8 16h8M20 22l4-12"
                stroke="#fff"
                strokeWidth="2.6"
                fill="none"
                strokeLinecap="round"
              />
            </svg>
          </Link>
          <div className="min-w-0 border-l border-slate-200 pl-3">
            <p className="text-sm font-bold text-ink sm:text-base">Partner Portal</p>
            <p className="truncate text-xs text-slate-600 sm:text-sm" data-testid="greeting">
              {returning ? "Welcome back" : "Welcome"}, {greetingName}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <NotificationsMenu inbox={inbox} onOpen={openNotification} />
          <Button variant="secondary" onClick={onLogout} busy={loggingOut}>
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
