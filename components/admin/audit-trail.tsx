import type { AuditEntry } from "@/lib/server/admin/audit";
import { formatDateTime, humanise } from "./format";

// Who did what, and when: the audit log of one record, newest first.
// Ids are noise to a reader (the entry already names its record); changes are spelled out.
const hiddenKeys = new Set(["id", "linkId"]);

function describeValue(key: string, value: unknown): string[] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    if ("from" in value && "to" in value) {
      const change = value as { from: unknown; to: unknown };
      return [`${humanise(key)}: ${String(change.from ?? "—")} → ${String(change.to ?? "—")}`];
    }
    return Object.entries(value as Record<string, unknown>).flatMap(([inner, v]) => describeValue(inner, v));
  }
  return [`${humanise(key)}: ${value === null || value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value)}`];
}

function describeDetails(details: Record<string, unknown> | null): string | null {
  if (!details) return null;
  const parts = Object.entries(details)
    .filter(([key]) => !hiddenKeys.has(key))
    .flatMap(([key, value]) => describeValue(key, value));
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
            <p className="font-medium text-slate-900">{humanise(entry.action.replaceAll(".", " "))}</p>
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
