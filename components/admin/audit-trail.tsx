import type { AuditEntry } from "@/lib/server/admin/audit";
import { knownEnumLabel } from "@/content/portal-labels";
import { fieldLabel, formatDateTime } from "./format";

// Who did what, and when: the audit log of one record, newest first.
// Ids are noise to a reader (the entry already names its record); changes are spelled out.
const hiddenKeys = new Set(["id", "linkId", "announcementId"]);

/** A recorded value as people read it: status, stage and tier codes in words, other text as it is. */
function valueText(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return knownEnumLabel(value) ?? value;
  return typeof value === "number" || typeof value === "boolean" ? String(value) : JSON.stringify(value);
}

function describeValue(key: string, value: unknown): string[] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    if ("from" in value && "to" in value) {
      const change = value as { from: unknown; to: unknown };
      return [`${fieldLabel(key)}: ${valueText(change.from)} → ${valueText(change.to)}`];
    }
    return Object.entries(value as Record<string, unknown>).flatMap(([inner, v]) => describeValue(inner, v));
  }
  return [`${fieldLabel(key)}: ${valueText(value)}`];
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
            <p className="font-medium text-slate-900">{fieldLabel(entry.action.replaceAll(".", " "))}</p>
            <p className="text-slate-600">
              by {entry.actor} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
            </p>
            {details ? (
              <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{details}</p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
