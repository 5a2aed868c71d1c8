import "server-only";
import { randomUUID } from "node:crypto";
import { Refusal } from "@/lib/refusal";
import { claimMessages, type ClaimSubmission } from "@/lib/validation/claim";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import { normaliseEmail } from "@/lib/server/auth/users";
import { redeemCaptcha } from "./captcha";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { claimNotificationMail, claimReceivedMail, companyTakenMail } from "./emails";
import { claimVerifiedEmail } from "./otp";
import { issueApplicantToken } from "@/lib/server/auth/account-tokens";
import type { Db } from "@/lib/server/db";
import { companyKey } from "@/lib/server/registration/company-key";

const emptyToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** A company that already has a claim: `receiveClaim` keeps this from the caller. */
export class CompanyTakenError extends Refusal {
  constructor() {
    super(409, claimMessages.companyTaken);
  }
}

const spendVerification = async (email: string) =>
  (await getDb()).transaction().execute((trx) => claimVerifiedEmail(trx, email));

/** An account or a claim for the email: only the email's owner gets this far to learn it. */
async function emailTaken(db: Db, email: string): Promise<boolean> {
  const claim = await db
    .selectFrom("claims")
    .select("id")
    .where("company_email", "=", email)
    .executeTakeFirst();
  const account = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  return Boolean(claim || account);
}

/**
 * Stores a pending claim and emails the applicant and the programme team. The captcha (or
 * its pass) and the email verification are used up first, committed, whatever follows: one
 * solved captcha and one verified email buy one attempt. A claim or account for the
 * applicant's own email is refused (409); a company that already has a claim throws
 * CompanyTakenError.
 */
export async function submitClaim(input: ClaimSubmission): Promise<{ id: string }> {
  const email = normaliseEmail(input.companyEmail);
  const key = companyKey(input.companyName);
  if (!(await redeemCaptcha(input.captchaToken, input.captchaAnswer ?? "")))
    throw new Refusal(400, claimMessages.captchaUnsolved);
  if (!(await spendVerification(email))) throw new Refusal(400, claimMessages.emailNotVerified);
  const db = await getDb();
  const id = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      if (await emailTaken(trx, email)) throw new Refusal(409, claimMessages.duplicate);
      const sameCompany = await trx
        .selectFrom("claims")
        .select("id")
        .where("company_key", "=", key)
        .executeTakeFirst();
      if (sameCompany) throw new CompanyTakenError();
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
      await enqueueMail(
        trx,
        { to: email, ...claimReceivedMail(input.firstName, statusToken), kind: "claim:received", refId: id },
        "transactional",
      );
      const country =
        input.country === "other" ? (emptyToNull(input.customCountry) ?? "Other") : input.country;
      await enqueueMail(
        trx,
        {
          to: env().PROGRAMME_EMAIL,
          replyTo: email,
          ...claimNotificationMail({
            id,
            companyName: input.companyName,
            name: `${input.firstName} ${input.lastName}`,
            email,
            website: input.website,
            country,
            whyJoin: input.whyJoin,
          }),
          kind: "claim:notification",
          refId: id,
        },
        "transactional",
      );
    });
  } catch (error) {
    // Two simultaneous claims: the unique indexes decide, and the loser is refused as above.
    if (!isUniqueViolation(error)) throw error;
    throw (await emailTaken(db, email)) ? new Refusal(409, claimMessages.duplicate) : new CompanyTakenError();
  }
  kickMailSender();
  return { id };
}

/**
 * The claim form's submission: a company that already has a claim is answered exactly like
 * a stored claim, and the applicant learns why nothing was stored by email at the address
 * they just proved, so the form cannot be used to probe company names.
 */
export async function receiveClaim(input: ClaimSubmission): Promise<void> {
  try {
    await submitClaim(input);
  } catch (error) {
    if (!(error instanceof CompanyTakenError)) throw error;
    const db = await getDb();
    const to = normaliseEmail(input.companyEmail);
    await db
      .transaction()
      .execute((trx) =>
        enqueueMail(
          trx,
          { to, ...companyTakenMail(input.firstName, input.companyName), kind: "claim:company-taken" },
          "transactional",
        ),
      );
    kickMailSender();
  }
}
