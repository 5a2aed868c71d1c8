"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/portal/ui/alert";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { Button, buttonClass } from "@/components/portal/ui/button";
import { TextField } from "@/components/portal/ui/inputs";
import { PasswordField } from "@/components/portal/ui/password-field";
import { teamApi } from "@/lib/client/team";
import { memberRoleLabels, type MemberRole } from "@/lib/member-roles";
import { portalRoutes } from "@/lib/portal-routes";
import { memberMessages } from "@/lib/validation/member-messages";
import { StrengthMeter } from "./strength-meter";

/** The form's schema (zod): asked for once the page is up, awaited by a submit that comes first. */
const loadJoinSchema = () => import("@/lib/validation/members").then((module) => module.joinFormSchema);

type Preview =
  | { state: "valid"; companyName: string; email: string; role: MemberRole }
  | { state: "taken"; companyName: string; email: string }
  | { state: "gone" | "invalid" };

/** The invitation page: name and password, then straight into the dashboard, signed in. */
export function JoinTeam({ token, preview }: { token: string; preview: Preview | null }) {
  const [values, setValues] = useState({ firstName: "", lastName: "", password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [gone, setGone] = useState(preview?.state === "gone" || preview?.state === "invalid");
  const [taken, setTaken] = useState(preview?.state === "taken");
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = (await loadJoinSchema()).safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    const { firstName, lastName, password } = parsed.data;
    const result = await teamApi.accept({ token, firstName, lastName, password });
    if (result.ok) {
      // A full load: the dashboard's server page reads the new session's cookie.
      window.location.assign(portalRoutes.dashboard);
      return;
    }
    setBusy(false);
    if (result.status === 410) setGone(true);
    else if (result.status === 409) setTaken(true);
    else if (result.fields) setErrors(result.fields);
    else setFailure(result.message);
  }

  if (gone) {
    return (
      <AuthCard title="Invitation No Longer Valid" lead={<p role="alert">{memberMessages.invitationGone}</p>}>
        <Link href={portalRoutes.login} className={buttonClass("primary", "w-full")}>
          Go to Login
        </Link>
      </AuthCard>
    );
  }
  if (taken) {
    return (
      <AuthCard
        title="You Already Have an Account"
        lead={<p role="alert">{memberMessages.acceptAccountExists}</p>}
      >
        <Link href={portalRoutes.login} className={buttonClass("primary", "w-full")}>
          Go to Login
        </Link>
      </AuthCard>
    );
  }
  const lead =
    preview?.state === "valid"
      ? `${preview.companyName} invited ${preview.email} to its partner portal team as ${memberRoleLabels[preview.role].toLowerCase()}. Choose your password to join.`
      : "Choose your password to join your company's partner portal team.";
  return (
    <AuthCard title="Join Your Team" lead={lead}>
      {/* The schema comes when the visitor first enters the form (see the claim form). */}
      <form
        method="post"
        onFocus={() => void loadJoinSchema()}
        onSubmit={(e) => void submit(e)}
        noValidate
        className="space-y-5"
      >
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          id="firstName"
          label="First Name"
          autoComplete="given-name"
          required
          value={values.firstName}
          error={errors.firstName}
          onChange={set("firstName")}
        />
        <TextField
          id="lastName"
          label="Last Name"
          autoComplete="family-name"
          required
          value={values.lastName}
          error={errors.lastName}
          onChange={set("lastName")}
        />
        <PasswordField
          id="password"
          label="Password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password}
          onChange={set("password")}
        />
        <StrengthMeter id="password-strength" password={values.password} />
        <PasswordField
          id="confirmPassword"
          label="Confirm Password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={set("confirmPassword")}
        />
        <Button type="submit" busy={busy} className="w-full">
          Join the Team
        </Button>
      </form>
    </AuthCard>
  );
}
