"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

const sections = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/analytics", label: "Analytics" },
  { href: "/admin/claims", label: "Claims" },
  { href: "/admin/registrations", label: "Registrations" },
  { href: "/admin/invitations", label: "Invitations" },
  { href: "/admin/partners", label: "Partners" },
  { href: "/admin/tiers", label: "Tiers" },
  { href: "/admin/deals", label: "Deals" },
  { href: "/admin/training", label: "Training" },
  { href: "/admin/referrals", label: "Referrals" },
  { href: "/admin/market-development", label: "Market development" },
  { href: "/admin/resources", label: "Resources" },
  { href: "/admin/announcements", label: "Announcements" },
  { href: "/admin/enquiries", label: "Enquiries" },
  { href: "/admin/leads", label: "Leads" },
  { href: "/admin/outbox", label: "Outbox" },
  { href: "/admin/api", label: "API" },
  { href: "/admin/emails", label: "Emails" },
  { href: "/admin/privacy", label: "Privacy" },
] as const;

// The console's sections; the current one is marked for screen readers too. On a phone the
// list is one scrolling row: it scrolls the current section into sight, which may lie past
// the screen's edge (Announcements, Privacy). The row's end padding lets the last section
// scroll wholly into sight: without it a fraction of a pixel of it stays clipped.
export function AdminNav() {
  const pathname = usePathname();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    // scrollLeft of the row alone: scrollIntoView() would scroll the page as well.
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  const isCurrent = (href: string) =>
    href === "/admin" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav aria-label="Console">
      <ul ref={list} className="relative flex gap-1 overflow-x-auto pr-2 md:flex-col md:pr-0">
        {sections.map((section) => {
          const current = isCurrent(section.href);
          return (
            <li key={section.href}>
              <Link
                href={section.href}
                aria-current={current ? "page" : undefined}
                className={`block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${current ? "bg-brand text-white" : "text-slate-200 hover:bg-ink-muted hover:text-white"}`}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
