// Who may do what inside a partner company. One role per user; the server checks every
// rule (lib/api/session.ts) and the portal hides what a role cannot do, from this one table.

export const memberRoles = ["owner", "admin", "member", "finance"] as const;
export type MemberRole = (typeof memberRoles)[number];

/** The roles an invitation may give: ownership only passes by transfer. */
export const invitableRoles = ["admin", "member", "finance"] as const;

export const memberRoleLabels: Record<MemberRole, string> = {
  owner: "Owner",
  admin: "Admin",
  member: "Member",
  finance: "Finance",
};

export type MemberPermission =
  | "deals:read"
  | "deals:write"
  | "referrals:read"
  | "referrals:write"
  /** Market development: the budget, requests and claims (read), and requesting and claiming (write). */
  | "mdf:read"
  | "mdf:write"
  /** Commissions, payouts, statements and their exports. */
  | "earnings:read"
  | "payouts:request"
  /** Where the money goes: payout method and tax forms. */
  | "payout-details:manage"
  /** Invitations, roles, removals and the company's settings. */
  | "team:manage"
  | "ownership:transfer";

const grants: Record<MemberRole, readonly MemberPermission[]> = {
  owner: [
    "deals:read",
    "deals:write",
    "referrals:read",
    "referrals:write",
    "mdf:read",
    "mdf:write",
    "earnings:read",
    "payouts:request",
    "payout-details:manage",
    "team:manage",
    "ownership:transfer",
  ],
  admin: [
    "deals:read",
    "deals:write",
    "referrals:read",
    "referrals:write",
    "mdf:read",
    "mdf:write",
    "earnings:read",
    "payouts:request",
    "team:manage",
  ],
  member: ["deals:read", "deals:write", "referrals:read", "referrals:write", "mdf:read", "mdf:write"],
  finance: [
    "deals:read",
    "referrals:read",
    "mdf:read",
    "earnings:read",
    "payouts:request",
    "payout-details:manage",
  ],
};

export function can(role: MemberRole, permission: MemberPermission): boolean {
  return grants[role].includes(permission);
}

/** What each role may do, in a phrase: the confirmation of a role change names it. */
export const memberRoleSummaries: Record<MemberRole, string> = {
  owner: "everything, including payout details, tax forms, the team and ownership",
  admin: "deals, referrals, earnings and payouts, the team and API keys, but not payout details or tax forms",
  member: "deals and referrals only: no commissions, payouts, team settings or API keys",
  finance: "commissions, payouts, payout details and tax forms, and read deals and referrals",
};

/**
 * The roles `actor` may give a colleague who now has `current` (lib/server/members/rules.ts
 * decides): only an owner makes or unmakes an owner, and only an owner grants or withdraws
 * finance, which decides where the company's money goes. Empty: no role menu at all.
 */
export function assignableRoles(actor: MemberRole, current: MemberRole): MemberRole[] {
  if (!can(actor, "team:manage")) return [];
  if (actor === "owner") return [...memberRoles];
  if (current === "owner" || current === "finance") return [];
  return memberRoles.filter((role) => role !== "owner" && role !== "finance");
}

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === "string" && (memberRoles as readonly string[]).includes(value);
}

/** The 403 message for a permission the user's role lacks: what is refused, and who can help. */
export const memberPermissionMessages: Record<MemberPermission, string> = {
  "deals:read": "Your role cannot see the company's deals.",
  "deals:write": "Your role cannot register or change deals. Ask an owner, admin or member of your company.",
  "referrals:read": "Your role cannot see the company's referrals.",
  "referrals:write":
    "Your role cannot submit or change referrals. Ask an owner, admin or member of your company.",
  "mdf:read": "Your role cannot see the company's market development funds.",
  "mdf:write":
    "Your role cannot request or claim market development funds. Ask an owner, admin or member of your company.",
  "earnings:read":
    "Your role cannot see commissions, payouts or statements. Ask an owner, admin or finance colleague.",
  "payouts:request": "Your role cannot request payouts. Ask an owner, admin or finance colleague.",
  "payout-details:manage":
    "Only an owner or a finance colleague can see or change payout details and tax forms.",
  "team:manage": "Only an owner or admin of your company can manage the team and its settings.",
  "ownership:transfer": "Only an owner can transfer ownership of the company.",
};
