import "server-only";
import { partnerApiBase } from "./partner-api";

// Proxy mode's one decision for the console: with PARTNER_API_URL set, the partner API keeps
// the programme's partner data, so the console's sections that show it are answered by one
// page saying so (proxy.ts rewrites them to /admin/upstream); enquiries, the outbox, email
// previews, privacy requests, the API settings and analytics stay local. No page asks itself.

const upstreamSections: readonly (readonly [path: string, title: string])[] = [
  ["/admin/announcements", "Announcements"],
  ["/admin/claims", "Claims"],
  ["/admin/commissions", "Commissions"],
  ["/admin/deals", "Deals"],
  ["/admin/exchange-rates", "Exchange rates"],
  ["/admin/invitations", "Invitations"],
  ["/admin/market-development", "Market development"],
  ["/admin/partners", "Partners"],
  ["/admin/payout-runs", "Payout runs"],
  ["/admin/payouts", "Payouts"],
  ["/admin/referrals", "Referrals"],
  ["/admin/registrations", "Registrations"],
  ["/admin/resources", "Resources"],
  ["/admin/tiers", "Tiers"],
  ["/admin/training", "Training"],
];

/** The partner API's address while the console's partner data is kept there, else null. */
export function consoleUpstream(): string | null {
  return partnerApiBase() ?? null;
}

/** The title of the console section `pathname` is in when the partner API keeps its data, else null. */
export function upstreamSectionOf(pathname: string): string | null {
  if (!consoleUpstream()) return null;
  const found = upstreamSections.find(([path]) => pathname === path || pathname.startsWith(`${path}/`));
  return found?.[1] ?? null;
}
