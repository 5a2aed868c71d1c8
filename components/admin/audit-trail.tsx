import type { AuditEntry } from "@/lib/server/console/audit";
import { formatDateTime, humanise } from "./format";

// Who did what, and when: the audit log of one record, newest first.
function describeDetails(details: Record<string, unknown> | null): string | null {
  if (!details) return null;
  const parts = Object.entries(details)
    .filter(([key]) => key !== "linkId")
    .map(([key, value]) => {
      if (value && typeof value === "object" && "from" in value && "to" in value) {
        const change = value as { from: unknown; to: unknown };
        return `${humanise(key)}: ${String(change.from ?? "—")} → ${String(change.to ?? "—")}`;
      }
      return `${humanise(key)}: ${typeof value === "string" ? value : JSON.stringify(value)}`;
    });
  return parts.length ? parts.join("; ") : null;
}

export function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">No actions recorded yet.</p>;
  return (
    <ol className="space-y-3 text-sm">
      {entries.map((entry) => {
        const details = describeDetails(entry.details);
        return (
          <li key={entry.id} className="border-l-2 border-brand-light pl-3">
            <p className="font-medium text-slate-900">{humanise(entry.action.replace(".", " "))}</p>
            <p className="text-slate-600">
              by {entry.actor} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </p>
            {details ? <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{details}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
