import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
// Aliased: a vitest fixture, not a React hook (the hooks lint rule goes by the "use" prefix).
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { registrationBody } from "@/test/support/fixtures";
import { apiRouteEndpoints, apiRouteFiles, callRoute, type RouteEndpoint } from "@/test/support/routes";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { addressProblem } from "@/server/address-checks";

// Bad input every endpoint must answer with a 4xx and the usual JSON error, never a 500.
// The table is built from the route files themselves, so a new endpoint is covered the day
// it is added: malformed cookies, NUL and unpaired surrogates in every body and path
// parameter, and path segments that are not valid percent-encoding.

freshTestDatabase();

type Endpoint = RouteEndpoint;

const routeFiles = apiRouteFiles();
const endpoints: Endpoint[] = [];

beforeAll(async () => {
  endpoints.push(...(await apiRouteEndpoints(routeFiles)));
  expect(endpoints.length).toBeGreaterThanOrEqual(routeFiles.length);
});

// The URL only names the route; handlers read their parameters from `params`.
const concrete = (endpoint: Endpoint) => endpoint.path.replace(/\[(\w+)\]/g, "x");
const paramsOf = (endpoint: Endpoint, value: string) =>
  Object.fromEntries(endpoint.params.map((name) => [name, value]));

async function expectClientError(endpoint: Endpoint, response: { status: number; response: Response }) {
  const label = `${endpoint.method} ${endpoint.path} answered ${response.status}`;
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  expect(response.response.headers.get("content-type"), label).toContain("json");
}

const hostileText = {
  "a NUL": "a\u0000b@example.com",
  "a lone surrogate": "a\uD800b@example.com",
};
// The same hostile text in every field name the API's schemas use, so it is read before
// (or instead of) any other rule: a 400 is due whatever else the body lacks.
function hostileBody(text: string) {
  const fields = [
    "email",
    "password",
    "code",
    "token",
    "name",
    "fullName",
    "message",
    "companyName",
    "companyEmail",
    "firstName",
    "reason",
    "customerName",
    "search",
  ];
  return Object.fromEntries(fields.map((field) => [field, text]));
}

