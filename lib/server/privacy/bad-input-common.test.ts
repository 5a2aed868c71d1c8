import { describe, expect, it } from "vitest";
import { authMessages } from "@/lib/validation/auth";
import { forbiddenAddressMessage } from "@/server/address-checks";
import {
  bodyCases,
  endpoints,
  expectRefused,
  person,
  prepareEndpointRefusals,
  tokens,
  type Endpoint,
} from "@/test/support/privacy-endpoints";
import { crossSite } from "@/test/support/privacy-refusals";
import { clientAddresses, type CallOptions } from "@/test/support/routes";
import { useTestDatabase } from "@/test/support/test-database";

// What every export and erasure endpoint refuses alike (foreign origins, missing, forged,
// revoked or wrong-role sessions, NUL in the address). Each answer is a 4xx with its message;
// nothing changes. The body refusals are in ./bad-input-bodies.test.ts.

useTestDatabase();
const nextIp = clientAddresses("10.64");
prepareEndpointRefusals();

const common: [
  string,
  (e: Endpoint) => Partial<CallOptions> & { path?: string },
  number,
  (e: Endpoint) => string,
][] = [
  ["a foreign Origin", () => ({ headers: { origin: "https://evil.example" } }), 403, () => crossSite],
  ["an opaque (null) Origin", () => ({ headers: { origin: "null" } }), 403, () => crossSite],
  [
    "the same host over another scheme",
    () => ({ headers: { origin: "https://localhost:3000" } }),
    403,
    () => crossSite,
  ],
  [
    "a look-alike host",
    () => ({ headers: { origin: "http://localhost:3000.evil.example" } }),
    403,
    () => crossSite,
  ],
  ["no session", () => ({ token: undefined }), 401, () => authMessages.unauthenticated],
  ["a forged token", () => ({ token: "forged.token.value" }), 401, () => authMessages.unauthenticated],
  [
    "a revoked session",
    (e) => ({ token: e.role === "partner" ? tokens.revokedPartner : tokens.revokedAdmin }),
    401,
    () => authMessages.unauthenticated,
  ],
  [
    "the other role's session",
    (e) => ({ token: e.role === "partner" ? tokens.admin : tokens.partner }),
    403,
    (e) => (e.role === "partner" ? authMessages.partnersOnly : authMessages.adminsOnly),
  ],
  ["a NUL in the query", (e) => ({ path: `${e.path}?q=a%00b` }), 400, () => forbiddenAddressMessage],
];

const cases = endpoints.flatMap((endpoint) =>
  common.map(([name, call, status, error]) => ({
    name: `${endpoint.name}: ${name}`,
    endpoint,
    call: () => call(endpoint),
    status,
    error: () => error(endpoint),
  })),
);

describe("every export and erasure endpoint refuses, changing nothing", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    await expectRefused(c, nextIp());
  });

  it("covers each endpoint with at least 9 refusals, and the body-taking ones with 25", () => {
    const per = (e: Endpoint) => [...cases, ...bodyCases].filter((c) => c.endpoint === e).length;
    for (const e of endpoints) expect(per(e)).toBeGreaterThanOrEqual(9);
    expect(per(person("export"))).toBeGreaterThanOrEqual(25);
    expect(per(person("erase"))).toBeGreaterThanOrEqual(25);
  });
});
