"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/portal/ui/button";
import { SelectField, TextField } from "@/components/portal/ui/inputs";
import { teamApi } from "@/lib/client/team";
import { useMember } from "@/components/portal/member-context";
import { invitableRoles, memberRoleLabels } from "@/lib/member-roles";

/** Invite a colleague: their email and role; the link goes to them by email, valid 7 days. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  // Only an owner grants finance, by invitation as by a role change.
  const me = useMember();
  const roleOptions = invitableRoles
    .filter((role) => role !== "finance" || me.role === "owner")
    .map((role) => ({ value: role, label: memberRoleLabels[role] }));
  const [email, setEmail] = useState("");
  const [role, setRole] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The schema (and zod) load with the first submit, not with the page.
    const { invitationSchema } = await import("@/lib/validation/members");
    const parsed = invitationSchema.safeParse({ email, role });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0] ?? "email"), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    setSending(true);
    const result = await teamApi.invite(parsed.data);
    setSending(false);
    if (!result.ok) {
      setErrors(result.fields ?? { email: result.message });
      return;
    }
    toast.success(`Invitation sent to ${parsed.data.email}.`);
    setEmail("");
    setRole("");
    onInvited();
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="mt-4 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
    >
      <TextField
        id="invite-email"
        label="Colleague's email"
        type="email"
        autoComplete="off"
        required
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <SelectField
        id="invite-role"
        label="Role"
        required
        placeholder="Choose a role"
        options={roleOptions}
        value={role}
        error={errors.role}
        onChange={(e) => setRole(e.target.value)}
      />
      <Button type="submit" busy={sending} className="sm:mt-7">
        Send invitation
      </Button>
    </form>
  );
}
