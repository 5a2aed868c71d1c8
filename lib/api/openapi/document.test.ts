import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/openapi.json/route";
import { apiRouteEndpoints, apiRouteFiles } from "@/test/support/routes";
import { dealMessages } from "@/lib/validation/deals";
import { webhookEventTypes } from "@/lib/validation/api-options";

// The OpenAPI document: valid OpenAPI 3.1 (checked by an independent validator against the
// specification's own JSON Schema), public, built from the routes' schemas, and naming every
// /api/v1 route there is.

async function fetchDocument() {
  const response = GET();
  expect(response.status).toBe(200);
  return (await response.json()) as {
    openapi: string;
    paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    webhooks: Record<string, unknown>;
  };
}

describe("GET /api/v1/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe("3.1.0");
    const validator = new Validator();
    const result = await validator.validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes every /api/v1 route and method, and every webhook event", async () => {
    const document = await fetchDocument();
    const endpoints = (await apiRouteEndpoints(apiRouteFiles(/^v1\//))).filter(
      (e) => !e.path.endsWith(".json"),
    );
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((key) => key !== "parameters")
        .map((method) => `${method.toUpperCase()} /api/v1${path.replace("{id}", "[id]")}`),
    );
    expect(described.sort()).toEqual(endpoints.map((e) => `${e.method} ${e.path}`).sort());
    expect(Object.keys(document.webhooks).sort()).toEqual([...webhookEventTypes].sort());
  });

  it("names every operation and every webhook with its own operationId", async () => {
    const document = await fetchDocument();
    const operations = [
      ...Object.values(document.paths).flatMap((operations) =>
        Object.entries(operations)
          .filter(([key]) => key !== "parameters")
          .map(([, operation]) => operation),
      ),
      ...Object.values(document.webhooks).map((webhook) => (webhook as { post: unknown }).post),
    ] as { operationId?: string }[];
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      (document.webhooks["deal.stage_changed"] as { post: { operationId: string } }).post.operationId,
    ).toBe("dealStageChangedEvent");
  });

  it("takes its request bodies from the portal's schemas, with money in minor units", async () => {
    const document = await fetchDocument();
    const register = document.paths["/deals"]!.post!.requestBody!.content["application/json"]!.schema as {
      properties: Record<string, { maximum?: number; maxLength?: number; type?: string; minimum?: number }>;
      required: string[];
      additionalProperties: boolean;
    };
    expect(register.properties.amount!.type).toBe("integer");
    expect(register.properties.amount!.minimum).toBe(1);
    expect(register.properties).not.toHaveProperty("dealSize");
    expect(register.properties.notes!.maxLength).toBe(2000);
    expect(register.required).toContain("customerWebsite");
    expect(register.additionalProperties).toBe(false);
    const schemas = document.components.schemas;
    expect(schemas.Deal!.properties).toHaveProperty("amount");
    expect(schemas.Deal!.properties).toHaveProperty("registeredBy");
    expect(schemas.Deal!.properties).not.toHaveProperty("dealSize");
    expect(schemas.Payout!.properties).toHaveProperty("commissionIds");
    expect(schemas.Payout!.properties).toHaveProperty("conversions");
    for (const name of ["Deal", "Commission", "Payout"])
      expect(schemas[name]!.properties.amount).toMatchObject({ type: "integer" });
    // The same limit the portal's message names.
    expect(dealMessages.dealSize).toContain("100,000,000");
  });

  it("is public and cacheable", () => {
    const response = GET();
    expect(response.headers.get("cache-control")).toContain("public");
  });
});
