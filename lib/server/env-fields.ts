import "server-only";
import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { currencies } from "@/lib/money";
import { payerFields } from "./env-payer-fields";

// Every setting of the server with its type and default: a safe default for local use except
// SESSION_SECRET, which production must set. The rules between settings are in env-rules.ts.
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const flag = z.preprocess((value) => value === "1" || value === "true", z.boolean()).default(false);
const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const envFields = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default("./data"),
  UPLOAD_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  // Stored files (attachments, resources): unset keeps them in UPLOAD_DIR; s3://bucket/prefix
  // puts them in S3-compatible object storage (S3_ENDPOINT for another store than AWS).
  STORAGE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9!_.*'()\/-]*)?$/,
        "must be s3://bucket or s3://bucket/prefix",
      )
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http or https URL" }).optional(),
  ),
  AWS_REGION: z.string().default("us-east-1"),
  AWS_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  AWS_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Finlytic AI <no-reply@finlytic.ai>"),
  // DKIM signing of every outgoing message (all three or none): the signing domain, the
  // selector of its DNS record (<selector>._domainkey.<domain>) and the RSA private key
  // in PEM (line breaks may be written as \n).
  DKIM_DOMAIN: z.preprocess(emptyToUndefined, z.string().min(3).optional()),
  DKIM_SELECTOR: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  DKIM_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value) => value.replaceAll("\\n", "\n"))
      .refine((value) => value.includes("PRIVATE KEY-----"), "must be a PEM private key")
      .optional(),
  ),
  CONTACT_INBOX: z.email().default("hello@finlytic.ai"),
  SUPPORT_EMAIL: z.email().default("support@finlytic.ai"),
  PROGRAMME_EMAIL: z.email().default("partners@finlytic.ai"),
  CONTACT_API_URL: optionalUrl,
  // Proxy mode: the partner endpoints (/api/auth/*, /api/partners/*, /api/captcha*) are
  // forwarded to the same paths under this API base (such as https://api.example.com/api).
  PARTNER_API_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: "must be an absolute http or https URL, such as https://api.example.com/api",
      })
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
  ),
  // Enquiries accepted per client address per 10 minutes (a load test raises it).
  CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  // Other sites allowed to post enquiries to this API (comma-separated origins), for a
  // home page whose form posts to this host from another one.
  CONTACT_CORS_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim().replace(/\/+$/, ""))
        .filter(Boolean),
    ),
  APP_URL: z.url().default("http://localhost:3000"),
  // Production refuses a plain-http APP_URL (unsubscribe links must be https) unless its host
  // is loopback; this allows one on a private network behind no TLS (true/false).
  APP_URL_ALLOW_HTTP: z.preprocess((value) => value === "1" || value === "true", z.boolean()).default(false),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  // Multiplies every per-address limit of the API: end-to-end and load tests send all
  // their traffic from one address.
  ADDRESS_RATE_LIMIT_SCALE: z.coerce.number().int().positive().default(1),
  // Proxies in front of the app: the production server (server/server.ts) keeps that many
  // X-Forwarded-For entries before the connection's peer, and the client is the first of them.
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // 1099-NEC filing thresholds in USD for payment years from 2027, when the $2,000 figure is
  // indexed for inflation: "2027=2050,2028=2100" (years up to 2026 are fixed in the code).
  TAX_1099_THRESHOLDS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const table: Record<number, number> = {};
      for (const entry of value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)) {
        const match = /^(\d{4})\s*=\s*(\d{1,7}(?:\.\d{1,2})?)$/.exec(entry);
        if (!match || Number(match[1]) < 2027) {
          ctx.addIssue({
            code: "custom",
            message: `must be year=USD pairs from 2027, such as 2027=2050 (not "${entry}")`,
          });
          return z.NEVER;
        }
        table[Number(match[1])] = Number(match[2]);
      }
      return table;
    }),
  // How long the production server keeps an idle kept-alive connection open: longer than the
  // load balancer in front keeps its own (60 s is common), or a request it sends on a
  // connection the server is closing fails. Read by server/keep-alive.ts, which also sets
  // the headers timeout 1 s above it.
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1).max(240_000).default(65_000),
  // Days an approved deal registration protects its customer from other partners.
  DEAL_PROTECTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // Hours a partner has to accept or decline a lead offered to it; then it returns to the team.
  LEAD_ACCEPTANCE_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  // The programme's reporting currency: converted totals (Overview revenue, tier revenue,
  // the payout minimum) are in it, at the team's dated exchange rates.
  REPORTING_CURRENCY: z.enum(currencies, { error: `must be one of ${currencies.join(", ")}` }).default("USD"),
  // Smallest payout a partner may request, in the reporting currency: the approved, unpaid
  // commissions are converted into it at the rates in force before they are compared.
  PAYOUT_MINIMUM: z.coerce.number().min(0).default(100),
  // Market development funds: days after an activity's end within which its claim must come
  // (the commitment is released afterwards), and whether a quarter's unused budget carries
  // over into the next quarter (one quarter only).
  MDF_CLAIM_WINDOW_DAYS: z.coerce.number().int().min(7).max(365).default(60),
  MDF_CARRY_OVER: flag,
  // The team's target for deciding a registered deal, in hours: the analytics' deal review
  // chart counts the decisions that took longer (a chart's filter may name another).
  DEAL_REVIEW_TARGET_HOURS: z.coerce.number().int().min(1).max(2160).default(48),
  // The programme's own account, the debtor of SEPA payment files (pain.001) of payout runs.
  PAYOUT_DEBTOR_NAME: z.string().trim().min(1).max(70).default("Finlytic AI"),
  PAYOUT_DEBTOR_IBAN: z.string().trim().default("DE89370400440532013000"),
  PAYOUT_DEBTOR_BIC: z.string().trim().default("COBADEFFXXX"),
  ...payerFields,
  // Whether programme-team admins must use two-factor authentication before the console
  // opens (true/false; unset: on in production, off otherwise).
  ADMIN_REQUIRE_2FA: z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false", "1", "0"], { error: "must be true or false" })
      .transform((value) => value === "true" || value === "1")
      .optional(),
  ),
  // Single sign-on for the programme team (all four or none): the OpenID provider's issuer
  // URL, this application's client there, and the email domains (comma-separated) whose
  // people become team members on their first sign-in.
  ADMIN_OIDC_ISSUER: z.preprocess(emptyToUndefined, z.url({ error: "must be the issuer's URL" }).optional()),
  ADMIN_OIDC_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  ADMIN_OIDC_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  ADMIN_OIDC_ALLOWED_DOMAINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((domain) => domain.trim().toLowerCase().replace(/^@/, ""))
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(domainPattern, "must be domain names such as example.com")).min(1))
      .optional(),
  ),
  // The provider's "amr" claim naming a second factor counts as the console's two-factor sign-in.
  ADMIN_OIDC_MFA_SATISFIES_2FA: flag,
  // false: the programme team signs in with single sign-on only (needs ADMIN_OIDC_*).
  ADMIN_PASSWORD_SIGN_IN: z.preprocess(
    emptyToUndefined,
    z
      .enum(["true", "false", "1", "0"], { error: "must be true or false" })
      .transform((value) => value === "true" || value === "1")
      .default(true),
  ),
  // OpenID providers at plain http addresses (a local provider in tests and development).
  // Off: only https issuers are accepted; the server logs a warning at start when it is on.
  OIDC_ALLOW_HTTP_ISSUERS: flag,
  // Partner companies' OpenID providers on loopback and private addresses (a local provider
  // in tests and development). Off: such an issuer, or an endpoint its configuration names,
  // is refused before any connection. The console's ADMIN_OIDC_* provider is exempt.
  OIDC_ALLOW_PRIVATE_ISSUERS: flag,
  // Signing out of a session started through a provider that offers RP-initiated logout
  // (end_session_endpoint) also ends the session at the provider, console and partners alike.
  OIDC_END_PROVIDER_SESSION: flag,
  // DNS servers (ip or ip:port, comma-separated) that answer the TXT records proving a partner
  // company's single sign-on domains; unset: the system's resolver.
  SSO_DNS_SERVERS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((server) => server.trim())
        .filter(Boolean),
    ),
  // Webhooks may target loopback and private addresses and plain http (tests, private
  // deployments); otherwise only https URLs on public addresses.
  WEBHOOK_ALLOW_PRIVATE_TARGETS: z
    .preprocess((value) => value === "1" || value === "true", z.boolean())
    .default(false),
  // Webhook sender: how often it looks for due deliveries (retries; new events are kicked).
  WEBHOOK_POLL_MS: z.coerce.number().int().positive().default(5000),
  // Outbox sender: how often it looks for due messages.
  MAIL_POLL_MS: z.coerce.number().int().positive().default(2000),
  // Outbox sender: SMTP connections kept open (pooled), and as many messages in flight.
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
  // Messages sent over one pooled connection before it is replaced by a fresh one.
  SMTP_MAX_MESSAGES: z.coerce.number().int().min(1).max(100_000).default(100),
  // Least severe log level written (pino: fatal, error, warn, info, debug, trace, silent).
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Without SMTP_URL, also log the links of each email written to DATA_DIR/mail. They hold
  // one-time tokens: for one developer's machine only (`npm run local` turns it on).
  LOG_MAIL_LINKS: z.preprocess((value) => value === "1" || value === "true", z.boolean()).default(false),
  // On SIGTERM, how long requests in flight and the mail batch under way may take
  // before the server cuts them and exits (server/graceful-shutdown.ts).
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(8000),
  // Daily backups (one across all servers) into this folder, keeping the newest BACKUP_KEEP.
  BACKUP_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  BACKUP_KEEP: z.coerce
    .number({ error: "must be a whole number from 1 to 365" })
    .int()
    .min(1)
    .max(365)
    .default(7),
  // A backup is deleted once this many days old, even among the newest BACKUP_KEEP: erased
  // people's data leaves the backups within this time (a restore erases them again).
  BACKUP_RETENTION_DAYS: z.coerce
    .number({ error: "must be a whole number of days from 1 to 3650" })
    .int()
    .min(1)
    .max(3650)
    .default(30),
  // The erasure log (one line per erasure: id, time and a keyed hash of the address, no
  // personal data), read by a restore to erase again the people erased since the backup.
  // Default: DATA_DIR/erasure-log.jsonl. With several instances, a file on a shared volume.
  ERASURE_LOG_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
  // Contact enquiries older than this many days are deleted nightly (unset: kept).
  ENQUIRY_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a number of days" }).int().min(1).max(36_500).optional(),
  ),
  // Commissions and payouts of an erased person are kept this long (tax and accounting law).
  FINANCIAL_RECORDS_RETENTION_YEARS: z.coerce
    .number({ error: "must be a number of years" })
    .int()
    .min(1)
    .max(100)
    .default(10),
};
