"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

// `also`: pages of the section that live elsewhere (the payout pages mirror /api/admin's paths
// but are reached from Deals, so Deals stays the current section on them).
const sections: readonly { href: string; label: string; also?: readonly string[] }[] = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/analytics", label: "Analytics" },
  { href: "/admin/claims", label: "Claims" },
  { href: "/admin/registrations", label: "Registrations" },
  { href: "/admin/invitations", label: "Invitations" },
  { href: "/admin/partners", label: "Partners" },
  { href: "/admin/tiers", label: "Tiers" },
  {
    href: "/admin/deals",
    label: "Deals",
    also: ["/admin/commissions", "/admin/payouts", "/admin/payout-runs", "/admin/exchange-rates"],
  },
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
];

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
  const under = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  const isCurrent = (section: (typeof sections)[number]) =>
    section.href === "/admin"
      ? pathname === section.href
      : under(section.href) || (section.also ?? []).some(under);
  return (
    <nav aria-label="Console">
      <ul ref={list} className="relative flex gap-1 overflow-x-auto pr-2 md:flex-col md:pr-0">
        {sections.map((section) => {
          const current = isCurrent(section);
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
