import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { ssoMessages } from "./sso-messages";

export { ssoErrorMessages, ssoMessages, isSsoErrorCode, type SsoErrorCode } from "./sso-messages";

// A partner company's single sign-on settings, as the owner's form and PUT /api/partners/sso
// share them.

export const ssoDomainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const ssoDomainSchema = z
  .string({ error: ssoMessages.domainInvalid })
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, ""))
  .pipe(z.string().regex(ssoDomainPattern, ssoMessages.domainInvalid));

const ssoDomainsSchema = z
  .array(ssoDomainSchema, { error: ssoMessages.domainInvalid })
  .max(20, ssoMessages.tooManyDomains);

const ssoFields = {
  issuer: z
    .string({ error: ssoMessages.issuerInvalid })
    .trim()
    .max(500, ssoMessages.issuerInvalid)
    .pipe(z.url({ protocol: /^https?$/, error: ssoMessages.issuerInvalid })),
  clientId: z
    .string({ error: ssoMessages.clientIdMissing })
    .trim()
    .min(1, ssoMessages.clientIdMissing)
    .max(300, ssoMessages.clientIdMissing),
  /** Left out (or empty) keeps the stored secret. */
  clientSecret: z.string().trim().max(500, ssoMessages.clientSecretMissing).optional(),
  requireSso: z.boolean().default(false),
};

// Strict: a key the settings do not have (a misspelt requireSSO) is refused, not dropped, so
// nothing is saved other than what the owner meant.
export const partnerSsoSchema = z.object({ ...ssoFields, domains: ssoDomainsSchema }).strict();
export type PartnerSsoInput = z.input<typeof partnerSsoSchema>;
export type PartnerSsoSettings = z.output<typeof partnerSsoSchema>;

/**
 * The owner's form: the route's fields, with the domains as typed (one per line or separated by
 * commas); it answers the route's body, so the form sends what it checked.
 */
export const partnerSsoFormSchema = z
  .object({
    ...ssoFields,
    // One message on the text (the list's own would sit under each domain's index, which the
    // form has no field for).
    domainsText: z.string().transform((text, context) => {
      const domains = ssoDomainsSchema.safeParse(text.split(/[\s,]+/).filter(Boolean));
      if (domains.success) return domains.data;
      context.addIssue({
        code: "custom",
        message: domains.error.issues[0]?.message ?? ssoMessages.domainInvalid,
      });
      return z.NEVER;
    }),
  })
  .transform(({ domainsText, ...fields }): PartnerSsoSettings => ({ ...fields, domains: domainsText }));
export type PartnerSsoFormInput = z.input<typeof partnerSsoFormSchema>;

export const verifySsoDomainSchema = z.object({ domain: ssoDomainSchema }).strict();

/** What GET /api/partners/sso answers (the secret never leaves the server). */
export interface PartnerSsoDto {
  provider: { issuer: string; clientId: string; hasClientSecret: boolean; requireSso: boolean } | null;
  domains: { domain: string; verified: boolean; txtName: string; txtValue: string }[];
  redirectUri: string;
}
