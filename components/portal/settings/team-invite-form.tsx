"use client";

import { toast } from "@/lib/client/toast";
import { Button } from "@/components/portal/ui/button";
import { SelectField, TextField } from "@/components/portal/ui/inputs";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { teamApi } from "@/lib/client/team";
import { useMember } from "@/components/portal/member-context";
import { invitableRoles, memberRoleLabels } from "@/lib/member-roles";
import type { InvitationInput } from "@/lib/validation/members";

// The route's schema (and zod) load with the first submit, not with the page.
const invitationSchema = () => import("@/lib/validation/members").then((m) => m.invitationSchema);

/** Invite a colleague: their email and role; the link goes to them by email, valid 7 days. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  // Only an owner grants finance, by invitation as by a role change.
  const me = useMember();
  const roleOptions = invitableRoles
    .filter((role) => role !== "finance" || me.role === "owner")
    .map((role) => ({ value: role, label: memberRoleLabels[role] }));
  const { form, register, errors, submitting, submit } = useSchemaForm<InvitationInput>({
    schema: invitationSchema,
    defaultValues: { email: "", role: "" as InvitationInput["role"] },
    // A refusal that names no field (already invited, a member already) shows under the email.
    messageField: "email",
  });

  const onSubmit = submit(async (invitation) => {
    const result = await teamApi.invite(invitation);
    if (!result.ok) return result;
    toast.success(`Invitation sent to ${invitation.email}.`);
    form.reset();
    onInvited();
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="mt-4 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start"
    >
      <TextField
        id="invite-email"
        label="Colleague's email"
        type="email"
        autoComplete="off"
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <SelectField
        id="invite-role"
        label="Role"
        required
        placeholder="Choose a role"
        options={roleOptions}
        error={errors.role?.message}
        {...register("role")}
      />
      <Button type="submit" busy={submitting} className="sm:mt-7">
        Send invitation
      </Button>
    </form>
  );
}
