"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { EmptyState, LoadError, Panel } from "@/components/portal/dashboard/dashboard-ui";
import { Spinner } from "@/components/portal/ui/spinner";
import { linkTexts } from "@/content/links";
import { linksApi } from "@/lib/client/links";
import type { PartnerLinkWithStats } from "@/lib/validation/links";
import { LinkCard } from "./link-card";
// The form's code (react-hook-form) loads beside the tab rather than in its first load.
const LinkForm = dynamic(() => import("./link-form").then((m) => m.LinkForm));

/**
 * The Links section of the Referrals tab: create a link, copy it, archive it, and read each
 * link's clicks, leads and conversions. It loads its own data, so the dashboard's shared
 * load stays as it was.
 */
export function ReferralLinks() {
  const [links, setLinks] = useState<PartnerLinkWithStats[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [archiving, setArchiving] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await linksApi.list();
    if (result.ok) {
      setLinks(result.data.links);
      setError(null);
    } else setError(result.message);
  }, []);

  useEffect(() => {
    // Loading on mount is the point of this effect; the state is set once the answer arrives.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  async function archive(id: string) {
    setArchiving(id);
    const result = await linksApi.archive(id);
    setArchiving(null);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    toast.success(linkTexts.archived);
    await load();
  }

  const active = links?.filter((link) => !link.archivedAt) ?? [];
  const archived = links?.filter((link) => link.archivedAt) ?? [];
  return (
    <Panel title={linkTexts.title}>
      <p className="mb-4 text-sm text-slate-700">{linkTexts.lead}</p>
      <LinkForm onCreated={() => void load()} />
      <div className="mt-6">
        {error ? (
          <LoadError message={error} onRetry={() => void load()} />
        ) : links === null ? (
          <Spinner label="Loading links" />
        ) : active.length === 0 ? (
          <EmptyState>{linkTexts.empty}</EmptyState>
        ) : (
          <ul className="space-y-4" aria-label="Active referral links">
            {active.map((link) => (
              <LinkCard
                key={link.id}
                link={link}
                archiving={archiving === link.id}
                onArchive={() => void archive(link.id)}
              />
            ))}
          </ul>
        )}
        {archived.length ? (
          <details className="mt-6">
            <summary className="cursor-pointer font-semibold text-ink">
              {linkTexts.archivedTitle} ({archived.length})
            </summary>
            <ul className="mt-3 space-y-4" aria-label={linkTexts.archivedTitle}>
              {archived.map((link) => (
                <LinkCard key={link.id} link={link} />
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </Panel>
  );
}
