// The export and erasure endpoints as the bad-input tests see them (imported by *.test.ts only):
// each endpoint's route and role, partner and programme-team sessions live and revoked, the
// body refusals of the person endpoints and of approval, and the check that a refusal
// answered its 4xx and message and changed nothing.
import { beforeAll, expect } from "vitest";
import { GET as exportRoute } from "@/app/api/partners/account/export/route";
import { POST as deletionRoute } from "@/app/api/partners/account/deletion/route";
import { GET as requestsRoute } from "@/app/api/admin/deletion-requests/route";
import { POST as approveRoute } from "@/app/api/admin/deletion-requests/[id]/approve/route";
import { POST as personExportRoute } from "@/app/api/admin/privacy/export/route";
import { POST as personEraseRoute } from "@/app/api/admin/privacy/erase/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { privacyMessages } from "@/lib/validation/privacy";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { adminToken, createTestPartner } from "./accounts";
import { footprint, notJson, raw } from "./privacy-refusals";
import { callRoute, type CallOptions, type Handler } from "./routes";

export const tokens = { partner: "", revokedPartner: "", admin: "", revokedAdmin: "" };

async function revokedSession(token: string) {
  const d = await getDb();
  await d
    .updateTable("sessions")
    .set({ revoked_at: new Date().toISOString() })
    .where("revoked_at", "is", null)
    .where("id", "in", d.selectFrom("sessions").select("id").orderBy("created_at", "desc").limit(1))
    .execute();
  return token;
}

/** Sets up, before the calling file's tests, the sessions and one enquiry to find. */
export function prepareEndpointRefusals() {
  beforeAll(async () => {
    const account = await createTestPartner({});
    tokens.partner = (await createSession(await getDb(), account.user)).token;
    const other = await createTestPartner({});
    tokens.revokedPartner = await revokedSession((await createSession(await getDb(), other.user)).token);
    tokens.admin = (await adminToken()).token;
    const second = await adminToken();
    tokens.revokedAdmin = await revokedSession(second.token);
    // One enquiry, so the person endpoints have someone to find.
    await (
      await getDb()
    )
      .insertInto("contact_enquiries")
      .values({
        id: crypto.randomUUID(),
        full_name: "Known Person",
        email: "known@example.com",
        company: "",
        phone_number: "",
        industry: "",
        company_size: "",
        message: "m",
        source: "s",
        created_at: new Date().toISOString(),
      })
      .execute();
  });
}

export interface Endpoint {
  name: string;
  handler: Handler;
  path: string;
  method: "GET" | "POST";
  role: "partner" | "admin";
  body?: unknown;
  params?: Record<string, string>;
}

export const endpoints: Endpoint[] = [
  {
    name: "GET /api/partners/account/export",
    handler: exportRoute as Handler,
    path: "/api/partners/account/export",
    method: "GET",
    role: "partner",
  },
  {
    name: "POST /api/partners/account/deletion",
    handler: deletionRoute as Handler,
    path: "/api/partners/account/deletion",
    method: "POST",
    role: "partner",
    body: {},
  },
  {
    name: "GET /api/admin/deletion-requests",
    handler: requestsRoute as Handler,
    path: "/api/admin/deletion-requests",
    method: "GET",
    role: "admin",
  },
  {
    name: "POST /api/admin/deletion-requests/{id}/approve",
    handler: approveRoute as Handler,
    path: "/api/admin/deletion-requests/x/approve",
    method: "POST",
    role: "admin",
    params: { id: "00000000-0000-4000-8000-000000000000" },
  },
  {
    name: "POST /api/admin/privacy/export",
    handler: personExportRoute as Handler,
    path: "/api/admin/privacy/export",
    method: "POST",
    role: "admin",
    body: { email: "known@example.com" },
  },
  {
    name: "POST /api/admin/privacy/erase",
    handler: personEraseRoute as Handler,
    path: "/api/admin/privacy/erase",
    method: "POST",
    role: "admin",
    body: { email: "known@example.com" },
  },
];

export interface EndpointCase {
  name: string;
  endpoint: Endpoint;
  call: () => Partial<CallOptions> & { path?: string };
  status: number;
  error: () => string;
}

export const bodyCases: EndpointCase[] = [];
export const person = (route: "export" | "erase") =>
  endpoints.find((e) => e.path.endsWith(`/privacy/${route}`))!;
