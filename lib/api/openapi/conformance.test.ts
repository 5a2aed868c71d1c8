import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import {
  apiV1PathTemplate,
  expectAnswerMatches,
  expectWebhookMatches,
} from "@/test/support/openapi-conformance";
import { callRoute } from "@/test/support/routes";
import { queueWebhookEvent } from "@/lib/server/webhooks/events";

// The conformance checker the suites rely on: every /api/v1 answer a test gets through
// callRoute, and every webhook a service queues, is checked against the published document.
// Here: that it does refuse what the document does not describe.

const db = useTestDatabase();
const problem = { type: "about:blank", title: "Not Found", status: 404, detail: "Not found." };

describe("the OpenAPI conformance checker", () => {
  it("finds the document's path for a request", async () => {
    expect(await apiV1PathTemplate("/api/v1/deals")).toBe("/deals");
    expect(await apiV1PathTemplate("/api/v1/deals/d_1?x=1")).toBe("/deals/{id}");
    expect(await apiV1PathTemplate("/api/v1/mdf-requests/r_1")).toBe("/mdf-requests/{id}");
    await expect(apiV1PathTemplate("/api/v1/invoices")).rejects.toThrow(/no path/);
  });

  it("accepts an answer the document describes, and refuses one it does not", async () => {
    await expectAnswerMatches("GET", "/deals/{id}", 404, problem, "application/problem+json");
    await expect(expectAnswerMatches("GET", "/deals/{id}", 418, problem)).rejects.toThrow(
      /does not describe this status/,
    );
    await expect(expectAnswerMatches("DELETE", "/deals/{id}", 404, problem)).rejects.toThrow(
      /no such operation/,
    );
    await expect(expectAnswerMatches("GET", "/deals/{id}", 404, problem, "application/json")).rejects.toThrow(
      /application\/problem\+json/,
    );
    await expect(
      expectAnswerMatches("GET", "/deals/{id}", 404, { ...problem, stack: "at ..." }),
    ).rejects.toThrow(/additionalProperties/);
    await expect(expectAnswerMatches("GET", "/deals", 200, { data: [{ id: "d_1" }] })).rejects.toThrow(
      /nextCursor/,
    );
    // callRoute checks every /api/v1 answer: an undocumented one fails the test that got it.
    const teapot = async () => Response.json({}, { status: 418 });
    await expect(callRoute(teapot, "/api/v1/deals")).rejects.toThrow(/GET \/deals 418/);
  });

  it("refuses a webhook body its event's schema does not describe", async () => {
    await expect(expectWebhookMatches("deal.deleted", {})).rejects.toThrow(/no such webhook/);
    await expect(
      expectWebhookMatches("deal.won", { type: "deal.won", timestamp: "yesterday", data: {} }),
    ).rejects.toThrow(/date-time/);
    // test/setup.ts checks every queued body: a wrong one never reaches the outbox.
    await expect(queueWebhookEvent(db(), "deal.registered", { id: "d_1" })).rejects.toThrow(
      /deal.registered webhook does not match/,
    );
  });
});
