import { describe, expect, it, vi } from "vitest";
// Aliased: a vitest fixture, not a React hook (the hooks lint rule goes by the "use" prefix).
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { resourceFixtures } from "@/test/support/resource-files";
import { resourceCalls, resourceFields } from "@/test/support/resource-calls";
import { callRoute, sessionCookieFrom } from "@/test/support/routes";
import { serve, withPartnerApiUpstream, useUpstream } from "@/test/support/partner-api-upstream";
import { UPSTREAM_MAX_ANSWER_BYTES } from "./fetch-upstream";
import { partnerApiMessages, runAsPartnerApi } from "./partner-api";

// Proxy mode (PARTNER_API_URL), continued from ./partner-api.test.ts: downloads relayed
// whole and by range, and an upstream that gives no usable answer (down, slow, broken).

freshTestDatabase();

const { upstream, endpoint } = withPartnerApiUpstream();

describe("downloads", () => {
  it("relays the commissions CSV with its type and file name", async () => {
    const account = await createTestPartner();
    const login = await callRoute(endpoint("POST", "/api/auth/login"), "/api/auth/login", {
      body: { email: account.email, password: account.password },
    });
    const result = await callRoute(
      endpoint("GET", "/api/partners/commissions/export"),
      "/api/partners/commissions/export",
      { cookie: sessionCookieFrom(login.response) },
    );
    expect(result.status).toBe(200);
    expect(result.response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(result.response.headers.get("content-disposition")).toMatch(/attachment; filename=.*commissions/);
    expect(await result.response.text()).toMatch(/^\uFEFF?[^\n]*Commission/i);
  });

  it("streams a resource's file through, whole and by byte range, past the 1 MB cap of other answers", async () => {
    const account = await createTestPartner();
    const admin = await adminToken();
    const video = resourceFixtures.mp4(3 * 1024 * 1024);
    const created = await runAsPartnerApi(() =>
      resourceCalls(() => admin.token).upload(resourceFields({ title: "Demo video" }), [
        { filename: "demo.mp4", content: video },
      ]),
    );
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = (created.json.item as { id: string }).id;
    const login = await callRoute(endpoint("POST", "/api/auth/login"), "/api/auth/login", {
      body: { email: account.email, password: account.password },
    });
    const cookie = sessionCookieFrom(login.response);
    const download = endpoint("GET", "/api/partners/resources/[id]/download");
    const path = `/api/partners/resources/${id}/download`;

    const whole = await callRoute(download, path, { cookie, params: { id } });
    expect(whole.status).toBe(200);
    expect(whole.response.headers.get("content-type")).toBe("video/mp4");
    expect(whole.response.headers.get("content-disposition")).toMatch(/^attachment; filename="demo.mp4"/);
    expect(Buffer.compare(Buffer.from(await whole.response.arrayBuffer()), video)).toBe(0);

    const part = await callRoute(download, path, {
      cookie,
      params: { id },
      headers: { range: "bytes=100-199" },
    });
    expect(part.status).toBe(206);
    expect(part.response.headers.get("content-range")).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.compare(Buffer.from(await part.response.arrayBuffer()), video.subarray(100, 200))).toBe(0);
    expect(upstream.seen.at(-1)!.headers.range).toBe("bytes=100-199");

    const missing = await callRoute(download, `/api/partners/resources/${id}x/download`, {
      cookie,
      params: { id: `${id}x` },
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ success: false });
  });

  it("relays a download's JSON refusal", async () => {
    const result = await callRoute(
      endpoint("GET", "/api/partners/commissions/export"),
      "/api/partners/commissions/export",
    );
    expect(result.status).toBe(401);
    expect(result.json).toMatchObject({ success: false });
  });
});

describe("an upstream that gives no usable answer", () => {
  const call = () =>
    callRoute(endpoint("POST", "/api/auth/send-otp"), "/api/auth/send-otp", {
      body: { email: "someone@example.com" },
    });
  const expectGeneric = async (result: Awaited<ReturnType<typeof call>>, status: number, message: string) => {
    expect(result.status).toBe(status);
    expect(result.json).toEqual({ success: false, error: message, message });
  };

  it("answers 502 when it is down", async () => {
    const gone = await serve(async () => new Response(null));
    await gone.close();
    useUpstream(gone.url);
    await expectGeneric(await call(), 502, partnerApiMessages.badAnswer);
  });

  it("answers 504 when it is too slow", async () => {
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    vi.spyOn(AbortSignal, "timeout").mockImplementation(() => timeout(300)); // the 10 s limit, shortened
    const slow = await serve(async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      return Response.json({ success: true });
    });
    useUpstream(slow.url);
    try {
      await expectGeneric(await call(), 504, partnerApiMessages.timeout);
    } finally {
      await slow.close();
    }
  });

  it("gives a slow upload all the time it needs: the 10 s start once the body is sent", async () => {
    const timeout = AbortSignal.timeout.bind(AbortSignal);
    vi.spyOn(AbortSignal, "timeout").mockImplementation(() => timeout(300)); // the 10 s limit, shortened
    const quick = await serve(async () => Response.json({ success: true, received: true }));
    useUpstream(quick.url);
    const encoder = new TextEncoder();
    const slowBody = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('{"email":'));
        await new Promise((resolve) => setTimeout(resolve, 800));
        controller.enqueue(encoder.encode('"someone@example.com"}'));
        controller.close();
      },
    });
    try {
      const result = await callRoute(endpoint("POST", "/api/auth/send-otp"), "/api/auth/send-otp", {
        rawBody: slowBody,
        headers: { "content-type": "application/json" },
      });
      expect(result.status).toBe(200);
      expect(result.json).toEqual({ success: true, received: true });
      expect(JSON.parse(quick.seen[0]!.body.toString())).toEqual({ email: "someone@example.com" });
    } finally {
      await quick.close();
    }
  });

  it.each([
    [
      "a 500 (its status relayed, its details not)",
      500,
      partnerApiMessages.badAnswer,
      () =>
        Response.json(
          { success: false, error: "TypeError at /srv/api/db.js:42 (password=hunter2)" },
          { status: 500 },
        ),
    ],
    [
      "an HTML page",
      502,
      partnerApiMessages.badAnswer,
      () =>
        new Response("<html>Bad gateway</html>", { status: 200, headers: { "content-type": "text/html" } }),
    ],
    ["JSON that is not an object", 502, partnerApiMessages.badAnswer, () => Response.json(["x"])],
    [
      "a redirect",
      502,
      partnerApiMessages.badAnswer,
      () => new Response(null, { status: 302, headers: { location: "http://127.0.0.1:1/" } }),
    ],
    [
      "an oversized answer",
      502,
      partnerApiMessages.badAnswer,
      () => Response.json({ success: true, padding: "x".repeat(UPSTREAM_MAX_ANSWER_BYTES) }),
    ],
    [
      "an oversized answer without a length",
      502,
      partnerApiMessages.badAnswer,
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(
                new TextEncoder().encode(`{"padding":"${"x".repeat(UPSTREAM_MAX_ANSWER_BYTES)}"}`),
              );
              controller.close();
            },
          }),
          { headers: { "content-type": "application/json" } },
        ),
    ],
  ])("answers %s with the generic message", async (_name, status, message, answer) => {
    const broken = await serve(async () => answer());
    useUpstream(broken.url);
    try {
      const result = await call();
      await expectGeneric(result, status, message);
      expect(broken.seen).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});
