"use client";

import { Button } from "@/components/portal/ui/button";
import { EmailText } from "@/components/portal/ui/email-text";
import { inputClass } from "@/components/portal/ui/field";
import { formatDate } from "@/components/portal/dashboard/format";
import type { SignedInMember } from "@/components/portal/member-context";
import { assignableRoles, can, memberRoleLabels, type MemberRole } from "@/lib/member-roles";
import type { TeamMember } from "@/lib/validation/members";

/**
 * One colleague: role (a select for whoever may change it), two-factor, last sign-in, and the
 * actions. Each action only asks (the section confirms it first); the company's sole owner is
 * offered neither a role menu nor "Leave", which a company without an owner would refuse.
 */
export function TeamMemberRow({
  member,
  me,
  soleOwner,
  busy,
  onRole,
  onRemove,
  onTransfer,
}: {
  member: TeamMember;
  me: SignedInMember;
  /** This colleague is the company's only owner. */
  soleOwner: boolean;
  busy: boolean;
  onRole: (role: MemberRole) => void;
  onRemove: () => void;
  onTransfer: () => void;
}) {
  const self = member.userId === me.userId;
  const manages = can(me.role, "team:manage");
  const roles = soleOwner ? [] : assignableRoles(me.role, member.role);
  const mayChangeRole = roles.length > 0;
  const mayRemove = !soleOwner && (self || (manages && (me.role === "owner" || member.role !== "owner")));
  const selectId = `role-${member.userId}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="team-member">
      <div className="min-w-0">
        <p className="font-medium text-ink">
          {member.name}
          {self ? " (you)" : ""}
        </p>
        <p className="text-sm text-slate-700">
          <EmailText email={member.email} /> · Two-factor {member.twoFactor ? "on" : "off"} · Last sign-in{" "}
          {member.lastSignInAt ? formatDate(member.lastSignInAt) : "never"}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {mayChangeRole ? (
          <>
            <label htmlFor={selectId} className="sr-only">
              Role of {member.name}
            </label>
            <select
              id={selectId}
              value={member.role}
              disabled={busy}
              onChange={(e) => {
                if (e.target.value !== member.role) onRole(e.target.value as MemberRole);
              }}
              className={`${inputClass} w-36 border-slate-300`}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {memberRoleLabels[role]}
                </option>
              ))}
            </select>
          </>
        ) : (
          <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
            {memberRoleLabels[member.role]}
          </span>
        )}
        {me.role === "owner" && !self && member.role !== "owner" ? (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={onTransfer}
            aria-label={`Transfer ownership to ${member.name}`}
          >
            Make owner
          </Button>
        ) : null}
        {mayRemove ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={onRemove}
            aria-label={self ? "Leave the team" : `Remove ${member.name}`}
          >
            {self ? "Leave" : "Remove"}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
