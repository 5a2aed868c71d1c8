import "server-only";
import type { Transaction } from "kysely";
import type { Database } from "@/lib/server/db";
import type { PersonTerms } from "./scrub-text";

// What identifies one person in free text, gathered (before any row changes) from every
// structured place the export finds them: their account, claims, invitations to register
// and to join a team, enquiries, referrals, deals naming them as contact or decision maker,
// and mail addressed to them. A name is searched as written and as its given and family
// names together ("Zoë O'Malley-Buyer" for `Zoë "Quoted" O'Malley-Buyer`); its parts of at
// least three letters (quotes and brackets trimmed, a hyphenated name kept whole) and the
// email's local part are replaced in the rows found, never searched alone.

const full = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ").trim();

/** A part shorter than this ("Al", "Li", "O") is too common to replace in a message. */
export const MIN_NAME_PART_LETTERS = 3;
const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

/** The words of a name worth replacing, quotes and brackets around each trimmed. */
export function nameParts(name: string): string[] {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((word) => letters(word) >= MIN_NAME_PART_LETTERS);
}

export async function gatherTerms(
  trx: Transaction<Database>,
  email: string,
): Promise<PersonTerms & { found: boolean }> {
  const identifying = [email];
  const local = email.split("@")[0] ?? "";
  const alsoReplaced = letters(local) >= MIN_NAME_PART_LETTERS ? [local] : [];
  let hits = 0;
  const add = (first: string | null, last: string | null, phone?: string | null) => {
    const name = full(first, last);
    if (name.includes(" ")) identifying.push(name);
    const parts = nameParts(name);
    if (parts.length > 2) identifying.push(`${parts[0]} ${parts.at(-1)}`);
    alsoReplaced.push(...parts);
    if (phone && phone.replace(/\D/g, "").length >= 6) identifying.push(phone.trim());
  };
  const users = await trx
    .selectFrom("users")
    .select(["first_name", "last_name", "phone"])
    .where("email", "=", email)
    .execute();
  for (const user of users) add(user.first_name, user.last_name, user.phone);
  const claims = await trx
    .selectFrom("claims")
    .select(["first_name", "last_name"])
    .where("company_email", "=", email)
    .execute();
  for (const claim of claims) add(claim.first_name, claim.last_name);
  const enquiries = await trx
    .selectFrom("contact_enquiries")
    .select(["full_name", "phone_number"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .execute();
  for (const enquiry of enquiries) add(enquiry.full_name, null, enquiry.phone_number);
  const referrals = await trx
    .selectFrom("referrals")
    .select(["contact", "phone"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email))
    .execute();
  for (const referral of referrals) add(referral.contact, null, referral.phone);
  const contacts = await trx
    .selectFrom("deals")
    .select(["contact_name", "contact_email", "decision_maker_name", "decision_maker_email"])
    .where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["contact_email"]), "=", email),
        eb(eb.fn("lower", ["decision_maker_email"]), "=", email),
      ]),
    )
    .execute();
  for (const deal of contacts) {
    if (deal.contact_email?.toLowerCase() === email) add(deal.contact_name, null);
    if (deal.decision_maker_email?.toLowerCase() === email) add(deal.decision_maker_name, null);
  }
  hits += users.length + claims.length + enquiries.length + referrals.length + contacts.length;
  // Places that hold the address alone.
  const alone = [
    ["member_invitations", "email"],
    ["registration_links", "email"],
    ["outbox", "to_address"],
  ] as const;
  for (const [table, column] of alone) {
    const row = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as("n"))
      .where((eb) => eb(eb.fn("lower", [column]), "=", email))
      .executeTakeFirstOrThrow();
    hits += Number(row.n);
  }
  return { identifying, alsoReplaced, found: hits > 0 };
}
