import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, request as playwrightRequest, test } from "../support/test";
import { e2eConfig } from "../support/config";
import { expectNoAxeViolations } from "../support/axe";
import { toastWithText } from "../support/dashboard-tabs";
import { dealBody, uniqueCustomer } from "../support/deals";
import { createActivePartner } from "../support/partners";
import { openPartnerApi, openSignedInAdminPage, signInThroughApi } from "../support/sign-in";

// The public API end to end: the team registers a webhook endpoint in the console (a local
// receiver), a partner's company key registers a deal through /api/v1, the receiver gets
// deal.registered signed with the endpoint's secret, and the team's approval in the console
// delivers deal.approved. The signature is checked here with node:crypto alone, as a
// receiver would (Standard Webhooks: base64 HMAC-SHA256 of "id.timestamp.body").

interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
}

function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        id: String(request.headers["webhook-id"]),
        timestamp: String(request.headers["webhook-timestamp"]),
        signature: String(request.headers["webhook-signature"]),
        body: Buffer.concat(chunks).toString("utf8"),
      });
      response.writeHead(204).end();
    });
  });
  return new Promise<{ url: string; received: Received[]; close: () => void }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
        received,
        close: () => server.close(),
      }),
    ),
  );
}

function signatureIsValid(secret: string, hook: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(`${hook.id}.${hook.timestamp}.${hook.body}`).digest();
  return hook.signature.split(" ").some((part) => {
    const [version, value] = part.split(",");
    const given = Buffer.from(value ?? "", "base64");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

test("a partner key registers a deal through /api/v1; the receiver gets deal.registered and then deal.approved, signed", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    // The team adds the endpoint in the console; the signing secret is shown once.
    const team = await openSignedInAdminPage(browser);
    await team.goto("/admin/api");
    const form = team.getByRole("form", { name: "Add a webhook endpoint" });
    await form.getByLabel("Endpoint address (https)").fill(receiver.url);
    await form.getByLabel("deal.registered").check();
    await form.getByLabel("deal.approved").check();
    await form.getByRole("button", { name: "Add endpoint" }).click();
    const secret = (await form.getByTestId("created-secret").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/);
    await expect(team.getByRole("link", { name: receiver.url })).toBeVisible();
    await expectNoAxeViolations(team);

    // The company's owner makes a key for its CRM.
    const partner = await createActivePartner("api-key");
    const portal = await openPartnerApi(partner.email);
    const created = await portal.post("/api/partners/api-keys", {
      data: { name: "Reseller CRM", scopes: ["deals:write", "deals:read"] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const key = ((await created.json()) as { key: string }).key;
    await portal.dispose();

    // The CRM registers a deal with the key alone (no session).
    const crm = await playwrightRequest.newContext({
      baseURL: e2eConfig.baseUrl,
      extraHTTPHeaders: { Authorization: `Bearer ${key}` },
    });
    const { customer, domain } = uniqueCustomer("Northwind");
    // The public API takes the value as an integer amount in minor units: USD 12,500.50.
    const registration: Record<string, unknown> = { ...dealBody(customer, domain) };
    delete registration.dealSize;
    const registered = await crm.post("/api/v1/deals", { data: { ...registration, amount: 1_250_050 } });
    expect(registered.status(), await registered.text()).toBe(201);
    const deal = ((await registered.json()) as { data: { id: string; amount: number; status: string } }).data;
    expect(deal).toMatchObject({ amount: 1_250_050, currency: "USD", status: "pending" });
    const read = await crm.get(`/api/v1/deals/${deal.id}`);
    expect(read.status()).toBe(200);
    const noKey = await playwrightRequest.newContext({ baseURL: e2eConfig.baseUrl });
    const refused = await noKey.get(`/api/v1/deals/${deal.id}`);
    expect(refused.status()).toBe(401);
    expect(refused.headers()["content-type"]).toBe("application/problem+json");
    await noKey.dispose();
    await crm.dispose();

    const ofType = (type: string) =>
      receiver.received.filter((hook) => (JSON.parse(hook.body) as { type: string }).type === type);
    await expect.poll(() => ofType("deal.registered").length, { timeout: 20_000 }).toBe(1);
    const [registeredHook] = ofType("deal.registered");
    expect(signatureIsValid(secret, registeredHook!)).toBe(true);
    expect(signatureIsValid(`whsec_${Buffer.alloc(24).toString("base64")}`, registeredHook!)).toBe(false);
    expect(JSON.parse(registeredHook!.body)).toMatchObject({
      type: "deal.registered",
      data: { id: deal.id, customerName: customer, amount: 1_250_050, currency: "USD" },
    });

    // The team's approval in the console delivers deal.approved.
    await team.goto(`/admin/deals/${deal.id}`);
    await team.getByRole("button", { name: "Approve and protect" }).click();
    await expect(toastWithText(team, "Deal approved")).toBeVisible();
    await expect.poll(() => ofType("deal.approved").length, { timeout: 20_000 }).toBe(1);
    const [approvedHook] = ofType("deal.approved");
    expect(signatureIsValid(secret, approvedHook!)).toBe(true);
    expect(JSON.parse(approvedHook!.body)).toMatchObject({ data: { id: deal.id, status: "approved" } });
    expect(approvedHook!.id).not.toBe(registeredHook!.id);

    // The delivery log shows both as delivered with the receiver's answer.
    await team.goto("/admin/api");
    await team.getByRole("link", { name: receiver.url }).click();
    const rows = team.getByRole("row").filter({ hasText: "deal." });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: "deal.approved" })).toContainText("Delivered");
    await expect(rows.filter({ hasText: "deal.approved" })).toContainText("204");
    await expectNoAxeViolations(team);

    // The partner's API reference, from the same document.
    await signInThroughApi(page, partner.email, partner.password);
    await page.goto("/partner-portal/docs/api");
    await expect(page.getByRole("region", { name: "POST /deals" })).toContainText("deals:write");
    await expectNoAxeViolations(page);
  } finally {
    receiver.close();
  }
});
