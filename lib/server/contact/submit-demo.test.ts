import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as demoRoute } from "@/app/api/contact/demo/route";
import { resetEnvForTests } from "@/lib/server/env";
import { enquiriesCsvStream } from "@/lib/server/contact/enquiries-csv";
import { parseCsv } from "@/test/support/csv";
import { createLink } from "@/lib/server/links/partner";
import { createTestPartner } from "@/test/support/accounts";
import { countRows } from "@/test/support/contact-requests";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { refCookieFrom, visit } from "@/test/support/links";

const db = freshTestDatabase();
const nextIp = clientAddresses("10.64");

const valid = {
  name: "Grace Hopper",
  email: "grace@example.test",
  company: "Initech",
  role: "controller",
  useCase: "close",
  message: "Our close takes 12 days.",
};
const uniqueRequest = (overrides: Record<string, unknown> = {}) => {
  const tag = Math.random().toString(36).slice(2, 10);
  return { ...valid, email: `grace.${tag}@example.test`, ...overrides };
};
const send = (body: unknown, options: { cookie?: string; ip?: string; origin?: string } = {}) =>
  callRoute(demoRoute, "/api/contact/demo", {
    body,
    cookie: options.cookie,
    ip: options.ip ?? nextIp(),
    headers: options.origin ? { origin: options.origin } : undefined,
  });

beforeEach(async () => {
  process.env.CONTACT_INBOX = "inbox@finlytic.test";
  resetEnvForTests();
  for (const table of ["referrals", "contact_enquiries", "contact_dedupe", "outbox"] as const)
    await db().deleteFrom(table).execute();
});

afterEach(() => {
  delete process.env.CONTACT_INBOX;
  resetEnvForTests();
});

describe("POST /api/contact/demo", () => {
  it("stores the request as an enquiry with its role and use case, and mails the inbox and the visitor", async () => {
    const result = await send({ ...valid, name: "  Grace Hopper  ", extra: "ignored" });
    expect(result.status).toBe(201);
    expect(result.json).toEqual({ success: true, message: expect.stringContaining("demo request is in") });

    const [row, ...others] = await db().selectFrom("contact_enquiries").selectAll().execute();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      full_name: "Grace Hopper",
      email: valid.email,
      company: "Initech",
      phone_number: "",
      industry: "",
      company_size: "",
      message: valid.message,
      source: "Book Demo Page",
      role: "controller",
      use_case: "close",
      partner_link_id: null,
    });
    const mail = await db().selectFrom("outbox").selectAll().orderBy("kind").execute();
    expect(mail.map((m) => [m.kind, m.to_address, m.ref_id])).toEqual([
      ["contact:confirmation", valid.email, row!.id],
      ["contact:notification", "inbox@finlytic.test", row!.id],
    ]);
    const [confirmation, notification] = mail;
    expect(notification!.subject).toBe("New Demo Request from Grace Hopper");
    expect(notification!.text_body).toContain("Role: Controller");
    expect(notification!.text_body).toContain("Use Case: Month-End Close");
    expect(notification!.text_body).toContain("Source: Book Demo Page");
    expect(confirmation!.text_body).toContain("demo request");
    expect(confirmation!.text_body).not.toContain(valid.message);
  });

  it("shows its role and use case in the enquiries export", async () => {
    const request = uniqueRequest();
    await send(request);
    const [header, row] = parseCsv(await new Response(enquiriesCsvStream(request.email)).text());
    const column = (name: string) => row![header!.indexOf(name)];
    expect([column("Role"), column("Use case"), column("Source")]).toEqual([
      "controller",
      "close",
      "Book Demo Page",
    ]);
  });

  it("accepts the optional fields left empty or out", async () => {
    const request = uniqueRequest({ useCase: "", message: undefined });
    expect((await send(request)).status).toBe(201);
    const row = await db()
      .selectFrom("contact_enquiries")
      .selectAll()
      .where("email", "=", request.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ use_case: "", message: "", role: "controller" });
  });

  it("stores a repeat within a minute once, and answers it as accepted", async () => {
    const request = uniqueRequest();
    expect((await send(request)).status).toBe(201);
    expect((await send(request)).status).toBe(200);
    expect(await countRows(db(), "contact_enquiries")).toBe(1);
  });

  const bad: [string, unknown, string][] = [
    ["no body fields", {}, "Full name is required."],
    ["an array", [valid], "The demo request must be a JSON object."],
    ["a string", "hello", "The demo request must be a JSON object."],
    ["name missing", { ...valid, name: undefined }, "Full name is required."],
    ["name blank", { ...valid, name: "   " }, "Please enter your full name."],
    ["name a number", { ...valid, name: 42 }, "Full name must be text."],
    ["name too long", { ...valid, name: "a".repeat(101) }, "Full name must be at most 100 characters."],
    ["name with markup", { ...valid, name: "<b>Grace</b>" }, "Full name must not contain HTML."],
    ["name on two lines", { ...valid, name: "Grace\nHopper" }, "Full name contains characters"],
    ["email missing", { ...valid, email: undefined }, "Email is required."],
    ["email blank", { ...valid, email: "" }, "Please enter your email address."],
    ["email invalid", { ...valid, email: "grace@" }, "Please enter a valid email address."],
    ["email too long", { ...valid, email: `${"a".repeat(250)}@x.io` }, "Email must be at most 254"],
    ["email an object", { ...valid, email: { at: "x" } }, "Email must be text."],
    ["company missing", { ...valid, company: undefined }, "Company is required."],
    ["company blank", { ...valid, company: " " }, "Please enter your company."],
    ["company too long", { ...valid, company: "c".repeat(151) }, "Company must be at most 150 characters."],
    ["company with markup", { ...valid, company: "<script>x</script>" }, "Company must not contain HTML."],
    ["role missing", { ...valid, role: undefined }, "Role is required."],
    ["role blank", { ...valid, role: "" }, "Please choose your role."],
    ["role unknown", { ...valid, role: "ceo" }, "Please choose a valid role."],
    ["role a list", { ...valid, role: ["cfo"] }, "Role must be text."],
    ["use case unknown", { ...valid, useCase: "payroll" }, "Please choose a valid use case."],
    ["message too long", { ...valid, message: "m".repeat(5001) }, "Message must be at most 5000 characters."],
    [
      "message with markup",
      { ...valid, message: "see <a href=x>this</a>" },
      "Message must not contain HTML.",
    ],
    ["message a number", { ...valid, message: 7 }, "Message must be text."],
  ];

  it.each(bad)("refuses %s with a clear message and stores nothing", async (_, body, message) => {
    const result = await send(body);
    expect(result.status).toBe(400);
    expect(String(result.json.error ?? result.json.message)).toContain(message);
    expect(await countRows(db(), "contact_enquiries")).toBe(0);
    expect(await countRows(db(), "outbox")).toBe(0);
  });

  it("refuses a cross-site request and stores nothing", async () => {
    const result = await send(uniqueRequest(), { origin: "https://evil.example" });
    expect(result.status).toBe(403);
    expect(await countRows(db(), "contact_enquiries")).toBe(0);
  });

  it("shares the contact forms' per-address limit: 429 once it is spent", async () => {
    const ip = "10.64.250.1";
    const statuses: number[] = [];
    for (let i = 0; i < 200 && !statuses.includes(429); i += 1)
      statuses.push((await send(uniqueRequest(), { ip })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(await countRows(db(), "contact_enquiries")).toBe(statuses.length - 1);
  });
});

