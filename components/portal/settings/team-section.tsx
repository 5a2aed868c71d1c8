"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/portal/ui/button";
import { Alert } from "@/components/portal/ui/alert";
import { EmailText } from "@/components/portal/ui/email-text";
import { Panel } from "@/components/portal/dashboard/dashboard-ui";
import { formatDate } from "@/components/portal/dashboard/format";
import { useMember } from "@/components/portal/member-context";
import { TEAM_CHANGED_EVENT, teamApi } from "@/lib/client/team";
import { signOut } from "@/lib/client/api";
import { can, memberRoleLabels } from "@/lib/member-roles";
import type { TeamAnswer } from "@/lib/validation/members";
import { InviteForm } from "./team-invite-form";
import { TeamMemberRow } from "./team-member-row";
import { TeamChangeDialog, withArticle, type RemovalKeep, type TeamChange } from "./team-confirm";

/**
 * Settings → Team: who is in the company, with their role, two-factor and last sign-in; for
 * owners and admins the invitations, role changes, removals and the two-factor requirement.
 * Everyone may leave. Every rule is the server's; this only leaves out what a role cannot do.
 */
export function TeamSection() {
  const me = useMember();
  const manages = can(me.role, "team:manage");
  const [team, setTeam] = useState<TeamAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [change, setChange] = useState<TeamChange | null>(null);

  const reload = useCallback(async () => {
    const result = await teamApi.read();
    if (result.ok) {
      setTeam(result.data);
      setFailure(null);
    } else setFailure(result.message);
  }, []);
  useEffect(() => {
    let live = true;
    void teamApi.read().then((result) => {
      if (!live) return;
      if (result.ok) setTeam(result.data);
      else setFailure(result.message);
    });
    return () => {
      live = false;
    };
  }, []);

  async function act(work: () => Promise<{ ok: boolean; message?: string }>, done: string) {
    setBusy(true);
    const result = await work();
    setBusy(false);
    if (result.ok) {
      toast.success(done);
      window.dispatchEvent(new Event(TEAM_CHANGED_EVENT));
    } else toast.error(result.message ?? "Something went wrong. Please try again.");
    await reload();
    return result.ok;
  }

  /** The confirmed change, then its toast; the dialog closes whatever the answer. */
  async function confirm(keep: RemovalKeep) {
    if (!change) return;
    const { member } = change;
    if (change.kind === "role") {
      const role = change.role;
      await act(
        () => teamApi.changeRole(member.userId, role),
        `${member.name} is now ${withArticle(memberRoleLabels[role])}.`,
      );
    } else if (change.kind === "transfer") {
      const ok = await act(() => teamApi.transfer(member.userId), `${member.name} now owns the company.`);
      // The former owner's sections change with their role: a full load draws them anew.
      if (ok) window.setTimeout(() => window.location.reload(), 1500);
    } else {
      const leaving = change.kind === "leave";
      const ok = await act(
        () => teamApi.remove(member.userId, keep),
        leaving ? "You left the team." : `${member.name} was removed from the team.`,
      );
      // Leaving ends this very session: on to the login page.
      if (ok && leaving) void signOut();
    }
    setChange(null);
  }

  return (
    <Panel title="Team">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {!team && !failure ? <p className="text-slate-700">Loading your team...</p> : null}
      {team ? (
        <div className="space-y-6">
          <ul className="divide-y divide-slate-200" aria-label="Team members">
            {team.members.map((member) => (
              <TeamMemberRow
                key={member.userId}
                member={member}
                me={me}
                soleOwner={
                  member.role === "owner" && team.members.filter((m) => m.role === "owner").length === 1
                }
                busy={busy}
                onRole={(role) => setChange({ kind: "role", member, role })}
                onRemove={() => setChange({ kind: member.userId === me.userId ? "leave" : "remove", member })}
                onTransfer={() => setChange({ kind: "transfer", member })}
              />
            ))}
          </ul>
          <TeamChangeDialog
            key={change ? `${change.kind}-${change.member.userId}` : "none"}
            change={change}
            myRole={me.role}
            busy={busy}
            onConfirm={(keep) => void confirm(keep)}
            onCancel={() => setChange(null)}
          />
          {manages ? (
            <>
              <section aria-labelledby="team-invitations">
                <h3 id="team-invitations" className="mb-2 font-semibold text-ink">
                  Invitations
                </h3>
                {team.invitations.length === 0 ? (
                  <p className="text-sm text-slate-700">No invitations waiting.</p>
                ) : (
                  <ul className="divide-y divide-slate-200" aria-label="Invitations">
                    {team.invitations.map((invitation) => (
                      <li
                        key={invitation.id}
                        className="flex flex-wrap items-center justify-between gap-2 py-2"
                      >
                        <span className="text-sm text-slate-800">
                          <EmailText email={invitation.email} /> ({memberRoleLabels[invitation.role]}), valid
                          until {formatDate(invitation.expiresAt)}
                          <span className="block text-xs text-slate-600">
                            Sent by {invitation.invitedBy?.name ?? "the partner programme"}
                          </span>
                        </span>
                        <Button
                          variant="ghost"
                          disabled={busy}
                          aria-label={`Revoke the invitation of ${invitation.email}`}
                          onClick={() =>
                            void act(() => teamApi.revoke(invitation.id), "The invitation was revoked.")
                          }
                        >
                          Revoke
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
                <InviteForm onInvited={() => void reload()} />
              </section>
              <label className="flex items-center gap-3 text-slate-800">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={team.settings.requireTwoFactor}
                  disabled={busy}
                  onChange={(e) => {
                    const on = e.target.checked;
                    void act(
                      () => teamApi.requireTwoFactor(on),
                      on ? "Two-factor authentication is now required." : "Two-factor is no longer required.",
                    );
                  }}
                />
                Require two-factor authentication for everyone in the company
              </label>
            </>
          ) : null}
        </div>
      ) : null}
    </Panel>
  );
}
