"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const sections = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/claims", label: "Claims" },
  { href: "/admin/registrations", label: "Registrations" },
  { href: "/admin/invitations", label: "Invitations" },
  { href: "/admin/partners", label: "Partners" },
  { href: "/admin/tiers", label: "Tiers" },
  { href: "/admin/deals", label: "Deals" },
  { href: "/admin/training", label: "Training" },
  { href: "/admin/referrals", label: "Referrals" },
  { href: "/admin/resources", label: "Resources" },
  { href: "/admin/announcements", label: "Announcements" },
  { href: "/admin/enquiries", label: "Enquiries" },
  { href: "/admin/outbox", label: "Outbox" },
  { href: "/admin/emails", label: "Emails" },
  { href: "/admin/privacy", label: "Privacy" },
] as const;

// The console's sections; the current one is marked for screen readers too.
export function AdminNav() {
  const pathname = usePathname();
  const isCurrent = (href: string) =>
    href === "/admin" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav aria-label="Console">
      <ul className="flex gap-1 overflow-x-auto md:flex-col">
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
