import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as adminCommissionsRoute } from "@/app/api/admin/commissions/route";
import { GET as adminExportRoute } from "@/app/api/admin/commissions/export/route";
import { GET as adminPayoutsRoute } from "@/app/api/admin/payouts/route";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { adminMessages, listQuerySchema } from "@/lib/validation/admin";
import { authMessages } from "@/lib/validation/auth";
import { payoutMessages } from "@/lib/validation/payouts";
import { partnerToken } from "@/test/support/accounts";
import { insertCommission } from "@/test/support/payouts";
import { callRoute, type Handler } from "@/test/support/routes";
import {
  long,
  Refusal,
  refused,
  expectRefusal,
  admin,
  preparePayoutRefusals,
} from "@/test/support/payout-refusals";

// Bad queries and callers on the console's commission and payout lists and exports: the 4xx and
// the exact message; hostile filters it accepts match nothing rather than everything.

freshTestDatabase();
preparePayoutRefusals();

type ListCase = [
  name: string,
  query: string,
  caller: "admin" | "partner" | "none" | "forged",
  expected: Refusal,
];
/** The page size's message as the console's one list query words it. */
const pageSizeRefusal = (value: string) =>
  refused(400, listQuerySchema.safeParse({ pageSize: value }).error!.issues[0]!.message, "pageSize");
const unknownStatus = refused(400, adminMessages.unknownStatus, "status");
const statusCases = (values: string[]): ListCase[] =>
  values.map((value) => [
    `status ${JSON.stringify(value.length > 40 ? `${value.slice(0, 10)}… (${value.length})` : value)}`,
    `status=${encodeURIComponent(value)}`,
    "admin",
    unknownStatus,
  ]);
const pageSizeCases: ListCase[] = ["0", "-1", "101", "1000000", "abc", "1.5", "NaN", "Infinity", "1e3"].map(
  (size) => [`pageSize ${size}`, `pageSize=${encodeURIComponent(size)}`, "admin", pageSizeRefusal(size)],
);
const nulCases: ListCase[] = [
  [
    "NUL in the status",
    `status=${encodeURIComponent("paid\u0000")}`,
    "admin",
    refused(400, forbiddenAddressMessage),
  ],
  [
    "NUL in the search",
    `search=${encodeURIComponent("a\u0000b")}`,
    "admin",
    refused(400, forbiddenAddressMessage),
  ],
  [
    "NUL in the partner id",
    `partnerId=${encodeURIComponent("a\u0000")}`,
    "admin",
    refused(400, forbiddenAddressMessage),
  ],
  [
    "NUL in a parameter's name",
    `${encodeURIComponent("x\u0000")}=1`,
    "admin",
    refused(400, forbiddenAddressMessage),
  ],
];
const callerCases: ListCase[] = [
  ["a partner's session", "", "partner", refused(403, authMessages.adminsOnly)],
  ["no session", "", "none", refused(401, authMessages.unauthenticated)],
  ["a forged token", "status=all", "forged", refused(401, authMessages.unauthenticated)],
];
// A status is trimmed like every console list's ("pending " is pending); a zero-width space is not.
const hostileStatuses = [
  "bogus",
  "PENDING",
  "Paid",
  "pending\u200b",
  "pen ding",
  "processing",
  "rejected",
  "all;drop table commissions",
  "' or 1=1 --",
  "ｐｅｎｄｉｎｇ",
  "<script>alert(1)</script>",
  long(41),
  "pending,paid",
  "__proto__",
  "🙂",
];
const partnerIdTooLong: ListCase = [
  "a partner id of 65 characters",
  `partnerId=${long(65)}`,
  "admin",
  refused(400, payoutMessages.partnerId, "partnerId"),
];

