import { describe, expect, it } from "vitest";
import { GET as queueRoute } from "@/app/api/admin/deals/route";
import { GET as adminDealRoute } from "@/app/api/admin/deals/[id]/route";
import { POST as extensionRoute } from "@/app/api/admin/deals/[id]/extension/route";
import { adminMessages } from "@/lib/validation/admin";
import { authMessages } from "@/lib/validation/auth-messages";
import { dealDecisionMessages, dealMessages } from "@/lib/validation/deals";
import { textMessages } from "@/lib/validation/text";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { callRoute } from "@/test/support/routes";
import {
  bodyCases,
  callerCases,
  callers,
  expectRefused,
  fixtures,
  fx,
  idCases,
  prepareDealRefusals,
  send,
  unknownKey,
  type Case,
  type Who,
} from "@/test/support/deal-console-refusals";
import { approveCases, rejectCases, stageCases } from "@/test/support/deal-decision-cases";

// Bad input on the team's extension decisions, the deal page and the queue list: a 4xx whose
// message is the one the user sees, and nothing stored. Approve, reject and stage are in
// ./console-refusals-decisions.test.ts.

freshTestDatabase();

describe("bad input to the team's deal endpoints: a 4xx with the user's message, nothing stored", () => {
  prepareDealRefusals();

  const grant = { decision: "grant" };
  const chooseDecision = dealDecisionMessages.decision;
  const extensionCases: Case[] = [
    ...idCases("requested", grant),
    ["no decision", fx("requested"), {}, 400, chooseDecision, "decision"],
    ["an unknown decision", fx("requested"), { decision: "maybe" }, 400, chooseDecision, "decision"],
    ["a decision in capitals", fx("requested"), { decision: "GRANT" }, 400, chooseDecision, "decision"],
    [
      "the outcome instead of the decision",
      fx("requested"),
      { decision: "granted" },
      400,
      chooseDecision,
      "decision",
    ],
    ["true as decision", fx("requested"), { decision: true }, 400, chooseDecision, "decision"],
    ["a number as decision", fx("requested"), { decision: 1 }, 400, chooseDecision, "decision"],
    ["null as decision", fx("requested"), { decision: null }, 400, chooseDecision, "decision"],
    ["a list as decision", fx("requested"), { decision: ["grant"] }, 400, chooseDecision, "decision"],
    [
      "an injection as decision",
      fx("requested"),
      { decision: "grant'; drop table deals;--" },
      400,
      chooseDecision,
      "decision",
    ],
    ["a full-width decision", fx("requested"), { decision: "ｇｒａｎｔ" }, 400, chooseDecision, "decision"],
    [
      "a 2,001-character reason",
      fx("requested"),
      { decision: "refuse", reason: "x".repeat(2001) },
      400,
      dealDecisionMessages.reason,
      "reason",
    ],
    [
      "a number as reason",
      fx("requested"),
      { decision: "refuse", reason: 42 },
      400,
      dealDecisionMessages.reason,
      "reason",
    ],
    [
      "null as reason",
      fx("requested"),
      { decision: "refuse", reason: null },
      400,
      dealDecisionMessages.reason,
      "reason",
    ],
    [
      "a NUL in the reason",
      fx("requested"),
      { decision: "grant", reason: "ok\u0000" },
      400,
      textMessages.multiLine,
      "reason",
    ],
    [
      "a number of days alongside",
      fx("requested"),
      { decision: "grant", days: 365 },
      400,
      unknownKey("days"),
      "body",
    ],
    [
      "a protection date out of range alongside",
      fx("requested"),
      { decision: "grant", protectionExpires: "9999-12-31" },
      400,
      unknownKey("protectionExpires"),
      "body",
    ],
    ...bodyCases("requested"),
    ["granting it twice (already granted)", fx("granted"), grant, 409, dealMessages.noExtensionRequest],
    [
      "refusing a granted extension",
      fx("granted"),
      { decision: "refuse" },
      409,
      dealMessages.noExtensionRequest,
    ],
    ["granting a refused extension", fx("refused"), grant, 409, dealMessages.noExtensionRequest],
    ["an extension nobody requested", fx("approved"), grant, 409, dealMessages.noExtensionRequest],
    ["a pending deal", fx("pending"), grant, 409, dealMessages.noExtensionRequest],
    ["a rejected deal", fx("rejected"), { decision: "refuse" }, 409, dealMessages.noExtensionRequest],
    ["a closed won deal", fx("won"), grant, 409, dealMessages.noExtensionRequest],
    ...callerCases("requested", grant),
  ];
  it.each(extensionCases)(
    "POST /api/admin/deals/{id}/extension: %s",
    (_label, target, body, status, message, field, who) =>
      expectRefused(() => send(extensionRoute, "POST", target, body, who), status, message, field),
  );

  const readCases: Case[] = [
    ...idCases("pending", undefined),
    ["a partner's session", fx("pending"), undefined, 403, authMessages.adminsOnly, undefined, "partner"],
    ["no session", fx("pending"), undefined, 401, authMessages.unauthenticated, undefined, "anonymous"],
    ["a forged session", fx("pending"), undefined, 401, authMessages.unauthenticated, undefined, "forged"],
  ];
  it.each(readCases)("GET /api/admin/deals/{id}: %s", (_label, target, body, status, message, field, who) =>
    expectRefused(() => send(adminDealRoute, "GET", target, body, who), status, message, field),
  );

  const pageSize = adminMessages.pageSize;
  const unknownStatus = adminMessages.unknownStatus;
  const listCases: [
    label: string,
    query: string,
    status: number,
    message: string,
    field?: string,
    who?: Who,
  ][] = [
    ...[
      "0",
      "-1",
      "-0",
      "101",
      "1000000",
      "1e3",
      "1.5",
      "abc",
      "NaN",
      "Infinity",
      "true",
      "[1]",
      "",
      " ",
      "1 0",
      "1;DROP TABLE deals",
    ].map((size): [string, string, number, string, string] => [
      `page size ${JSON.stringify(size)}`,
      `pageSize=${encodeURIComponent(size)}`,
      400,
      pageSize,
      "pageSize",
    ]),
    ["page size twice, the first out of range", "pageSize=0&pageSize=10", 400, pageSize, "pageSize"],
    ["an unknown status", "status=everything", 400, unknownStatus, "status"],
    ["a status in capitals", "status=PENDING", 400, unknownStatus, "status"],
    [
      "an injection as status",
      `status=${encodeURIComponent("pending' or '1'='1")}`,
      400,
      unknownStatus,
      "status",
    ],
    [
      "a script tag as status",
      `status=${encodeURIComponent("<script>alert(1)</script>")}`,
      400,
      unknownStatus,
      "status",
    ],
    ["a full-width status", `status=${encodeURIComponent("ｐｅｎｄｉｎｇ")}`, 400, unknownStatus, "status"],
    ["a 41-character status", `status=${"x".repeat(41)}`, 400, unknownStatus, "status"],
    ["a LIKE wildcard as status", "status=%25", 400, unknownStatus, "status"],
    ["a NUL in the search", `search=${encodeURIComponent("a\u0000b")}`, 400, forbiddenAddressMessage],
    ["a NUL in the status", `status=${encodeURIComponent("pending\u0000")}`, 400, forbiddenAddressMessage],
    ["a NUL in the page", `page=${encodeURIComponent("1\u0000")}`, 400, forbiddenAddressMessage],
    ["a NUL in a parameter's name", `${encodeURIComponent("x\u0000")}=1`, 400, forbiddenAddressMessage],
    ["a partner's session", "status=all", 403, authMessages.adminsOnly, undefined, "partner"],
    ["no session", "", 401, authMessages.unauthenticated, undefined, "anonymous"],
    ["a forged session", "", 401, authMessages.unauthenticated, undefined, "forged"],
  ];
  it.each(listCases)("GET /api/admin/deals: %s", (_label, query, status, message, field, who = "admin") => {
    const token =
      who === "partner"
        ? callers.partner
        : who === "anonymous"
          ? undefined
          : who === "forged"
            ? "forged.token.value"
            : callers.admin;
    return expectRefused(
      () => callRoute(queueRoute, `/api/admin/deals?${query}`, { token }),
      status,
      message,
      field,
    );
  });

  it("the tables are at least 25 cases each", () => {
    for (const table of [approveCases, rejectCases, stageCases, extensionCases, readCases, listCases])
      expect(table.length).toBeGreaterThanOrEqual(25);
  });

  it("a hostile search or page is no error and matches nothing it should not; the known statuses still filter", async () => {
    const list = async (query: string) =>
      callRoute(queueRoute, `/api/admin/deals?${query}`, { token: callers.admin });
    for (const q of ["%", "_", "' or '1'='1", "hostile-%", "🙂", "\u202E"]) {
      const result = await list(`search=${encodeURIComponent(q)}`);
      expect([result.status, result.json.total], q).toEqual([200, 0]);
    }
    expect((await list(`page=${encodeURIComponent("1; drop table deals")}`)).status).toBe(200);
    const ids = async (query: string) =>
      ((await list(query)).json.items as { _id: string }[]).map((deal) => deal._id).sort();
    expect(await ids("search=hostile-&status=extension")).toEqual([fixtures.requested].sort());
    expect(await ids("search=hostile-&status=rejected")).toEqual([fixtures.rejected]);
    expect(await ids("search=hostile-&status=")).toHaveLength(7);
  });
});
