import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as contactRoute } from "@/app/api/contact/submit/route";
import { GET as listRoute } from "@/app/api/partners/links/route";
import { GET as referralsRoute } from "@/app/api/partners/referrals/route";
import { POST as statusRoute } from "@/app/api/admin/referrals/[id]/status/route";
import { createLink } from "@/lib/server/links/partner";
import { listEnquiries } from "@/lib/server/contact/console";
import { enquiriesCsvStream } from "@/lib/server/contact/enquiries-csv";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { uniqueEnquiry } from "@/test/support/contact-requests";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { refCookieFrom, visit } from "@/test/support/links";
import type { PartnerLinkWithStats } from "@/lib/validation/links";
import type { Referral } from "@/lib/validation/referrals";
import { contactSources } from "@/content/contact";

const db = freshTestDatabase();
const ACCEPTED = "cookie-consent=accepted";
const nextIp = clientAddresses("10.62");

async function partnerWithLink(destination = "/contact") {
  const account = await createTestPartner({ companyName: "Northwind Advisory" });
  const session = await createSession(await getDb(), account.user);
  const link = await createLink(account.partner.id, { destination, campaign: "Newsletter" });
  return { ...account, token: session.token, link };
}

const send = (body: unknown, cookie?: string) =>
  callRoute(contactRoute, "/api/contact/submit", { body, cookie, ip: nextIp() });
const enquiryOf = async (email: string) =>
  db().selectFrom("contact_enquiries").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
const referralsOf = async (email: string) =>
  db().selectFrom("referrals").selectAll().where("email", "=", email).execute();

