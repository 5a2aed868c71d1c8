import "server-only";
import { randomUUID } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import { claimMessages, type ClaimSubmission } from "@/lib/validation/claim";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { normaliseEmail } from "@/lib/server/auth/users";
import { redeemCaptcha } from "./captcha";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { claimNotificationMail, claimReceivedMail } from "./emails";
import { claimVerifiedEmail } from "./otp";
import { issueApplicantToken } from "@/lib/server/auth/account-tokens";

/** Company names compare case- and space-insensitively: "Acme  Ltd" and "acme ltd" are one company. */
export function companyKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

const emptyToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/**
 * Stores a pending claim and emails the applicant and the programme team, all in one
 * transaction: the captcha and the email verification are used up only if it commits.
 */
export async function submitClaim(input: ClaimSubmission): Promise<{ id: string }> {
  const email = normaliseEmail(input.companyEmail);
  const key = companyKey(input.companyName);
  const db = await getDb();
  const id = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await redeemCaptcha(trx, input.captchaToken, input.captchaAnswer))) throw new ApiError(400, claimMessages.captchaUnsolved);
      // Only someone who proved the email learns whether a claim exists (the 409 below).
      if (!(await claimVerifiedEmail(trx, email))) throw new ApiError(400, claimMessages.emailNotVerified);
      const duplicate = await trx
        .selectFrom("claims")
        .select("id")
        .where((eb) => eb.or([eb("company_email", "=", email), eb("company_key", "=", key)]))
        .executeTakeFirst();
      const account = await trx.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
      if (duplicate || account) throw new ApiError(409, claimMessages.duplicate);
      const now = new Date().toISOString();
      await trx
        .insertInto("claims")
        .values({
          id,
          first_name: input.firstName,
          last_name: input.lastName,
          company_name: input.companyName.trim().replace(/\s+/g, " "),
          company_key: key,
          company_email: email,
          website: input.website,
          company_size: input.companySize,
          industry: input.industry,
          custom_industry: input.industry === "other" ? emptyToNull(input.customIndustry) : null,
          current_technology: emptyToNull(input.currentTechnology),
          linkedin_url: emptyToNull(input.linkedinUrl),
          country: input.country,
          custom_country: input.country === "other" ? emptyToNull(input.customCountry) : null,
          why_join: input.whyJoin,
          additional_info: emptyToNull(input.additionalInfo),
          status: "pending",
          review_reason: null,
          reviewed_by: null,
          reviewed_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const statusToken = await issueApplicantToken(trx, { claimId: id });
      await enqueueMail(trx, { to: email, ...claimReceivedMail(input.firstName, statusToken), kind: "claim:received", refId: id }, "transactional");
      const country = input.country === "other" ? (emptyToNull(input.customCountry) ?? "Other") : input.country;
      await enqueueMail(trx, {
        to: env().PROGRAMME_EMAIL,
        replyTo: email,
        ...claimNotificationMail({ id, companyName: input.companyName, name: `${input.firstName} ${input.lastName}`, email, website: input.website, country, whyJoin: input.whyJoin }),
        kind: "claim:notification",
        refId: id,
      }, "transactional");
    });
  } catch (error) {
    // Two simultaneous claims for one company: the unique index decides.
    if (isUniqueViolation(error)) throw new ApiError(409, claimMessages.duplicate);
    throw error;
  }
  kickMailSender();
  return { id };
}
