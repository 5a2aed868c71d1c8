"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { buttonClass } from "@/components/portal/ui/button";
import { memberRoleLabels, type MemberRole } from "@/lib/member-roles";
import { portalRoutes } from "@/lib/portal-routes";
import { memberMessages } from "@/lib/validation/member-messages";
import { ssoStartPath } from "./sso-sign-in";

// The form (react-hook-form) loads beside the page, as the console's forms do: the
// server-rendered form shows at once and answers once its code has arrived.
const JoinTeamForm = dynamic(() => import("./join-team-form").then((m) => m.JoinTeamForm));

type Preview =
  | { state: "valid"; companyName: string; email: string; role: MemberRole }
  | { state: "taken"; companyName: string; email: string }
  | { state: "sso"; companyName: string; email: string }
  | { state: "gone" | "invalid" };

/** The invitation page: name and password, then straight into the dashboard, signed in. */
export function JoinTeam({ token, preview }: { token: string; preview: Preview | null }) {
  const [gone, setGone] = useState(preview?.state === "gone" || preview?.state === "invalid");
  const [taken, setTaken] = useState(preview?.state === "taken");

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
  if (preview?.state === "sso") {
    // No password to choose: the company's provider signs the colleague in, and the first
    // sign-in spends this invitation with its role.
    return (
      <AuthCard
        title="Join Your Team"
        lead={`${preview.companyName} invited ${preview.email} to its partner portal team. ${memberMessages.acceptThroughSso}`}
      >
        <a href={ssoStartPath({ email: preview.email }, null)} className={buttonClass("primary", "w-full")}>
          Continue with SSO
        </a>
      </AuthCard>
    );
  }
  const lead =
    preview?.state === "valid"
      ? `${preview.companyName} invited ${preview.email} to its partner portal team as ${memberRoleLabels[preview.role].toLowerCase()}. Choose your password to join.`
      : "Choose your password to join your company's partner portal team.";
  return (
    <AuthCard title="Join Your Team" lead={lead}>
      <JoinTeamForm token={token} onGone={() => setGone(true)} onTaken={() => setTaken(true)} />
    </AuthCard>
  );
}