describe("a demo request sent through a partner's referral link", () => {
  async function partnerLink() {
    const account = await createTestPartner({ companyName: "Northwind Advisory" });
    const link = await createLink(account.partner.id, { destination: "/book-demo", campaign: "Demo day" });
    return { partner: account.partner, link };
  }
  const referralsOf = (email: string) =>
    db().selectFrom("referrals").selectAll().where("email", "=", email).execute();
  const enquiryOf = (email: string) =>
    db().selectFrom("contact_enquiries").selectAll().where("email", "=", email).executeTakeFirstOrThrow();

  it("becomes the partner's referral with source link, and the partner is told", async () => {
    const { partner, link } = await partnerLink();
    const consent = "cookie-consent=accepted";
    const cookie = `${refCookieFrom((await visit(link.slug, { cookie: consent })).response)}; ${consent}`;
    const request = uniqueRequest();
    expect((await send(request, { cookie })).status).toBe(201);
    expect((await enquiryOf(request.email)).partner_link_id).toBe(link.id);
    const referrals = await referralsOf(request.email);
    expect(referrals).toHaveLength(1);
    expect(referrals[0]).toMatchObject({
      partner_id: partner.id,
      contact: request.name,
      company: request.company,
      notes: request.message,
      source: "link",
      link_id: link.id,
    });
    const told = await db()
      .selectFrom("outbox")
      .select("kind")
      .where("kind", "=", "referral:link-lead")
      .execute();
    expect(told).toHaveLength(1);
  });

  it("is not attributed without the cookie, or when the visitor refused cookies", async () => {
    const { link } = await partnerLink();
    for (const cookie of [undefined, `partner_ref=${link.id}; cookie-consent=rejected`]) {
      const request = uniqueRequest();
      expect((await send(request, { cookie })).status).toBe(201);
      expect((await enquiryOf(request.email)).partner_link_id).toBeNull();
      expect(await referralsOf(request.email)).toEqual([]);
    }
  });
});
