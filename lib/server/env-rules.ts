import "server-only";
import type { z } from "zod";
import type { envFields } from "./env-fields";

// The rules between settings, checked once at start-up: settings that go together, and what
// production requires.

type ParsedEnv = z.infer<z.ZodObject<typeof envFields>>;

export function checkEnvRules(env: ParsedEnv, ctx: z.RefinementCtx): void {
  if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: "custom",
      path: ["AWS_SECRET_ACCESS_KEY"],
      message: "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are set together or not at all",
    });
  }
  const dkim = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY].filter(Boolean).length;
  if (dkim !== 0 && dkim !== 3) {
    ctx.addIssue({
      code: "custom",
      path: ["DKIM_PRIVATE_KEY"],
      message: "DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY are set together or not at all",
    });
  }
  const adminOidc = {
    ADMIN_OIDC_ISSUER: env.ADMIN_OIDC_ISSUER,
    ADMIN_OIDC_CLIENT_ID: env.ADMIN_OIDC_CLIENT_ID,
    ADMIN_OIDC_CLIENT_SECRET: env.ADMIN_OIDC_CLIENT_SECRET,
    ADMIN_OIDC_ALLOWED_DOMAINS: env.ADMIN_OIDC_ALLOWED_DOMAINS,
  };
  const missing = Object.entries(adminOidc).filter(([, value]) => !value);
  if (missing.length !== 0 && missing.length !== 4) {
    ctx.addIssue({
      code: "custom",
      path: [missing[0]![0]],
      message: `single sign-on for the programme team needs all four ADMIN_OIDC_* settings; missing: ${missing
        .map(([name]) => name)
        .join(", ")}`,
    });
  }
  if (!env.ADMIN_PASSWORD_SIGN_IN && missing.length !== 0) {
    ctx.addIssue({
      code: "custom",
      path: ["ADMIN_PASSWORD_SIGN_IN"],
      message: "can be false only when single sign-on for the programme team is set up (ADMIN_OIDC_*)",
    });
  }
  if (
    env.NODE_ENV === "production" &&
    !env.SESSION_SECRET &&
    process.env.NEXT_PHASE !== "phase-production-build"
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["SESSION_SECRET"],
      message: "is required in production (32+ characters)",
    });
  }
  // Email links and the Origin check use it: a production server on the localhost default
  // would send links nobody can open and refuse every browser's requests.
  if (
    env.NODE_ENV === "production" &&
    !process.env.APP_URL &&
    process.env.NEXT_PHASE !== "phase-production-build"
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["APP_URL"],
      message: "is required in production (the public address, such as https://www.example.com)",
    });
  }
  if (env.NODE_ENV === "production" && !env.APP_URL_ALLOW_HTTP && !isSecureAppUrl(env.APP_URL)) {
    ctx.addIssue({
      code: "custom",
      path: ["APP_URL"],
      message:
        "must be https in production (http only on localhost or 127.0.0.1, " +
        "or with APP_URL_ALLOW_HTTP=true)",
    });
  }
}

/** https, or http on a loopback host (`npm run local`, end-to-end runs). */
function isSecureAppUrl(value: string): boolean {
  if (!URL.canParse(value)) return true; // already refused as not a URL
  const url = new URL(value);
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}
