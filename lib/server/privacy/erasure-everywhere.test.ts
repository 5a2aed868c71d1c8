import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as dealsRoute } from "@/app/api/partners/deals/route";
import { GET as referralsRoute } from "@/app/api/partners/referrals/route";
import { POST as personEraseRoute } from "@/app/api/admin/privacy/erase/route";
import { resetEnvForTests } from "@/lib/server/env";
import { deliverDueMail } from "@/lib/server/mail";
import { submitEnquiry } from "@/lib/server/contact/submit-enquiry";
import { createReferral } from "@/lib/server/referrals/refer-lead";
import { createWebhookEndpoint } from "@/lib/server/webhooks/endpoints";
import type { Resolver } from "@/lib/server/webhooks/targets";
import { contactEnquirySchema } from "@/lib/validation/contact";
import { FORMER_MEMBER } from "@/lib/validation/member-messages";
import { privacyMessages } from "@/lib/validation/privacy";
import { useTestDatabase } from "@/test/support/test-database";
import { adminToken } from "@/test/support/accounts";
import { dealBody, postDeal } from "@/test/support/deals";
import { addColleague, testTeam } from "@/test/support/members";
import { validEnquiry } from "@/test/support/contact-requests";
import { dumpAllText, seedPersonTraces } from "@/test/support/person-traces";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { erasureKey, readErasureLog } from "./erasure-log";
import { reapplyErasures } from "./erasure-replay";
import { forgetErasureNoticeAddresses } from "./retention";

// An erasure finds the person wherever the export finds them (their account and what they
// registered, deal contacts, referrals, team invitations, audit lines, notifications,
// webhook bodies, queued and sent mail), leaves a neutral label where a name was shown, and
// records what it erased without the data; a restore erases them again.

const db = useTestDatabase();
const nextIp = clientAddresses("10.64");
const publicDns: Resolver = async () => [{ address: "93.184.216.34", family: 4 }];
let logDir: string;

beforeAll(() => {
  logDir = fs.mkdtempSync(path.join(os.tmpdir(), "erasure-log-"));
  process.env.ERASURE_LOG_FILE = path.join(logDir, "erasure-log.jsonl");
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "false";
  resetEnvForTests();
});
afterAll(() => {
  delete process.env.ERASURE_LOG_FILE;
  delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
  resetEnvForTests();
  fs.rmSync(logDir, { recursive: true, force: true });
});

async function erase(email: string) {
  const admin = await adminToken();
  return callRoute(personEraseRoute, "/api/admin/privacy/erase", {
    token: admin.token,
    body: { email },
    ip: nextIp(),
  });
}

async function expectGone(terms: string[]) {
  await deliverDueMail(async () => {});
  await forgetErasureNoticeAddresses();
  const lines = (await dumpAllText()).toLowerCase().split("\n");
  for (const term of terms)
    expect(
      lines.filter((line) => line.includes(term.toLowerCase())),
      `${term} is still stored`,
    ).toEqual([]);
}

const webhookEndpoint = () =>
  createWebhookEndpoint(
    { url: "https://hooks.example.com/in", events: ["deal.registered", "referral.created"] },
    null,
    publicDns,
  );

