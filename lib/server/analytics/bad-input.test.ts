import { beforeAll, describe, expect, it } from "vitest";
import { GET as chartRoute } from "@/app/api/admin/analytics/[chart]/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { analyticsMessages as a } from "@/lib/validation/analytics";
import { authMessages } from "@/lib/validation/auth";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { adminToken, createTestPartner } from "@/test/support/accounts";
import { refusalSuite, type Case } from "@/test/support/refusals";
import { useTestDatabase } from "@/test/support/test-database";

// Bad input on the programme analytics API: each refusal answers its status and exact message
// (test/support/refusals.ts); a read, it writes nothing, and the audit log and outbox stay so.
// The charts' figures are in ./route.test.ts and ./tie-out.test.ts.
// Parameters a chart does not read are ignored, as on the partner's charts (a URL-decoded query
// cannot hold a lone surrogate: invalid UTF-8 becomes U+FFFD).

useTestDatabase();
const refuses = refusalSuite("10.145", ["audit_log", "outbox"]);
const s = { admin: "", partner: "", revoked: "" };

beforeAll(async () => {
  s.revoked = (await adminToken()).token;
  await (await getDb()).updateTable("sessions").set({ revoked_at: new Date().toISOString() }).execute();
  s.admin = (await adminToken()).token;
  const partner = await createTestPartner();
  s.partner = (await createSession(await getDb(), partner.user)).token;
});

const range = "from=2026-01-01&to=2026-03-31";
/** A call for `chart` with `query`, as the team unless `token` says otherwise. */
const ask = (
  name: string,
  chart: string,
  query: string,
  status: number,
  error: string,
  token?: () => string | undefined,
): Case => ({
  name,
  options: () => ({
    path: `/api/admin/analytics/x?${query}`,
    params: { chart },
    token: token ? token() : s.admin,
  }),
  status,
  error,
});

const count = refuses(chartRoute, "/api/admin/analytics/{chart}", "GET", () => [
  ask("no session", "pipeline", range, 401, authMessages.unauthenticated, () => undefined),
  ask("a forged token", "pipeline", range, 401, authMessages.unauthenticated, () => "forged.token.value"),
  ask("a revoked session", "pipeline", range, 401, authMessages.unauthenticated, () => s.revoked),
  ask("a partner's session", "pipeline", range, 403, authMessages.adminsOnly, () => s.partner),
  ask("an unknown chart", "revenue", range, 404, a.unknownChart),
  ask("a chart in capitals", "PIPELINE", range, 404, a.unknownChart),
  ask("a chart named __proto__", "__proto__", range, 404, a.unknownChart),
  ask("a chart with SQL", "pipeline' OR '1'='1", range, 404, a.unknownChart),
  ask("a partner's chart on the console", "win-rate", range, 404, a.unknownChart),
  ask("no dates", "pipeline", "", 400, a.badDate),
  ask("no start", "pipeline", "to=2026-03-31", 400, a.badDate),
  ask("no end", "pipeline", "from=2026-01-01", 400, a.badDate),
  ask("an empty start", "pipeline", "from=&to=2026-03-31", 400, a.badDate),
  ask("a day that does not exist", "pipeline", "from=2026-02-30&to=2026-03-31", 400, a.badDate),
  ask("a month 13", "pipeline", "from=2026-13-01&to=2026-12-31", 400, a.badDate),
  ask("a date written day first", "pipeline", "from=01-01-2026&to=2026-03-31", 400, a.badDate),
  ask("a date with a time", "pipeline", "from=2026-01-01T00:00:00Z&to=2026-03-31", 400, a.badDate),
  ask("a timestamp", "pipeline", "from=1767225600&to=2026-03-31", 400, a.badDate),
  ask("a start after the end", "pipeline", "from=2026-04-01&to=2026-03-31", 400, a.fromAfterTo),
  ask("a range over 3 years", "pipeline", "from=2020-01-01&to=2026-03-31", 400, a.rangeTooLong),
  ask("a range of 1,096 days", "pipeline", "from=2023-01-01&to=2026-01-01", 400, a.rangeTooLong),
  ask("an unknown format", "pipeline", `${range}&format=xml`, 400, a.badFormat),
  ask("a format in capitals", "pipeline", `${range}&format=CSV`, 400, a.badFormat),
  ask("a review target of 0", "review-time", `${range}&targetHours=0`, 400, a.badTarget),
  ask("a review target over 90 days", "review-time", `${range}&targetHours=2161`, 400, a.badTarget),
  ask("a fractional review target", "review-time", `${range}&targetHours=1.5`, 400, a.badTarget),
  ask("a review target of words", "review-time", `${range}&targetHours=soon`, 400, a.badTarget),
  ask("a partner id of 65 characters", "pipeline", `${range}&partnerId=${"p".repeat(65)}`, 400, a.partnerId),
  ask(
    "a tier of 41 characters",
    "leaderboard",
    `${range}&tier=${"t".repeat(41)}`,
    400,
    "A tier has at most 40 characters.",
  ),
  ask(
    "a country of 81 characters",
    "leaderboard",
    `${range}&country=${"c".repeat(81)}`,
    400,
    "A country has at most 80 characters.",
  ),
  ask("a NUL in the query", "pipeline", `${range}&tier=a%00b`, 400, forbiddenAddressMessage),
]);

describe("the analytics refusals", () => {
  it("covers the chart endpoint with at least 30 refusals", () => {
    expect(count).toBeGreaterThanOrEqual(30);
  });
});