describe("an enquiry sent through a partner's link", () => {
  it("records the link and becomes the partner's referral (source link), and the partner is told", async () => {
    const { link, token, email: partnerEmail, partner } = await partnerWithLink();
    const cookie = `${refCookieFrom((await visit(link.slug, { cookie: ACCEPTED })).response)}; ${ACCEPTED}`;
    const enquiry = uniqueEnquiry({ source: "Contact Page" });
    const result = await send(enquiry, cookie);
    expect(result.status).toBe(201);

    expect((await enquiryOf(enquiry.email)).partner_link_id).toBe(link.id);
    const [referral] = await referralsOf(enquiry.email);
    expect(referral).toMatchObject({
      partner_id: partner.id,
      contact: enquiry.fullName,
      company: enquiry.company,
      phone: enquiry.phoneNumber,
      notes: enquiry.message,
      status: "submitted",
      source: "link",
      link_id: link.id,
    });
    const mail = await db()
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "referral:link-lead")
      .where("ref_id", "=", referral!.id)
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(partnerEmail);
    expect(mail.text_body).toContain(`${enquiry.fullName} at ${enquiry.company}`);
    expect(mail.text_body).toContain("(Newsletter)");

    const referrals = (await callRoute(referralsRoute, "/api/partners/referrals", { token })).json
      .referrals as Referral[];
    expect(referrals.map((row) => [row.email, row.source])).toEqual([[enquiry.email, "link"]]);
    const [stats] = (await callRoute(listRoute, "/api/partners/links", { token })).json
      .links as PartnerLinkWithStats[];
    expect(stats).toMatchObject({ clicks: 1, leads: 1, conversions: 0, last30Days: { clicks: 1, leads: 1 } });
    expect(stats!.daily.at(-1)).toMatchObject({ clicks: 1, leads: 1 });
  });

  it.each(contactSources)("the %s form is attributed the same way", async (source) => {
    const { link } = await partnerWithLink("/");
    const enquiry = uniqueEnquiry({ source });
    expect((await send(enquiry, `partner_ref=${link.id}; ${ACCEPTED}`)).status).toBe(201);
    expect(await referralsOf(enquiry.email)).toHaveLength(1);
  });

  it("is attributed only with the cookie: none, a forged one, or one of a deleted link give no referral", async () => {
    const { link, partner } = await partnerWithLink();
    for (const cookie of [
      undefined,
      "partner_ref=not-a-link",
      "partner_ref=00000000-0000-4000-8000-000000000000",
      `partner_reff=${link.id}`,
    ]) {
      const enquiry = uniqueEnquiry();
      expect((await send(enquiry, cookie)).status).toBe(201);
      expect((await enquiryOf(enquiry.email)).partner_link_id).toBeNull();
      expect(await referralsOf(enquiry.email)).toEqual([]);
    }
    await db().deleteFrom("partners").where("id", "=", partner.id).execute();
    const enquiry = uniqueEnquiry();
    expect((await send(enquiry, `partner_ref=${link.id}; ${ACCEPTED}`)).status).toBe(201);
    expect((await enquiryOf(enquiry.email)).partner_link_id).toBeNull();
  });

  it.each(["cookie-consent=rejected", "cookie-consent=Rejected", "cookie-consent=ACCEPTED", ""])(
    "gives no attribution, even with the cookie, unless the visitor accepted (%j)",
    async (consent) => {
      const { link } = await partnerWithLink();
      const enquiry = uniqueEnquiry();
      expect((await send(enquiry, `partner_ref=${link.id}; ${consent}`)).status).toBe(201);
      expect((await enquiryOf(enquiry.email)).partner_link_id).toBeNull();
      expect(await referralsOf(enquiry.email)).toEqual([]);
    },
  );

  it("a visitor who accepted is attributed", async () => {
    const { link } = await partnerWithLink();
    const accepted = uniqueEnquiry();
    await send(accepted, `partner_ref=${link.id}; cookie-consent=accepted`);
    expect(await referralsOf(accepted.email)).toHaveLength(1);
  });

  it("follows the 90-day rule: an email referred recently is no new lead, for this partner or another", async () => {
    const first = await partnerWithLink();
    const second = await partnerWithLink();
    const enquiry = uniqueEnquiry();
    await send(enquiry, `partner_ref=${first.link.id}; ${ACCEPTED}`);
    // The same visitor writes again (another message), now through the second partner's link.
    const again = { ...enquiry, message: `${enquiry.message} Any news?` };
    expect((await send(again, `partner_ref=${second.link.id}; ${ACCEPTED}`)).status).toBe(201);
    const referrals = await referralsOf(enquiry.email);
    expect(referrals.map((row) => row.partner_id)).toEqual([first.partner.id]);
    // The enquiry still records the link the visitor followed.
    const enquiries = await db()
      .selectFrom("contact_enquiries")
      .select("partner_link_id")
      .where("email", "=", enquiry.email)
      .orderBy("created_at")
      .execute();
    expect(enquiries.map((row) => row.partner_link_id).sort()).toEqual(
      [first.link.id, second.link.id].sort(),
    );
  });

  it("counts a referral marked converted as a conversion of its link", async () => {
    const { link, token } = await partnerWithLink();
    const enquiry = uniqueEnquiry();
    await send(enquiry, `partner_ref=${link.id}; ${ACCEPTED}`);
    const [referral] = await referralsOf(enquiry.email);
    const admin = await adminToken();
    const changed = await callRoute(statusRoute, "/x", {
      method: "POST",
      token: admin.token,
      params: { id: referral!.id },
      body: { status: "converted" },
      ip: nextIp(),
    });
    expect(changed.status).toBe(200);
    const [stats] = (await callRoute(listRoute, "/api/partners/links", { token })).json
      .links as PartnerLinkWithStats[];
    expect(stats).toMatchObject({ leads: 1, conversions: 1, last30Days: { leads: 1, conversions: 1 } });
  });

  it("shows the partner on the enquiry in the console and in the CSV", async () => {
    const { link, partner } = await partnerWithLink();
    const enquiry = uniqueEnquiry();
    await send(enquiry, `partner_ref=${link.id}; ${ACCEPTED}`);
    const page = await listEnquiries({ page: 1, pageSize: 50, q: enquiry.email });
    expect(page.items[0]!.referredBy).toEqual({
      partnerId: partner.id,
      companyName: "Northwind Advisory",
      campaign: "Newsletter",
    });
    const csv = await new Response(enquiriesCsvStream(enquiry.email)).text();
    const [header, row] = csv.replace("\uFEFF", "").trim().split("\r\n");
    expect(header).toContain("Referred by partner");
    expect(row).toContain("Northwind Advisory");
  });
});
