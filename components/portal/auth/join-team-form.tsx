"use client";

import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { TextField } from "@/components/portal/ui/inputs";
import { PasswordField } from "@/components/portal/ui/password-field";
import { teamApi } from "@/lib/client/team";
import { portalRoutes } from "@/lib/portal-routes";
import type { JoinFormInput } from "@/lib/validation/members";
import { StrengthMeter } from "./strength-meter";

/** The form's schema (zod): the route's fields with the confirmation, loaded with the first submit. */
const loadJoinSchema = () => import("@/lib/validation/members").then((module) => module.joinFormSchema);

/** Name and password; on success straight into the dashboard, signed in. */
export function JoinTeamForm({
  token,
  onGone,
  onTaken,
}: {
  token: string;
  onGone: () => void;
  onTaken: () => void;
}) {
  const { form, register, errors, submitting, serverError, setServerError, submit } =
    useSchemaForm<JoinFormInput>({
      schema: loadJoinSchema,
      defaultValues: { firstName: "", lastName: "", password: "", confirmPassword: "" },
    });
  const password = form.watch("password");

  const onSubmit = submit(async ({ firstName, lastName, password: chosen }) => {
    const result = await teamApi.accept({ token, firstName, lastName, password: chosen });
    if (result.ok) {
      // A full load: the dashboard's server page reads the new session's cookie.
      window.location.assign(portalRoutes.dashboard);
      // The button stays busy while the dashboard loads.
      return new Promise<void>(() => undefined);
    }
    if (result.status === 410) return onGone();
    if (result.status === 409) return onTaken();
    if (result.fields) return result;
    setServerError(result.message);
  });

  return (
    <form
      method="post"
      // The schema comes when the visitor first enters the form (see the claim form).
      onFocus={() => void loadJoinSchema()}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-5"
    >
      {serverError && Object.keys(errors).length === 0 ? <Alert tone="error">{serverError}</Alert> : null}
      <TextField
        id="firstName"
        label="First Name"
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        {...register("firstName")}
      />
      <TextField
        id="lastName"
        label="Last Name"
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...register("lastName")}
      />
      <PasswordField
        id="password"
        label="Password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...register("password")}
      />
      <StrengthMeter id="password-strength" password={password} />
      <PasswordField
        id="confirmPassword"
        label="Confirm Password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" busy={submitting} className="w-full">
        Join the Team
      </Button>
    </form>
  );
}
