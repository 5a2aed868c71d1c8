import Link from "next/link";
import { Fragment } from "react";
import type { AuditEntry } from "@/lib/server/audit/audit";
import { formatDayTime } from "@/lib/dates";
import { describeAuditDetails, type AuditPart } from "./audit-details";
import { fieldLabel } from "./format";

// Who did what, and when: the audit log of one record, newest first.

function Details({ parts }: { parts: AuditPart[] }) {
  return (
    <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? "; " : null}
          {part.href ? (
            <Link href={part.href} className="text-brand-dark underline underline-offset-2">
              {part.text}
            </Link>
          ) : (
            part.text
          )}
        </Fragment>
      ))}
    </p>
  );
}

export function AuditTrail({
  entries,
  empty = "No actions recorded yet.",
}: {
  entries: AuditEntry[];
  /** What an empty list says (a list of posts is not a list of actions). */
  empty?: string;
}) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ol className="space-y-3 text-sm">
      {entries.map((entry) => {
        const parts = describeAuditDetails(entry.details, entry.action);
        return (
          <li key={entry.id} className="border-l-2 border-brand-light pl-3">
            <p className="font-medium text-slate-900">{fieldLabel(entry.action.replaceAll(".", " "))}</p>
            <p className="text-slate-600">
              by {entry.actor} · <time dateTime={entry.createdAt}>{formatDayTime(entry.createdAt)}</time>
            </p>
            {parts.length ? <Details parts={parts} /> : null}
          </li>
        );
      })}
    </ol>
  );
}
