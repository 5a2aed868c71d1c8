import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { useTestDatabase } from "@/test/support/test-database";
import { resetEnvForTests } from "@/lib/server/env";
import { POST } from "@/app/api/contact/submit/route";
import { createSubmitHandler } from "@/app/api/contact/submit/submit-handler";
import { contactRequest, uniqueEnquiry } from "@/test/support/contact-requests";

const db = useTestDatabase();

/** Serves a fetch-style handler over real HTTP on loopback, recording what arrives. */
async function serve(handler: (request: NextRequest) => Promise<Response>) {
  const seen: { forwardedFor: string | undefined; body: unknown }[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    seen.push({
      forwardedFor: req.headers["x-forwarded-for"] as string | undefined,
      body: JSON.parse(body.toString() || "null"),
    });
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers))
      if (typeof value === "string") headers.set(key, value);
    const url = `http://${req.headers.host}${req.url}`;
    const response = await handler(new NextRequest(url, { method: req.method, headers, body }));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, seen, close };
}

// The second instance of this API: the same handler, running its own service (no upstream).
let upstream: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  upstream = await serve(createSubmitHandler(() => undefined));
});

afterAll(async () => {
  await upstream.close();
});

beforeEach(async () => {
  upstream.seen.length = 0;
  process.env.CONTACT_API_URL = upstream.url; // a bare host: /api/contact/submit is appended
  resetEnvForTests();
  await db().deleteFrom("contact_enquiries").execute();
});

afterEach(() => {
  delete process.env.CONTACT_API_URL;
  delete process.env.CONTACT_RATE_LIMIT;
  resetEnvForTests();
});

describe("POST /api/contact/submit in upstream mode (CONTACT_API_URL)", () => {
  it("forwards the validated enquiry over HTTP and relays the upstream's answer", async () => {
    const enquiry = uniqueEnquiry({ fullName: "  Grace Hopper  ", extra: "dropped" });
    const response = await POST(contactRequest(enquiry, { ip: "203.0.113.9" }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: expect.stringContaining("24 hours") });

    expect(upstream.seen).toHaveLength(1);
    expect(upstream.seen[0]!.forwardedFor).toBe("203.0.113.9");
    expect(upstream.seen[0]!.body).toMatchObject({ fullName: "Grace Hopper", email: enquiry.email });
    expect(upstream.seen[0]!.body).not.toHaveProperty("extra");
    const stored = await db().selectFrom("contact_enquiries").selectAll().execute();
    expect(stored.map((row) => row.email)).toEqual([enquiry.email]);
  });

  it("relays the upstream's refusals, such as its per-visitor rate limit", async () => {
    process.env.CONTACT_RATE_LIMIT = "1";
    resetEnvForTests();
    expect((await POST(contactRequest(uniqueEnquiry(), { ip: "203.0.113.10" }))).status).toBe(201);
    const limited = await POST(contactRequest(uniqueEnquiry(), { ip: "203.0.113.10" }));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/too many/i),
    });
    // Another visitor behind the same forwarding instance is not affected.
    expect((await POST(contactRequest(uniqueEnquiry(), { ip: "203.0.113.11" }))).status).toBe(201);
  });

  it("validates before forwarding: bad input never reaches the upstream", async () => {
    const response = await POST(contactRequest({ fullName: "Grace", email: "nope" }));
    expect(response.status).toBe(400);
    expect(upstream.seen).toHaveLength(0);
  });

  it("answers 502 when the upstream is unreachable", async () => {
    const gone = await serve(async () => new Response(null));
    await gone.close();
    process.env.CONTACT_API_URL = `${gone.url}/api/contact/submit`;
    resetEnvForTests();
    const response = await POST(contactRequest(uniqueEnquiry()));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/unavailable/i),
    });
  });

  it.each([
    ["a server error", () => Response.json({ success: false, message: "boom" }, { status: 500 })],
    ["a body that is not JSON", () => new Response("<html>maintenance</html>", { status: 200 })],
    ["a redirect", () => new Response(null, { status: 302, headers: { location: "http://127.0.0.1:1/" } })],
  ])("answers 502 when the upstream gives %s", async (_name, answer) => {
    const broken = await serve(async () => answer());
    process.env.CONTACT_API_URL = `${broken.url}/api/contact/submit`;
    resetEnvForTests();
    try {
      const response = await POST(contactRequest(uniqueEnquiry()));
      expect(response.status).toBe(502);
      expect(broken.seen).toHaveLength(1);
    } finally {
      await broken.close();
    }
    expect(await db().selectFrom("contact_enquiries").selectAll().execute()).toEqual([]);
  });
});
