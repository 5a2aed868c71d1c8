import { expect, test } from "../support/test";
import { randomUUID } from "node:crypto";
import { admin, call, db, received, servers, useTwoInstances } from "../support/two-instances";

// Two production servers over one fresh PostgreSQL database: rate limits counted across both,
// and 2,000 enquiries whose 4,000 emails both senders deliver exactly once. Run when
// TEST_POSTGRES_URL names a PostgreSQL server (as `npm test` in CI does).
useTwoInstances();

test("per-address and per-account limits count the attempts made on both servers", async () => {
  // Per address: 20 failed sign-ins from one address, alternating servers; the 21st is refused.
  const address = "203.0.113.77";
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const response = await call("/api/auth/login", {
      json: { email: `nobody-${attempt}-${randomUUID()}@two.test`, password: "Wrong-Passw0rd!" },
      ip: address,
    });
    expect(response.status, `attempt ${attempt}`).toBe(401);
  }
  for (const server of servers) {
    expect(
      (
        await call("/api/auth/login", {
          json: { email: `late-${randomUUID()}@two.test`, password: "Wrong-Passw0rd!" },
          ip: address,
          on: server.baseUrl,
        })
      ).status,
    ).toBe(429);
  }
  // Per account: 5 wrong passwords from five addresses over both servers; then refused on both.
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    expect(
      (
        await call("/api/auth/login", {
          json: { email: admin.email, password: `Wrong-${attempt}-Passw0rd!` },
          ip: `203.0.113.${attempt}`,
        })
      ).status,
    ).toBe(401);
  }
  for (const server of servers) {
    expect(
      (await call("/api/auth/login", { json: admin, ip: "203.0.113.200", on: server.baseUrl })).status,
    ).toBe(429);
  }
});

test("2,000 enquiries over both servers are stored once each, and both senders deliver every email exactly once", async () => {
  test.setTimeout(600_000);
  const before = received.length;
  const total = 2000;
  let index = 0;
  const statuses: number[] = [];
  const worker = async () => {
    for (let i = index++; i < total; i = index++) {
      const response = await fetch(`${servers[i % 2]!.baseUrl}/api/contact/submit`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.18.${i >> 8}.${i & 255}` },
        body: JSON.stringify({
          fullName: `Visitor ${i}`,
          email: `visitor-${i}@bulk.test`,
          company: "Scale Out Ltd",
          phoneNumber: "+44 20 7946 0958",
          industry: "Banking",
          companySize: "51-200",
          message: `Enquiry number ${i}: we close the month in 12 days.`,
          source: "Partners Page",
        }),
      });
      statuses.push(response.status);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  expect(statuses.filter((status) => status !== 201)).toEqual([]);
  const stored = await db.query<{ n: string; distinct_emails: string }>(
    "select count(*) as n, count(distinct email) as distinct_emails from contact_enquiries where email like 'visitor-%@bulk.test'",
  );
  expect(stored.rows[0]).toEqual({ n: String(total), distinct_emails: String(total) });

  // Every outbox message leaves: none pending, none held.
  await expect
    .poll(
      async () =>
        Number(
          (
            await db.query<{ n: string }>(
              "select count(*) as n from outbox where status in ('pending', 'sending')",
            )
          ).rows[0]!.n,
        ),
      { timeout: 400_000, intervals: [1000] },
    )
    .toBe(0);
  const sentRows = (await db.query<{ id: string }>("select id from outbox where status = 'sent'")).rows.map(
    (row) => row.id,
  );
  expect(
    (await db.query<{ n: string }>("select count(*) as n from outbox where status = 'failed'")).rows[0]!.n,
  ).toBe("0");
  // Exactly once at the SMTP peer: every sent row once, nothing else.
  const ids = received.map((mail) => mail.messageId.replace(/^<|@.*$/g, ""));
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.sort()).toEqual(sentRows.sort());
  expect(received.length - before).toBe(2 * total);
  // Both servers' senders took part.
  for (const server of servers) {
    const sentByServer = server
      .logs()
      .split("\n")
      .filter((line) => line.includes('"msg":"outbox run"'))
      .reduce((sum, line) => sum + Number((JSON.parse(line) as { sent: number }).sent), 0);
    expect(sentByServer, server.baseUrl).toBeGreaterThan(0);
  }
});