const adminListCases: [string, Handler, string, ListCase[]][] = [
  [
    "GET /api/admin/commissions",
    adminCommissionsRoute,
    "/api/admin/commissions",
    [...statusCases(hostileStatuses), ...pageSizeCases, partnerIdTooLong, ...nulCases, ...callerCases],
  ],
  [
    "GET /api/admin/commissions/export",
    adminExportRoute,
    "/api/admin/commissions/export",
    [
      ...statusCases(hostileStatuses),
      partnerIdTooLong,
      ["a search of 201 characters (q)", `q=${long(201)}`, "admin", refused(400, payoutMessages.search, "q")],
      [
        "a search of 201 characters (search)",
        `search=${long(201)}`,
        "admin",
        refused(400, payoutMessages.search, "q"),
      ],
      [
        "a status beside a search too long",
        `status=paid&q=${long(300)}`,
        "admin",
        refused(400, payoutMessages.search, "q"),
      ],
      ...nulCases,
      ...callerCases,
    ],
  ],
  [
    "GET /api/admin/payouts",
    adminPayoutsRoute,
    "/api/admin/payouts",
    [
      ...statusCases([
        "bogus",
        "all",
        "pending",
        "approved",
        "PAID",
        "Requested",
        "requested;drop table payout_requests",
        "' or 1=1 --",
        "ｐａｉｄ",
        long(41),
        "__proto__",
        "🙂",
        "<script>alert(1)</script>",
      ]),
      ...pageSizeCases,
      ...nulCases,
      ...callerCases,
    ],
  ],
];

describe.each(adminListCases)("%s refuses bad queries and callers", (_label, route, path, cases) => {
  let partner: string;
  beforeAll(async () => {
    partner = (await partnerToken()).token;
  });

  it("has at least 25 cases", () => expect(cases.length).toBeGreaterThanOrEqual(25));

  it.each(cases)("%s", async (_name, query, caller, expected) => {
    const token = { admin: admin.token, partner, none: undefined, forged: "forged.token.value" }[caller];
    await expectRefusal(async () => {
      const result = await callRoute(route, `${path}?${query}`, { token });
      // A refused export is a JSON error, never a CSV.
      expect(result.response.headers.get("content-type")).toContain("application/json");
      return result;
    }, expected);
  });
});

describe("hostile filters the console accepts match nothing rather than everything", () => {
  it("an injection or unicode partner id or search finds no rows; a real filter still works", async () => {
    const partner = await partnerToken();
    await insertCommission(partner.partnerId, 120, "approved", "Filter Target Co");
    await insertCommission((await partnerToken()).partnerId, 130, "approved", "Someone Else Co");
    const items = async (query: string) =>
      (
        (await callRoute(adminCommissionsRoute, `/api/admin/commissions?${query}`, { token: admin.token }))
          .json.items as { partnerId: string }[]
      ).map((c) => c.partnerId);
    const csvRows = async (query: string) =>
      (
        await (
          await callRoute(adminExportRoute, `/api/admin/commissions/export?${query}`, { token: admin.token })
        ).response.text()
      )
        .trimEnd()
        .split("\r\n").length - 1;
    for (const hostile of [
      `partnerId=${encodeURIComponent("' or '1'='1")}`,
      `partnerId=${encodeURIComponent("%")}`,
      `partnerId=${encodeURIComponent("ｐａｒｔｎｅｒ")}`,
      `search=${encodeURIComponent("%' or '1'='1")}`,
      `search=${encodeURIComponent("_")}`,
    ]) {
      expect(await items(hostile), hostile).toEqual([]);
      expect(await csvRows(hostile), hostile).toBe(0);
    }
    expect(await items(`partnerId=${partner.partnerId}`)).toEqual([partner.partnerId]);
    expect(await csvRows(`partnerId=${partner.partnerId}&status=approved`)).toBe(1);
    const payouts = await callRoute(
      adminPayoutsRoute,
      `/api/admin/payouts?search=${encodeURIComponent("' or 1=1 --")}`,
      { token: admin.token },
    );
    expect([payouts.status, payouts.json.total]).toEqual([200, 0]);
  });
});
