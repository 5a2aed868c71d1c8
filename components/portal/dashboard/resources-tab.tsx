"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/lib/client/toast";
import { Button, buttonClass } from "@/components/portal/ui/button";
import { emptyStates } from "@/content/portal";
import { EmptyState, Facts, Panel, StatCard } from "./dashboard-ui";
import { formatDate } from "./format";
import type { Resource } from "@/lib/validation/resources";
import { downloadTargetOf } from "./resource-download";
import { summarizeResources } from "./resource-summary";

/** The resource library; Refresh (and a download, for its count) reads the list again. */
export function ResourcesTab({ resources }: { resources: Resource[] }) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const onRefresh = () => startRefresh(() => router.refresh());
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {summarizeResources(resources).map(({ category, count, types }) => (
          <StatCard key={category} label={category} value={count} note={types || undefined} />
        ))}
      </div>
      <Panel
        title="Resource Library"
        actions={
          <Button variant="secondary" onClick={onRefresh} busy={refreshing}>
            Refresh
          </Button>
        }
      >
        {resources.length === 0 ? (
          <EmptyState
            action={
              <Button variant="secondary" onClick={onRefresh} busy={refreshing}>
                {emptyStates.resources.action}
              </Button>
            }
          >
            {emptyStates.resources.text}
          </EmptyState>
        ) : (
          <ul className="space-y-4" aria-label="Resources">
            {resources.map((resource) => (
              <li
                key={resource.id}
                className="rounded-lg border border-slate-200 p-4"
                data-testid="resource-card"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h3 className="font-semibold text-ink">{resource.title}</h3>
                    <p className="mt-1 text-sm text-slate-700">{resource.description}</p>
                  </div>
                  <DownloadLink resource={resource} onDownloaded={onRefresh} />
                </div>
                <div className="mt-3">
                  <Facts
                    items={[
                      ["Category", resource.category],
                      ["Type", resource.type],
                      ["Downloads", resource.downloadCount.toLocaleString("en-US")],
                      ["Last Updated", formatDate(resource.lastUpdated)],
                    ]}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

// A stored file downloads through the partner API (the session cookie goes with it; the
// answer is an attachment, so the page stays); a web address opens in a new tab. A card with
// neither has no Download control. After a download the list is read again, so the card's
// count is the server's.
function DownloadLink({ resource, onDownloaded }: { resource: Resource; onDownloaded: () => void }) {
  const target = downloadTargetOf(resource);
  if (!target) return <p className="text-sm text-slate-600">No file to download yet</p>;
  return (
    <a
      href={target.href}
      {...(target.kind === "file" ? { download: "" } : { target: "_blank", rel: "noopener noreferrer" })}
      className={buttonClass("primary")}
      aria-label={`Download ${resource.title}`}
      onClick={() => {
        if (target.kind !== "file") return;
        toast.success(`${resource.title} Downloaded`);
        window.setTimeout(onDownloaded, 1500);
      }}
    >
      Download
    </a>
  );
}
