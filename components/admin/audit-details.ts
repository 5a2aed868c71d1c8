import { formatMoney } from "@/lib/money";
import { formatDay, formatDayTime } from "@/lib/dates";
import { knownEnumLabel } from "@/content/portal-labels";
import { isMemberRole, memberRoleLabels } from "@/lib/member-roles";
import { fieldLabel } from "./format";

// An audit entry's details as sentences: field names in words, dates and money formatted,
// and a record's id either a link to its page or a word. A bare id is noise to a reader.

export interface AuditPart {
  text: string;
  /** The console page of the record the part names. */
  href?: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
// The entry already names its own record; these point back at it.
const hiddenKeys = new Set(["id", "linkId", "announcementId", "requestId", "moduleId"]);
const recordPages: Record<string, string> = {
  deal: "/admin/deals/",
  partner: "/admin/partners/",
  claim: "/admin/claims/",
  referral: "/admin/referrals/",
  course: "/admin/training/",
};
// Records without a page of their own, in the words of what happened to them.
const recordWords: Record<string, string> = {
  commission: "Commission created",
  reversal: "Commission reversed",
};

/** A recorded value as people read it: codes in words, dates formatted, ids never shown. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") {
    if (uuid.test(value)) return "a record";
    if (dateOnly.test(value)) return formatDay(`${value}T00:00:00Z`, value);
    if (dateTime.test(value)) return formatDayTime(value, value);
    return knownEnumLabel(value) ?? value;
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === "string" && uuid.test(item)))
      return `${value.length} ${value.length === 1 ? "item" : "items"}`;
    return value.map(auditValueText).join(", ");
  }
  return JSON.stringify(value);
}

// A partner company's team changes record roles (owner, admin, member, finance) and name
// the people by user id beside their email: the role in the team's words ("Admin" is a
// partner's admin, not the programme team), the ids left out.
function describeTeamValue(key: string, value: unknown): AuditPart[] | null {
  if (typeof value !== "string") return null;
  if (uuid.test(value) && ["from", "to", "userId", "invitationId"].includes(key)) return [];
  if (["role", "from", "to"].includes(key) && isMemberRole(value))
    return [{ text: `${fieldLabel(key)}: ${memberRoleLabels[value]}` }];
  return null;
}

function describeValue(key: string, value: unknown, team = false): AuditPart[] {
  if (team) {
    const described = describeTeamValue(key, value);
    if (described) return described;
  }
  const idKey = key.match(/^(\w+?)(?:Id|_id)$/);
  if (idKey && typeof value === "string") {
    const record = idKey[1]!.toLowerCase();
    if (recordPages[record]) return [{ text: fieldLabel(record), href: `${recordPages[record]}${value}` }];
    return recordWords[record] ? [{ text: recordWords[record] }] : [];
  }
  const idsKey = key.match(/^(\w+?)(?:Ids|_ids)$/);
  if (idsKey && Array.isArray(value)) return [{ text: `${fieldLabel(`${idsKey[1]}s`)}: ${value.length}` }];
  if (value && typeof value === "object" && !Array.isArray(value)) {
    if ("from" in value && "to" in value) {
      const change = value as { from: unknown; to: unknown };
      return [{ text: `${fieldLabel(key)}: ${auditValueText(change.from)} → ${auditValueText(change.to)}` }];
    }
    return Object.entries(value as Record<string, unknown>).flatMap(([inner, v]) => describeValue(inner, v));
  }
  return [{ text: `${fieldLabel(key)}: ${auditValueText(value)}` }];
}

/** The parts of an entry's details worth reading, in the order they were recorded. */
export function describeAuditDetails(details: Record<string, unknown> | null, action = ""): AuditPart[] {
  const team = action.startsWith("team.");
  if (!details) return [];
  const { amountMinor, currency, ...rest } = details;
  const amount =
    typeof amountMinor === "number" && typeof currency === "string"
      ? [{ text: `Amount: ${formatMoney(amountMinor, currency)}` }]
      : [];
  const others = amount.length ? rest : details;
  return [
    ...amount,
    ...Object.entries(others)
      .filter(([key]) => !hiddenKeys.has(key))
      .flatMap(([key, value]) => describeValue(key, value, team)),
  ];
}
