// A person's traces outside their account (an enquiry, a claim, a code, mail, team notes),
// and a dump of every table's text, for the erasure tests (imported by *.test.ts only).
import { createHash, randomUUID } from "node:crypto";
import { getDb } from "@/lib/server/db";

const at = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString();
const hash = (text: string) => createHash("sha256").update(text).digest("hex");
/** The person's traces outside their account: an enquiry, a claim, a code, mail, team notes. */
export async function seedPersonTraces(
  person: { email: string; firstName: string; lastName: string; phone: string },
  partnerId: string,
): Promise<void> {
  const db = await getDb();
  const name = `${person.firstName} ${person.lastName}`;
  await db
    .insertInto("contact_enquiries")
    .values({
      id: randomUUID(),
      full_name: name,
      email: person.email.toUpperCase(),
      company: "Acme",
      phone_number: person.phone,
      industry: "",
      company_size: "",
      message: `Call me on ${person.phone}`,
      source: "Contact Page",
      created_at: at(-40),
    })
    .execute();
  await db
    .insertInto("claims")
    .values({
      id: randomUUID(),
      first_name: person.firstName,
      last_name: person.lastName,
      company_name: `Claimed ${randomUUID().slice(0, 6)}`,
      company_key: randomUUID(),
      company_email: person.email,
      website: "https://acme.example",
      company_size: "11-50",
      industry: "Technology",
      custom_industry: null,
      current_technology: null,
      linkedin_url: "https://linkedin.example/in/someone",
      country: "US",
      custom_country: null,
      why_join: `I am ${name}`,
      additional_info: null,
      status: "approved",
      review_reason: null,
      reviewed_by: null,
      reviewed_at: null,
      created_at: at(-60),
      updated_at: at(-60),
    })
    .execute();
  await db
    .insertInto("otp_codes")
    .values({
      id: randomUUID(),
      email: person.email,
      purpose: "claim",
      code_hash: hash("123456"),
      expires_at: at(1),
      created_at: at(-60),
      verified_at: null,
      claimed_at: null,
    })
    .execute();
  await db
    .insertInto("registration_links")
    .values({
      id: randomUUID(),
      kind: "claim",
      token_hash: hash(randomUUID()),
      claim_id: null,
      email: person.email,
      company_name: "Acme",
      expires_at: at(7),
      used_at: at(-50),
      created_by: null,
      created_at: at(-55),
    })
    .execute();
  const mail = (to: string, text: string) => ({
    id: randomUUID(),
    to_address: to,
    subject: `For ${name}`,
    text_body: text,
    html_body: null,
    reply_to: null,
    kind: "test",
    ref_id: null,
    status: "sent" as const,
    next_attempt_at: at(-50),
    locked_until: null,
    created_at: at(-50),
    sent_at: at(-50),
  });
  await db
    .insertInto("outbox")
    .values(mail(person.email, `Hello ${person.firstName}`))
    .execute();
  await db
    .insertInto("outbox")
    .values(
      mail(
        "team@example.com",
        `New claim from ${name} <${person.email}>, phone ${person.phone}. Welcome ${person.firstName}!`,
      ),
    )
    .execute();
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      actor_user_id: null,
      action: "invitation.sent",
      entity_type: "partner",
      entity_id: partnerId,
      details: JSON.stringify({ email: person.email, name }),
      created_at: at(-55),
    })
    .execute();
  await db
    .insertInto("notifications")
    .values({
      id: randomUUID(),
      partner_id: partnerId,
      message: `${name} joined the team`,
      created_at: at(-45),
      read_at: null,
    })
    .execute();
}

/** Every text value in every table, one line per row: what the erasure test searches. */
export async function dumpAllText(): Promise<string> {
  const db = await getDb();
  const tables = (await db.introspection.getTables()).map((table) => table.name);
  const lines: string[] = [];
  for (const table of tables) {
    const rows = await db
      .selectFrom(table as "users")
      .selectAll()
      .execute();
    for (const row of rows) lines.push(`${table}: ${JSON.stringify(row)}`);
  }
  return lines.join("\n");
}