describe("every endpoint refuses bad input with a 4xx", () => {
  let tokens: { partner: string; admin: string };
  beforeAll(async () => {
    const partner = await createTestPartner();
    tokens = {
      partner: (await createSession(await getDb(), partner.user)).token,
      admin: (await adminToken()).token,
    };
  });
  afterAll(() => vi.restoreAllMocks());

  it("a malformed session cookie is no session (401 where one is needed, never 500)", async () => {
    for (const endpoint of endpoints) {
      const response = await callRoute(endpoint.handler, concrete(endpoint), {
        method: endpoint.method,
        cookie: "partner_token=%E0%A4%A",
        params: paramsOf(endpoint, "x"),
        ...(endpoint.method === "GET" ? {} : { body: {} }),
      });
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBeLessThan(500);
    }
  });

  for (const [label, text] of Object.entries(hostileText)) {
    for (const who of ["anonymous", "partner", "admin"] as const) {
      it(`${label} in every body and path parameter (${who})`, async () => {
        for (const endpoint of endpoints) {
          const token = who === "anonymous" ? undefined : tokens[who];
          const response = await callRoute(endpoint.handler, concrete(endpoint), {
            method: endpoint.method,
            token,
            params: paramsOf(endpoint, text),
            ...(endpoint.method === "GET" ? {} : { body: hostileBody(text) }),
          });
          if (endpoint.params.length > 0) await expectClientError(endpoint, response);
          else expect(response.status, `${endpoint.method} ${endpoint.path}`).toBeLessThan(500);
        }
      });
    }
  }

  // The endpoints the probe found answering 500 on PostgreSQL, and the public contact form:
  // a valid body with hostile text in one field at a time (dot paths reach nested fields).
  const publicForms: [string, Record<string, unknown>, string[]][] = [
    ["/api/auth/login", { email: "ada@example.com", password: "Passw0rd!" }, ["email", "password"]],
    ["/api/auth/forgot-password", { email: "ada@example.com" }, ["email"]],
    [
      "/api/auth/login/two-factor",
      { pendingToken: "p".repeat(40), code: "123456" },
      ["pendingToken", "code"],
    ],
    ["/api/auth/send-otp", { email: "ada@example.com" }, ["email"]],
    ["/api/auth/verify-otp", { email: "ada@example.com", otp: "123456" }, ["email", "otp"]],
    [
      "/api/auth/register-anonymous",
      registrationBody(1),
      [
        "companyName",
        "website",
        "primaryContact.name",
        "primaryContact.email",
        "primaryContact.title",
        "currentTechnology",
      ],
    ],
    [
      "/api/contact/submit",
      {
        fullName: "Ada Lovelace",
        email: "ada@example.com",
        message: "Hello from the bad-input table.",
        source: "Contact Page",
      },
      ["fullName", "email", "message", "source"],
    ],
    [
      "/api/contact/demo",
      {
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "Analytical Engines Ltd",
        role: "cfo",
        useCase: "close",
        message: "Hello from the bad-input table.",
      },
      ["name", "email", "company", "role", "useCase", "message"],
    ],
  ];
  function withText(body: Record<string, unknown>, field: string, text: string): Record<string, unknown> {
    const copy = structuredClone(body);
    const keys = field.split(".");
    let target = copy;
    for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
    target[keys.at(-1)!] = text;
    return copy;
  }
  let addresses = 0;
  for (const [label, text] of Object.entries(hostileText)) {
    it.each(publicForms)(
      `%s refuses ${label} in any one field with 400 naming that field`,
      async (route, body, fields) => {
        const endpoint = endpoints.find(
          (candidate) => candidate.path === route && candidate.method === "POST",
        )!;
        for (const field of fields) {
          // Each from its own address: the per-address limits count before the body is read.
          const response = await callRoute(endpoint.handler, route, {
            body: withText(body, field, text),
            ip: `192.0.2.${(addresses += 1)}`,
          });
          // The field's own rule may speak first (an email's); otherwise the characters are named.
          expect(response.status, `${route} ${field}`).toBe(400);
          expect((response.json.errors as Record<string, string>)[field], `${route} ${field}`).toBeTruthy();
        }
      },
    );
  }

  // Every query parameter name a route reads today, and one no route reads: a NUL in the
  // query string is refused whichever parameter carries it (URL decoding turns broken
  // UTF-8 and lone surrogates into U+FFFD, so NUL is the one that gets through).
  const queryNames = ["q", "search", "status", "view", "page", "pageSize", "partnerId", "tab", "unknown"];
  // Endpoints that read nothing from the request at all (not even through withHandler).
  const readsNoInput = new Set([
    "GET /api/health",
    "GET /api/health/live",
    "GET /api/health/ready",
    "GET /api/v1/openapi.json",
  ]);
  let queryCalls = 0;
  for (const who of ["anonymous", "partner", "admin"] as const) {
    // Hundreds of sequential calls (every endpoint, every name), each counting a rate limit.
    it(`a NUL in any query parameter (${who})`, { timeout: 60_000 }, async () => {
      for (const endpoint of endpoints) {
        for (const name of queryNames) {
          const token = who === "anonymous" ? undefined : tokens[who];
          // Each from its own address, so that no per-address limit answers first.
          queryCalls += 1;
          const response = await callRoute(endpoint.handler, `${concrete(endpoint)}?${name}=a%00b`, {
            method: endpoint.method,
            token,
            ip: `198.18.${queryCalls >> 8}.${queryCalls & 255}`,
            params: paramsOf(endpoint, "x"),
            ...(endpoint.method === "GET" ? {} : { body: {} }),
          });
          if (readsNoInput.has(`${endpoint.method} ${endpoint.path}`)) {
            expect(response.status).toBeLessThan(500);
            continue;
          }
          await expectClientError(endpoint, response);
          // The public API (/api/v1) answers problem details: the message is their `detail`.
          expect(
            response.json.error ?? response.json.detail,
            `${endpoint.method} ${endpoint.path} ?${name}`,
          ).toBe("The address contains characters that are not allowed.");
        }
      }
    });
  }

  it("a NUL in a console or portal page's address is refused before the page runs its queries", () => {
    // The production server answers these before Next (server/address-checks.ts; its own
    // test checks the answer, and e2e/standalone the real server).
    for (const address of [
      "/admin/claims?q=a%00b",
      "/admin/enquiries?q=a%00b",
      "/admin/partners/a%00b?tab=deals",
      "/partner-portal/dashboard?x=%00",
      "/partner-portal/login?next=%00",
      "/api/admin/claims?q=%00",
    ]) {
      expect(addressProblem(address), address).toBe("The address contains characters that are not allowed.");
    }
    expect(addressProblem("/admin/claims?q=Zo%C3%AB")).toBeNull(); // other Unicode passes
  });

  it("a path segment that is not valid percent-encoding is refused before routing", () => {
    const dynamic = endpoints.filter((endpoint) => endpoint.params.length > 0);
    expect(dynamic.length).toBeGreaterThan(5);
    for (const endpoint of dynamic) {
      for (const bad of ["%ED%A0%80", "%FF", "%C0%AF", "%E0%A4%A"]) {
        const path = endpoint.path.replace(/\[(\w+)\]/g, bad);
        expect(addressProblem(path), path).toBe("The address is not valid.");
      }
    }
  });
});
