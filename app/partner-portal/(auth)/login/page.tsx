import type { Metadata } from "next";
import { LoginForm } from "@/components/portal/auth/login-form";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { loginCopy } from "@/content/login";
import { safeNextPath } from "@/lib/client/portal-next-path";
import { adminSsoClient } from "@/lib/server/sso/flow";
import { partnerApiBase } from "@/lib/server/upstream/partner-api";
import { isSsoErrorCode, ssoErrorMessages } from "@/lib/validation/sso-messages";

export const metadata: Metadata = { title: "Partner Login" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Signed-in visitors never see this page: proxy.ts sends them to the dashboard.
export default async function Page({ searchParams }: Props) {
  const query = await searchParams;
  const text = (key: string) => (typeof query[key] === "string" ? query[key] : undefined);
  const ssoError = text("sso_error");
  return (
    <AuthCard title={loginCopy.title} lead={loginCopy.lead}>
      <LoginForm
        next={safeNextPath(text("next"))}
        email={text("email") ?? ""}
        registered={text("registered") === "1"}
        ssoError={isSsoErrorCode(ssoError) ? ssoErrorMessages[ssoError] : null}
        adminSso={Boolean(adminSsoClient()) && !partnerApiBase()}
        removed={text("signedOut") === "removed"}
      />
    </AuthCard>
  );
}