describe("erasing a member of a partner company", () => {
  it("leaves a Former member on what they registered and no trace in mail, audit, notifications or webhooks", async () => {
    const team = await testTeam();
    await webhookEndpoint();
    const member = await addColleague(team.partnerId, "admin", "Zebulonia");
    const person = {
      email: member.user.email,
      firstName: "Zebulonia",
      lastName: "Fenwhistle",
      phone: "+44 20 7946 0321",
    };
    await db()
      .updateTable("users")
      .set({ last_name: person.lastName, phone: person.phone })
      .where("id", "=", member.user.id)
      .execute();
    const deal = await postDeal(
      member.token,
      dealBody({ customerWebsite: `https://member-deal-${randomUUID().slice(0, 6)}.example` }),
      { ip: nextIp() },
    );
    expect(deal.status).toBe(201);
    await createReferral(
      {
        partnerId: team.partnerId,
        userId: member.user.id,
        companyName: "Team Co",
        name: `${person.firstName} ${person.lastName}`,
      },
      {
        company: "Referred Ltd",
        contactName: "Rhea Referred",
        email: `rhea-${randomUUID().slice(0, 6)}@referred.example`,
        phone: "",
        expectedValue: 5000,
        notes: `Introduced by ${person.firstName} ${person.lastName}`,
      } as Parameters<typeof createReferral>[1],
    );
    // The invitation they accepted, and a queued mail about them to the owner.
    await db()
      .insertInto("member_invitations")
      .values({
        id: randomUUID(),
        partner_id: team.partnerId,
        email: person.email,
        role: "admin",
        token_hash: randomUUID(),
        invited_by: team.owner.user.id,
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        accepted_at: new Date().toISOString(),
        revoked_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await seedPersonTraces(person, team.partnerId);
    const webhookBodies = await db().selectFrom("webhook_deliveries").select("body").execute();
    expect(webhookBodies.some((row) => row.body.includes(person.lastName))).toBe(true);

    const erased = await erase(person.email);
    expect(erased.status).toBe(200);

    // The company's answers keep the deal and the referral, by a former member.
    const deals = (await callRoute(dealsRoute, "/api/partners/deals", { token: team.owner.token })).json
      .deals as { registeredBy: { name: string } | null }[];
    expect(deals.map((row) => row.registeredBy?.name)).toEqual([FORMER_MEMBER]);
    const referrals = (
      await callRoute(referralsRoute, "/api/partners/referrals", { token: team.owner.token })
    ).json.referrals as { registeredBy: { name: string } | null }[];
    expect(referrals.map((row) => row.registeredBy?.name)).toEqual([FORMER_MEMBER]);
    await expectGone([person.email, person.firstName, person.lastName, person.phone]);

    // Recorded without the data: counts per table and a keyed hash, in the database and the log.
    const record = await db()
      .selectFrom("erasures")
      .selectAll()
      .where("id", "=", (erased.json.erasure as { erasureId: string }).erasureId)
      .executeTakeFirstOrThrow();
    expect(record.email_key).toBe(erasureKey(person.email));
    expect(JSON.parse(record.changed)).toMatchObject({
      users: 1,
      deals: expect.any(Number),
      referrals: expect.any(Number),
      member_invitations: 1,
      webhook_deliveries: expect.any(Number),
      notifications: 1,
    });
    expect(readErasureLog().map((entry) => entry.id)).toContain(record.id);
    expect(fs.readFileSync(process.env.ERASURE_LOG_FILE!, "utf8")).not.toContain(person.email);
    expect((fs.statSync(process.env.ERASURE_LOG_FILE!).mode & 0o777).toString(8)).toBe("600");
  });
});

describe("erasing a customer the programme never had an account for", () => {
  it("erases a person who is only a deal's contact (the webhook body included)", async () => {
    const team = await testTeam();
    await webhookEndpoint();
    const contact = {
      email: `olwen.marchbank-${randomUUID().slice(0, 6)}@customer-only.example`,
      name: "Olwen Marchbank",
    };
    const deal = await postDeal(
      team.owner.token,
      dealBody({
        customerWebsite: `https://marchbank-${randomUUID().slice(0, 6)}.example`,
        contactName: contact.name,
        contactEmail: contact.email,
      }),
      { ip: nextIp() },
    );
    expect(deal.status).toBe(201);
    expect((await dumpAllText()).includes(contact.email)).toBe(true);
    const erased = await erase(contact.email.toUpperCase());
    expect(erased.status).toBe(200);
    await expectGone([contact.email, contact.name]);
    const row = await db()
      .selectFrom("deals")
      .select(["customer_name", "contact_email"])
      .where("partner_id", "=", team.partnerId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ customer_name: "Contoso Ltd", contact_email: null });
  });

  it("erases a person who is only invited to a team, withdrawing the invitation", async () => {
    const team = await testTeam();
    const email = `ines.invited-${randomUUID().slice(0, 6)}@invited-only.example`;
    const id = randomUUID();
    await db()
      .insertInto("member_invitations")
      .values({
        id,
        partner_id: team.partnerId,
        email,
        role: "member",
        token_hash: randomUUID(),
        invited_by: team.owner.user.id,
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        accepted_at: null,
        revoked_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const erased = await erase(email);
    expect(erased.status).toBe(200);
    await expectGone([email]);
    const invitation = await db()
      .selectFrom("member_invitations")
      .select(["revoked_at", "role"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(invitation).toMatchObject({ revoked_at: expect.any(String), role: "member" });
  });

  it("still answers 404 for an address stored nowhere, recording nothing", async () => {
    const before = await db().selectFrom("erasures").select("id").execute();
    const result = await erase(`nobody-${randomUUID().slice(0, 6)}@nowhere.example`);
    expect(result.status).toBe(404);
    expect(result.json.error).toBe(privacyMessages.personNotFound);
    expect(await db().selectFrom("erasures").select("id").execute()).toEqual(before);
  });
});

describe("erasing a visitor whose name is written differently in their message", () => {
  it("replaces the given and family names apart and the email's local part, counting them", async () => {
    const local = `zoe.omb-${randomUUID().slice(0, 6)}`;
    const email = `${local}@probe-buyer.example`;
    await submitEnquiry(
      contactEnquirySchema.parse({
        ...validEnquiry,
        fullName: `Zoë "Quoted" O'Malley-Buyer`,
        email,
        phoneNumber: "",
        message: `My name is Zoë O'Malley-Buyer. On Teams I am ${local}.`,
      }),
    );
    // A colleague's note names her only as "Zoë O'Malley-Buyer"; another note is about someone else.
    const note = (text: string) => ({
      id: randomUUID(),
      to_address: "sales@finlytic.test",
      subject: "Follow-up",
      text_body: text,
      html_body: null,
      reply_to: null,
      kind: "test",
      ref_id: null,
      status: "sent" as const,
      next_attempt_at: new Date().toISOString(),
      locked_until: null,
      created_at: new Date().toISOString(),
      sent_at: new Date().toISOString(),
    });
    const unrelated = "Zoë Lambert asked about buyer onboarding; Al and O'Malley-Buyers Ltd too.";
    await db()
      .insertInto("outbox")
      .values([note("Call Zoë O'Malley-Buyer back (ZOË O’MALLEY-BUYER in the CRM)."), note(unrelated)])
      .execute();
    const mentions = await db()
      .selectFrom("outbox")
      .select("text_body")
      .where("text_body", "like", "%O'Malley-Buyer.%")
      .execute();
    expect(mentions).toHaveLength(1);

    const erased = await erase(email);
    expect(erased.status).toBe(200);
    await deliverDueMail(async () => {});
    await forgetErasureNoticeAddresses();
    const rows = (await dumpAllText()).split("\n").filter((line) => line.startsWith("outbox:"));
    for (const term of ["Zoë", "ZOË", "O'Malley-Buyer", "O’MALLEY-BUYER", local, "Quoted"])
      expect(
        rows.filter((line) => line.includes(term) && !line.includes("Lambert")),
        `${term} is still in the outbox`,
      ).toEqual([]);
    // Text about someone else keeps its words, however alike.
    expect(
      await db().selectFrom("outbox").select("id").where("text_body", "=", unrelated).execute(),
    ).toHaveLength(1);
    const record = await db()
      .selectFrom("erasures")
      .selectAll()
      .where("id", "=", (erased.json.erasure as { erasureId: string }).erasureId)
      .executeTakeFirstOrThrow();
    // The notification: subject 1, text and words 4 + 5 (name, email, the message's name and
    // local part; the words' heading), reply-to 1; the confirmation's greeting twice (before
    // it is deleted); the colleague's note 2.
    expect(record.replaced).toBe(15);
  });
});

describe("a restore", () => {
  it("erases again the people erased since the backup, once, from the log alone", async () => {
    const team = await testTeam();
    const person = {
      email: `petronella.ash-${randomUUID().slice(0, 6)}@restored.example`,
      firstName: "Petronella",
      lastName: "Ashgrove",
      phone: "+1 415 555 0199",
    };
    // The backup holds the person; the erasure happened after it.
    await seedPersonTraces(person, team.partnerId);
    const backup = await dumpAllText();
    const erased = await erase(person.email);
    expect(erased.status).toBe(200);
    const erasureId = (erased.json.erasure as { erasureId: string }).erasureId;
    // Restoring brings the rows back as they were and forgets the erasure's record.
    await db().deleteFrom("erasures").where("id", "=", erasureId).execute();
    await seedPersonTraces(person, team.partnerId);
    expect(backup.includes(person.email)).toBe(true);

    const report = await reapplyErasures();
    expect(report.reapplied).toBe(1);
    await expectGone([person.email, person.firstName, person.lastName, person.phone]);
    const record = await db()
      .selectFrom("erasures")
      .selectAll()
      .where("id", "=", erasureId)
      .executeTakeFirstOrThrow();
    expect(record.via).toBe("restore");
    // Applied once: a second run finds every logged erasure recorded.
    expect(await reapplyErasures()).toMatchObject({ reapplied: 0, nothingFound: 0 });
  });
});
