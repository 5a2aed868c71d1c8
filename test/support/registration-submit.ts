// What the registration tests share (imported by *.test.ts only): numbered registration bodies,
// approved claim links and the email and company each was sent for, the multipart call of
// POST /api/auth/register, and counts of partners and stored files to prove a refusal changed nothing.
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/server/env";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { approveClaim } from "@/lib/server/claims/console";
import { submitClaim } from "@/lib/server/claims/submit-claim";
import { getDb } from "@/lib/server/db";
import { markEmailVerified, solveCaptcha } from "./accounts";
import { latestMailTo, linkIn, registrationBody } from "./fixtures";
import { buildMultipart, callRoute, type UploadPart } from "./routes";

let counter = 0;
export const unique = () => (counter += 1);

export const registration = (
  overrides: Record<string, unknown> = {},
  contact: Record<string, unknown> = {},
) => registrationBody(unique(), overrides, contact);

/** The approved email and company of each claim link made below. */
export const claimOf = new Map<string, { email: string; company: string }>();

export async function approvedClaimToken(claimFields: Record<string, unknown> = {}): Promise<string> {
  const n = unique();
  const email = `claimant${n}@claims.example`;
  await markEmailVerified(email);
  const { id } = await submitClaim({
    firstName: "Cara",
    lastName: "Claimant",
    companyName: `Claimed Co ${n}`,
    companyEmail: email,
    website: "claimed.example",
    companySize: "11-50",
    industry: "finance",
    country: "other",
    customCountry: "Norway",
    whyJoin: "We resell finance automation to Nordic accounting firms.",
    linkedinUrl: "https://linkedin.com/company/claimed",
    currentTechnology: "Xero",
    ...claimFields,
    ...(await solveCaptcha()),
  });
  await approveClaim(id, null);
  const token = linkIn((await latestMailTo(email, "approved"))!.text_body, "register?token=").token;
  claimOf.set(token, { email, company: `Claimed Co ${n}` });
  return token;
}

/** A registration from a claim link, with the claim's email and company unless told otherwise. */
export function forClaim(
  token: string,
  overrides: Record<string, unknown> = {},
  contact: Record<string, unknown> = {},
) {
  const claim = claimOf.get(token)!;
  return registration(
    { approvalToken: token, companyName: claim.company, ...overrides },
    { email: claim.email, ...contact },
  );
}

export async function register(
  data: unknown,
  files: UploadPart[] = [],
  headers: Record<string, string> = {},
) {
  const { body, contentType } = buildMultipart(
    data === undefined ? {} : { data: typeof data === "string" ? data : JSON.stringify(data) },
    files,
  );
  return callRoute(registerRoute, "/api/auth/register", {
    rawBody: new Uint8Array(body),
    headers: { "content-type": contentType, ...headers },
    ip: `198.51.${unique()}.1`,
  });
}
export const uploads = () => fs.readdirSync(env().UPLOAD_DIR).filter((name) => name !== ".incoming");
export const staging = () =>
  fs.existsSync(path.join(env().UPLOAD_DIR, ".incoming"))
    ? fs.readdirSync(path.join(env().UPLOAD_DIR, ".incoming"))
    : [];
export const partnerCount = async () =>
  Number(
    (
      await (
        await getDb()
      )
        .selectFrom("partners")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
