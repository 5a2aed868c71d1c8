import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { z } from "zod";
import { useTestDatabase } from "@/test/support/test-database";
import { Refusal } from "@/lib/refusal";
import { withHandler } from "./handler";

useTestDatabase();

const schema = z.object({ name: z.string().min(1, "Name is required") });
const handler = withHandler({ body: schema, maxBodyBytes: 100 }, async ({ body }) => {
  if (body.name === "teapot") throw new Refusal(418, "I am a teapot");
  if (body.name === "crash") throw new Error("internal detail");
  return { success: true, greeting: `Hello ${body.name}` };
});

function post(body: string, headers: Record<string, string> = {}) {
  return new NextRequest("http://localhost:3000/api/test", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", host: "localhost:3000", ...headers },
  });
}

describe("withHandler", () => {
  it("passes a valid body to the handler and answers JSON", async () => {
    const response = await handler(post(JSON.stringify({ name: "Ada" })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, greeting: "Hello Ada" });
  });

  it.each([
    ["invalid JSON", post("{nope"), 400, "The request body is not valid JSON."],
    ["an empty body", post(""), 400, "The request body is empty."],
    [
      "a body over the limit",
      post(JSON.stringify({ name: "x".repeat(200) })),
      413,
      "The request body is too large (limit 100 bytes).",
    ],
    [
      "the wrong content type",
      post("name=Ada", { "content-type": "application/x-www-form-urlencoded" }),
      415,
      "The request body must be JSON (Content-Type: application/json).",
    ],
    ["a failing schema", post(JSON.stringify({ name: "" })), 400, "Name is required"],
    [
      "a foreign Origin",
      post(JSON.stringify({ name: "Ada" }), { origin: "https://evil.example" }),
      403,
      "Cross-site requests are not allowed.",
    ],
  ])("refuses %s with a clear message", async (_label, request, status, message) => {
    const response = await handler(request);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ success: false, error: message, message });
  });

  it("names the failing fields", async () => {
    const response = await handler(post(JSON.stringify({})));
    expect((await response.json()).errors).toHaveProperty("name");
  });

  it("accepts its own Origin", async () => {
    const response = await handler(
      post(JSON.stringify({ name: "Ada" }), { origin: "http://localhost:3000" }),
    );
    expect(response.status).toBe(200);
  });

  it("maps typed errors to their status and hides unexpected ones", async () => {
    expect((await handler(post(JSON.stringify({ name: "teapot" })))).status).toBe(418);
    const crash = await handler(post(JSON.stringify({ name: "crash" })));
    expect(crash.status).toBe(500);
    expect(JSON.stringify(await crash.json())).not.toContain("internal detail");
  });

  it("answers 429 with Retry-After once the rate limit is spent", async () => {
    const limited = withHandler(
      { rateLimit: { name: "handler-test", limit: 2, windowMs: 60_000, message: "Too many requests." } },
      async () => ({ success: true }),
    );
    const request = () =>
      new NextRequest("http://localhost:3000/api/x", { headers: { "x-forwarded-for": "9.9.9.9" } });
    expect((await limited(request())).status).toBe(200);
    expect((await limited(request())).status).toBe(200);
    const refused = await limited(request());
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect(await refused.json()).toMatchObject({ error: "Too many requests." });
  });
});

describe("the Origin check compares scheme, host and port exactly with APP_URL", () => {
  it.each([
    ["another scheme", "https://localhost:3000"],
    ["another name for the machine", "http://127.0.0.1:3000"],
    ["another port", "http://localhost:3001"],
    ["the request's own Host when it is not APP_URL", "http://evil.example"],
    ["an Origin that is no URL", "null"],
  ])("refuses %s", async (_label, origin) => {
    const host = new URL(origin === "null" ? "http://x" : origin).host;
    const response = await handler(post(JSON.stringify({ name: "Ada" }), { origin, host }));
    expect(response.status).toBe(403);
  });
});

describe("text the API refuses in every schema", () => {
  it.each([
    ["a NUL character", "Ada\u0000Lovelace"],
    ["a lone high surrogate", "Ada\uD800"],
    ["a lone low surrogate", "\uDC00Ada"],
  ])("refuses %s that the schema alone would accept, naming the field", async (_label, name) => {
    const response = await handler(post(JSON.stringify({ name })));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({
      success: false,
      error: "This field contains characters that are not allowed (such as NUL or broken Unicode).",
    });
    expect(body.errors).toHaveProperty("name");
  });

  it("accepts paired surrogates (emoji) and other Unicode", async () => {
    const response = await handler(post(JSON.stringify({ name: "Zoë 🚀 日本" })));
    expect(response.status).toBe(200);
  });

  it("refuses path parameters with a NUL", async () => {
    const byId = withHandler({}, async ({ params }) => ({ success: true, id: params.id }));
    const response = await byId(new NextRequest("http://localhost:3000/api/test/x"), {
      params: Promise.resolve({ id: "a\u0000b" }),
    });
    expect(response.status).toBe(400);
  });

  it("refuses a NUL in a query parameter that no schema reads, before the handler runs", async () => {
    let ran = false;
    const list = withHandler({}, async ({ request }) => {
      ran = true;
      return { success: true, partnerId: request.nextUrl.searchParams.get("partnerId") };
    });
    const refused = await list(new NextRequest("http://localhost:3000/api/test?partnerId=a%00b"));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      success: false,
      error: "The address contains characters that are not allowed.",
    });
    expect(ran).toBe(false);
    const fine = await list(new NextRequest("http://localhost:3000/api/test?partnerId=Zo%C3%AB"));
    expect(await fine.json()).toMatchObject({ partnerId: "Zoë" });
  });
});
