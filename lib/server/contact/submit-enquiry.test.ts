import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDayTime } from "@/lib/dates";
import { connect } from "@/lib/server/db/connect";
import { useConnectionForTests } from "@/lib/server/db";
import { useTestDatabase } from "@/test/support/test-database";
import { resetEnvForTests } from "@/lib/server/env";
import { kickMailSender } from "@/lib/server/mail/sender";
import { OPTIONS, POST } from "@/app/api/contact/submit/route";
import { contactRequest, countRows, uniqueEnquiry, validEnquiry } from "@/test/support/contact-requests";
import { submitEnquiry } from "./submit-enquiry";
import type { ContactEnquiry } from "@/lib/validation/contact";

// The sender is a background loop; here we only check it is kicked after a commit.
const db = useTestDatabase();
const count = (table: "contact_enquiries" | "outbox") => countRows(db(), table);

beforeEach(async () => {
  await db().deleteFrom("contact_enquiries").execute();
  await db().deleteFrom("contact_dedupe").execute();
  await db().deleteFrom("outbox").execute();
  vi.mocked(kickMailSender).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  delete process.env.CONTACT_RATE_LIMIT;
  delete process.env.CONTACT_CORS_ORIGINS;
  process.env.CONTACT_INBOX = "inbox@finlytic.test";
  resetEnvForTests();
});