const body = (
  endpoint: Endpoint,
  name: string,
  call: () => Partial<CallOptions>,
  status: number,
  error: string,
) => ({ name: `${endpoint.name}: ${name}`, endpoint, call, status, error: () => error });
for (const route of ["export", "erase"] as const) {
  const e = person(route);
  bodyCases.push(
    body(e, "an empty object", () => ({ body: {} }), 400, privacyMessages.emailMissing),
    body(e, "an empty email", () => ({ body: { email: "   " } }), 400, privacyMessages.emailMissing),
    body(e, "a null email", () => ({ body: { email: null } }), 400, privacyMessages.emailMissing),
    body(
      e,
      "an email list",
      () => ({ body: { email: ["known@example.com"] } }),
      400,
      privacyMessages.emailMissing,
    ),
    body(
      e,
      "an email without a domain",
      () => ({ body: { email: "known@" } }),
      400,
      privacyMessages.emailInvalid,
    ),
    body(
      e,
      "an email over 254 characters",
      () => ({ body: { email: `${"a".repeat(60)}@${"b".repeat(200)}.com` } }),
      400,
      privacyMessages.emailInvalid,
    ),
    body(
      e,
      "a display-name address",
      () => ({ body: { email: "Known <known@example.com>" } }),
      400,
      privacyMessages.emailInvalid,
    ),
    body(
      e,
      "a wildcard address",
      () => ({ body: { email: "%@example.com" } }),
      400,
      privacyMessages.emailInvalid,
    ),
    body(
      e,
      "an SQL injection",
      () => ({ body: { email: "' OR 1=1 --@example.com" } }),
      400,
      privacyMessages.emailInvalid,
    ),
    body(
      e,
      "an extra field",
      () => ({ body: { email: "known@example.com", all: true } }),
      400,
      privacyMessages.personFields,
    ),
    body(e, "an array body", () => ({ body: [] }), 400, privacyMessages.personFields),
    body(e, "a null body", () => ({ body: null }), 400, privacyMessages.personFields),
    body(e, "broken JSON", () => raw("{"), 400, "The request body is not valid JSON."),
    body(e, "an empty body", () => raw(""), 400, "The request body is empty."),
    body(
      e,
      "a form body",
      () => raw("email=known@example.com", "application/x-www-form-urlencoded"),
      415,
      notJson,
    ),
    body(
      e,
      "a body over 1 KB",
      () => ({ body: { email: "known@example.com", pad: "x".repeat(2000) } }),
      413,
      "The request body is too large (limit 1 KB).",
    ),
    body(
      e,
      "an address nobody has",
      () => ({ body: { email: "stranger@example.com" } }),
      404,
      privacyMessages.personNotFound,
    ),
  );
}
const approval = endpoints.find((e) => e.path.endsWith("/approve"))!;
bodyCases.push(
  body(approval, "an unknown id", () => ({}), 404, privacyMessages.requestNotFound),
  body(
    approval,
    "an id that is not a UUID",
    () => ({ params: { id: "../../users" } }),
    404,
    privacyMessages.requestNotFound,
  ),
  body(approval, "a NUL in the id", () => ({ params: { id: "a\u0000b" } }), 400, forbiddenAddressMessage),
  body(approval, "a field", () => ({ body: { confirm: true } }), 400, privacyMessages.approveFields),
  body(approval, "an array body", () => ({ body: [] }), 400, privacyMessages.approveFields),
  body(approval, "broken JSON", () => raw("{"), 400, "The request body is not valid JSON."),
  body(approval, "a form body", () => raw("confirm=1", "application/x-www-form-urlencoded"), 415, notJson),
  body(
    approval,
    "a body over 1 KB",
    () => ({ body: { pad: "x".repeat(2000) } }),
    413,
    "The request body is too large (limit 1 KB).",
  ),
);

/** Calls the case's endpoint and expects its refusal, with every table as it was. */
export async function expectRefused(c: EndpointCase, ip: string) {
  const { path, ...options } = { path: c.endpoint.path, ...c.call() };
  const token = c.endpoint.role === "partner" ? tokens.partner : tokens.admin;
  const before = await footprint();
  const result = await callRoute(c.endpoint.handler, path, {
    method: c.endpoint.method,
    token,
    ip,
    ...(c.endpoint.body !== undefined && !("rawBody" in options) ? { body: c.endpoint.body } : {}),
    params: c.endpoint.params,
    ...options,
  });
  expect({ status: result.status, error: result.json.error }).toEqual({
    status: c.status,
    error: c.error(),
  });
  expect(await footprint()).toEqual(before);
}
