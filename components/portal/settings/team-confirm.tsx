"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { can, memberRoleLabels, memberRoleSummaries, type MemberRole } from "@/lib/member-roles";
import { countOf } from "@/lib/plural";
import type { TeamMember } from "@/lib/validation/members";

// What a change to the team will do, asked before it is done: a role change, a removal (the
// owner may keep the colleague's API keys and invitations), leaving, the transfer of ownership.

export type TeamChange =
  | { kind: "role"; member: TeamMember; role: MemberRole }
  | { kind: "remove"; member: TeamMember }
  | { kind: "leave"; member: TeamMember }
  | { kind: "transfer"; member: TeamMember };

export interface RemovalKeep {
  apiKeys: boolean;
  invitations: boolean;
}

/** "an Admin", "an Owner", "a Member", "a Finance colleague". */
export const withArticle = (label: string) =>
  label === memberRoleLabels.finance
    ? `a ${label} colleague`
    : `${/^[aeiou]/i.test(label) ? "an" : "a"} ${label}`;

function LosesKeys({ member, role }: { member: TeamMember; role: MemberRole }) {
  const keys = member.liveApiKeys ?? 0;
  if (keys === 0 || can(role, "team:manage")) return null;
  return (
    <p className="font-medium text-danger">
      {countOf(keys, "API key")} {member.name} created will be revoked at once: a{" "}
      {memberRoleLabels[role].toLowerCase()} cannot hold API keys.
    </p>
  );
}

function RemovalChoices({
  member,
  owner,
  keep,
  onKeep,
}: {
  member: TeamMember;
  owner: boolean;
  keep: RemovalKeep;
  onKeep: (keep: RemovalKeep) => void;
}) {
  const keys = member.liveApiKeys ?? 0;
  const invitations = member.liveInvitationsSent ?? 0;
  return (
    <>
      {keys > 0 ? (
        <KeepChoice
          owner={owner}
          checked={keep.apiKeys}
          onChange={(apiKeys) => onKeep({ ...keep, apiKeys })}
          keepText={`Keep their ${countOf(keys, "API key")}: they become yours. Otherwise they are revoked at once.`}
          lostText={`Their ${countOf(keys, "API key")} will be revoked at once.`}
        />
      ) : null}
      {invitations > 0 ? (
        <KeepChoice
          owner={owner}
          checked={keep.invitations}
          onChange={(invitations) => onKeep({ ...keep, invitations })}
          keepText={`Keep the ${countOf(invitations, "invitation")} they sent: they become yours. Otherwise they are revoked.`}
          lostText={`The ${countOf(invitations, "invitation")} they sent will be revoked.`}
        />
      ) : null}
    </>
  );
}

/** The owner may keep what a removed colleague held; anyone else is told it goes. */
function KeepChoice(props: {
  owner: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
  keepText: string;
  lostText: string;
}) {
  if (!props.owner) return <p>{props.lostText}</p>;
  return (
    <label className="flex items-start gap-2">
      <input
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <span>{props.keepText}</span>
    </label>
  );
}

/** The one confirmation of every team change; `onConfirm` receives the owner's choices of a removal. */
export function TeamChangeDialog({
  change,
  myRole,
  busy,
  onConfirm,
  onCancel,
}: {
  change: TeamChange | null;
  myRole: MemberRole;
  busy: boolean;
  onConfirm: (keep: RemovalKeep) => void;
  onCancel: () => void;
}) {
  const [keep, setKeep] = useState<RemovalKeep>({ apiKeys: false, invitations: false });
  const text = change ? describe(change) : null;
  return (
    <ConfirmDialog
      open={change !== null}
      title={text?.title ?? ""}
      confirmLabel={text?.confirm ?? "Confirm"}
      tone={change?.kind === "role" ? "primary" : "danger"}
      busy={busy}
      onConfirm={() => onConfirm(keep)}
      onCancel={() => {
        setKeep({ apiKeys: false, invitations: false });
        onCancel();
      }}
    >
      {text ? <p>{text.body}</p> : null}
      {change?.kind === "role" ? <LosesKeys member={change.member} role={change.role} /> : null}
      {change?.kind === "remove" ? (
        <RemovalChoices member={change.member} owner={myRole === "owner"} keep={keep} onKeep={setKeep} />
      ) : null}
      {change?.kind === "leave" ? (
        <RemovalChoices member={change.member} owner={false} keep={keep} onKeep={setKeep} />
      ) : null}
    </ConfirmDialog>
  );
}

function describe(change: TeamChange): { title: string; body: string; confirm: string } {
  const { member } = change;
  switch (change.kind) {
    case "role": {
      const label = memberRoleLabels[change.role];
      return {
        title: `Make ${member.name} ${withArticle(label)}?`,
        body: `${member.name} is ${memberRoleLabels[member.role].toLowerCase()} now. As ${label.toLowerCase()} they can use ${memberRoleSummaries[change.role]}. The change applies at once.`,
        confirm: `Make ${label}`,
      };
    }
    case "remove":
      return {
        title: `Remove ${member.name} from the team?`,
        body: `${member.name} is signed out at once and can no longer sign in to your company's portal. The deals and referrals they registered stay the company's.`,
        confirm: `Remove ${member.name}`,
      };
    case "leave":
      return {
        title: "Leave the team?",
        body: "You are signed out at once and cannot sign in to your company's portal again unless a colleague invites you.",
        confirm: "Leave the team",
      };
    case "transfer":
      return {
        title: `Make ${member.name} the owner?`,
        body: `${member.name} becomes the company's owner and you become an admin: you keep the team, deals and API keys but no longer see payout details or tax forms. Only an owner can make you owner again.`,
        confirm: "Transfer ownership",
      };
  }
}
