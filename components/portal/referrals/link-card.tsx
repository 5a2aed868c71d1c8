"use client";

import { toast } from "@/lib/client/toast";
import { Button } from "@/components/portal/ui/button";
import { Facts } from "@/components/portal/dashboard/dashboard-ui";
import { linkDestinationOptions, linkTexts } from "@/content/links";
import { formatDay } from "@/lib/dates";
import type { PartnerLinkWithStats } from "@/lib/validation/links";
import { LinkChart } from "./link-chart";

const pageName = (path: string) =>
  linkDestinationOptions.find((option) => option.value === path)?.label ?? path;

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(linkTexts.copied);
  } catch {
    toast.error(linkTexts.copyFailed);
  }
}

/** One link: its address with Copy, its totals, its 30-day chart and (while active) Archive. */
export function LinkCard({
  link,
  onArchive,
  archiving,
}: {
  link: PartnerLinkWithStats;
  onArchive?: () => void;
  archiving?: boolean;
}) {
  const name = link.campaign || linkTexts.noCampaign;
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="link-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-ink">{name}</h3>
          <p className="text-sm text-slate-700">
            Opens {pageName(link.destination)} · created {formatDay(link.createdAt)}
            {link.archivedAt ? ` · archived ${formatDay(link.archivedAt)}` : ""}
          </p>
        </div>
        {onArchive ? (
          <Button variant="ghost" busy={archiving} aria-label={`Archive ${name}`} onClick={onArchive}>
            {linkTexts.archive}
          </Button>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 break-all rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-900">
          {link.url}
        </code>
        <Button
          variant="secondary"
          aria-label={`Copy the link ${link.url}`}
          onClick={() => copyLink(link.url)}
        >
          {linkTexts.copy}
        </Button>
      </div>
      <div className="mt-3">
        <Facts
          items={[
            ["Clicks", link.clicks],
            ["Leads", link.leads],
            ["Conversions", link.conversions],
            ["Clicks (30 days)", link.last30Days.clicks],
            ["Leads (30 days)", link.last30Days.leads],
            ["Conversions (30 days)", link.last30Days.conversions],
          ]}
        />
      </div>
      <LinkChart id={`link-${link.id}`} name={`${name} (${link.slug})`} days={link.daily} />
    </li>
  );
}