describe("POST /api/contact/submit", () => {
  it("stores a valid enquiry with its two outbox messages, then kicks the sender", async () => {
    process.env.CONTACT_INBOX = "inbox@finlytic.test";
    resetEnvForTests();
    const response = await POST(
      contactRequest({ ...validEnquiry, fullName: "  Ada Lovelace  ", unknownField: "ignored" }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: expect.stringContaining("24 hours") });

    const enquiries = await db().selectFrom("contact_enquiries").selectAll().execute();
    expect(enquiries).toHaveLength(1);
    const [enquiry] = enquiries;
    expect(enquiry).toMatchObject({
      full_name: "Ada Lovelace",
      email: "ada@example.test",
      company: "Analytical Engines Ltd",
      phone_number: "+44 20 7946 0958",
      industry: "Banking",
      company_size: "51-200",
      message: validEnquiry.message,
      source: "Partners Page",
    });

    const mail = await db().selectFrom("outbox").selectAll().orderBy("kind").execute();
    expect(mail.map((m) => [m.kind, m.to_address, m.ref_id])).toEqual([
      ["contact:confirmation", "ada@example.test", enquiry!.id],
      ["contact:notification", "inbox@finlytic.test", enquiry!.id],
    ]);
    const notification = mail[1]!;
    expect(notification.subject).toBe("New Contact Form Submission from Ada Lovelace");
    expect(notification.reply_to).toBe("ada@example.test");
    for (const line of [
      "Name: Ada Lovelace",
      "Email: ada@example.test",
      "Company: Analytical Engines Ltd",
      "Phone: +44 20 7946 0958",
      "Industry: Banking",
      "Company Size: 51-200",
      validEnquiry.message,
      `Submitted: ${formatDayTime(enquiry!.created_at)}`,
      "Source: Partners Page",
    ]) {
      expect(notification.text_body).toContain(line);
    }
    expect(mail[0]!.text_body).toContain("Hello Ada Lovelace");
    expect(mail[0]!.text_body).not.toContain(validEnquiry.message);
    expect(kickMailSender).toHaveBeenCalledTimes(1);
  });

  it("writes 'Not provided' for empty optional fields and keeps SQL-looking text as plain data", async () => {
    const message = "x'); DROP TABLE contact_enquiries; --";
    const response = await POST(contactRequest({ fullName: "Bo", email: "bo@example.test", message }));
    expect(response.status).toBe(201);
    const enquiry = await db().selectFrom("contact_enquiries").selectAll().executeTakeFirstOrThrow();
    expect(enquiry).toMatchObject({
      company: "",
      phone_number: "",
      industry: "",
      company_size: "",
      message,
      source: "API (no source)",
    });
    const notification = await db()
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "contact:notification")
      .executeTakeFirstOrThrow();
    expect(notification.text_body).toContain("Company: Not provided");
    expect(notification.text_body).toContain("Phone: Not provided");
  });

  it("stores a repeat of the same email and message within a minute once, and again after it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const enquiry = uniqueEnquiry();
    const first = await POST(contactRequest(enquiry));
    const again = await POST(
      contactRequest({ ...enquiry, email: enquiry.email.toUpperCase(), fullName: "Someone Else" }),
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ success: true });
    // Concurrent double submissions (a double click) are stored once too.
    const burst = await Promise.all(Array.from({ length: 5 }, () => POST(contactRequest(enquiry))));
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await count("contact_enquiries")).toBe(1);
    expect(await count("outbox")).toBe(2);
    expect(kickMailSender).toHaveBeenCalledTimes(1);

    // A different message from the same address is a new enquiry.
    expect((await POST(contactRequest({ ...enquiry, message: "Another question" }))).status).toBe(201);
    vi.setSystemTime(new Date(Date.now() + 60_001));
    expect((await POST(contactRequest(enquiry))).status).toBe(201);
    expect(await count("contact_enquiries")).toBe(3);
    expect(await count("outbox")).toBe(6);
  });

  it("limits each client address (CONTACT_RATE_LIMIT per 10 minutes) with a 429 and a message", async () => {
    process.env.CONTACT_RATE_LIMIT = "3";
    resetEnvForTests();
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await POST(contactRequest(uniqueEnquiry(), { ip: "192.0.2.7" }))).status);
    expect(statuses).toEqual([201, 201, 201]);
    const limited = await POST(contactRequest(uniqueEnquiry(), { ip: "192.0.2.7" }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await limited.json()).toEqual({
      success: false,
      error: expect.any(String),
      message: expect.stringMatching(/too many/i),
    });
    expect((await POST(contactRequest(uniqueEnquiry(), { ip: "192.0.2.8" }))).status).toBe(201);
    expect(await count("contact_enquiries")).toBe(4);
  });

  it("answers 503 with a message when the database is unreachable", async () => {
    const dialect = process.env.DATABASE_URL ? "postgres" : "sqlite";
    const gone = await connect({ databaseUrl: "postgres://app:app@127.0.0.1:1/gone", sqliteFile: "" });
    useConnectionForTests(gone);
    try {
      const response = await POST(contactRequest(uniqueEnquiry()));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        success: false,
        error: expect.any(String),
        message: expect.stringMatching(/unavailable/i),
      });
    } finally {
      useConnectionForTests({ db: db(), dialect });
      await gone.db.destroy();
    }
    expect(await count("contact_enquiries")).toBe(0);
  });

  it("refuses a foreign Origin with 403 and stores nothing", async () => {
    const response = await POST(contactRequest(uniqueEnquiry(), { origin: "https://evil.example" }));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/cross-site/i),
    });
    expect((await POST(contactRequest(uniqueEnquiry(), { origin: "http://localhost:3000" }))).status).toBe(
      201,
    );
    expect(await count("contact_enquiries")).toBe(1);
  });

  it("accepts the sites in CONTACT_CORS_ORIGINS and answers their preflight", async () => {
    process.env.CONTACT_CORS_ORIGINS = "https://www.finlytic.example, https://landing.finlytic.example/";
    resetEnvForTests();
    const origin = "https://landing.finlytic.example";
    const preflight = await OPTIONS(contactRequest(null, { origin, raw: "" }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/content-type/i);
    const response = await POST(contactRequest(uniqueEnquiry(), { origin }));
    expect(response.status).toBe(201);
    expect(response.headers.get("access-control-allow-origin")).toBe(origin);

    const stranger = await OPTIONS(contactRequest(null, { origin: "https://evil.example", raw: "" }));
    expect(stranger.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("group commit: enquiries arriving in one turn (or while one is stored) share a transaction", () => {
  const enquiry = (overrides: Record<string, unknown> = {}) => uniqueEnquiry(overrides) as ContactEnquiry;

  it("stores each once with its two mails, duplicates within a batch included, and kicks the sender once per batch", async () => {
    const first = enquiry();
    const batch = Array.from({ length: 20 }, () => enquiry());
    const twice = enquiry();
    // All arrive in the same turn of the event loop: one transaction, one kick.
    const results = await Promise.all(
      [first, ...batch, twice, { ...twice, fullName: "Same Again" }].map((e) => submitEnquiry(e)),
    );
    expect(results.map((r) => r.duplicate)).toEqual([...Array(22).fill(false), true]);
    expect(results[22]!.id).toBe(results[21]!.id);
    expect(new Set(results.map((r) => r.id)).size).toBe(22);
    expect(kickMailSender).toHaveBeenCalledTimes(1);
    const rows = await db().selectFrom("contact_enquiries").select(["id", "email", "full_name"]).execute();
    expect(rows.map((r) => r.id).sort()).toEqual(
      results
        .slice(0, 22)
        .map((r) => r.id)
        .sort(),
    );
    expect(rows.find((r) => r.id === results[21]!.id)?.full_name).toBe("Ada Lovelace");
    const mail = await db().selectFrom("outbox").select(["ref_id", "kind", "to_address"]).execute();
    expect(mail).toHaveLength(44);
    for (const [index, e] of [first, ...batch, twice].entries()) {
      const mine = mail.filter((m) => m.ref_id === results[index]!.id);
      expect(mine.map((m) => m.kind).sort()).toEqual(["contact:confirmation", "contact:notification"]);
      expect(mine.find((m) => m.kind === "contact:confirmation")?.to_address).toBe(e.email);
    }
  });

  it("a batch that fails is stored one by one: only the bad enquiry fails, the others are stored once", async () => {
    const good = Array.from({ length: 4 }, () => enquiry());
    // Past validation (a caller bug): NOT NULL refuses it and fails its batch.
    const bad = enquiry({ fullName: null });
    const settled = await Promise.allSettled(
      [good[0]!, good[1]!, bad, good[2]!, good[3]!].map((e) => submitEnquiry(e)),
    );
    expect(settled.map((s) => s.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    const emails = (await db().selectFrom("contact_enquiries").select("email").execute())
      .map((r) => r.email)
      .sort();
    expect(emails).toEqual(good.map((e) => e.email).sort());
    expect(await count("outbox")).toBe(8);
  });
});
