import { describe, it } from "vitest";
import { POST as approveRoute } from "@/app/api/admin/deals/[id]/approve/route";
import { POST as rejectRoute } from "@/app/api/admin/deals/[id]/reject/route";
import { POST as stageRoute } from "@/app/api/admin/deals/[id]/stage/route";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { expectRefused, prepareDealRefusals, send } from "@/test/support/deal-console-refusals";
import { approveCases, rejectCases, stageCases } from "@/test/support/deal-decision-cases";

// Bad input on the team's deal decisions (approve, reject, stage): a 4xx whose message is the one
// the user sees, and nothing stored. Extensions, the deal page and the queue list are in
// ./console-refusals-extensions.test.ts.

freshTestDatabase();

describe("bad input to the team's deal endpoints: a 4xx with the user's message, nothing stored", () => {
  prepareDealRefusals();

  it.each(approveCases)(
    "POST /api/admin/deals/{id}/approve: %s",
    (_label, target, body, status, message, field, who) =>
      expectRefused(() => send(approveRoute, "POST", target, body, who), status, message, field),
  );

  it.each(rejectCases)(
    "POST /api/admin/deals/{id}/reject: %s",
    (_label, target, body, status, message, field, who) =>
      expectRefused(() => send(rejectRoute, "POST", target, body, who), status, message, field),
  );

  it.each(stageCases)(
    "POST /api/admin/deals/{id}/stage: %s",
    (_label, target, body, status, message, field, who) =>
      expectRefused(() => send(stageRoute, "POST", target, body, who), status, message, field),
  );
});
