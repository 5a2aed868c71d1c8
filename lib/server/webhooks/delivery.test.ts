import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { createTestPartner } from "@/test/support/accounts";
import { dealBody } from "@/test/support/deals";
import { deliveriesOf, startReceiver } from "@/test/support/api";
import { resetEnvForTests } from "@/lib/server/env";
import { registerDeal } from "@/lib/server/deals/partner-registration";
import { approveDeal } from "@/lib/server/deals/console-review";
import { getApiDeal } from "@/lib/server/deals/api-reads";
import { parseWith } from "@/lib/validation/parse";
import { dealRegistrationSchema } from "@/lib/validation/deals";
import { apiMessages } from "@/lib/validation/api";
import { DAY_MS, SECOND_MS } from "@/lib/time";
import { deliverDueWebhooks, retryDelayMs } from "./delivery";
import { createWebhookEndpoint, listWebhookDeliveries, replayWebhookDelivery } from "./endpoints";
import { queueWebhookEvent } from "./events";
import { verifyWebhook } from "./signing";
import type { Resolver } from "./targets";
import type { PostWebhook } from "./post";

// Webhook deliveries: queued in the event's transaction, signed, retried with backoff for 3
// days, the endpoint disabled (and the team emailed) after 3 days of failure, replayed from
// the console, and refused at delivery when the name now resolves to a private address.

const db = useTestDatabase();
const publicDns: Resolver = async () => [{ address: "93.184.216.34", family: 4 }];
const rebound: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];

beforeAll(() => {
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "false";
  resetEnvForTests();
});
afterAll(() => {
  delete process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS;
  resetEnvForTests();
});

async function actor() {
  const account = await createTestPartner();
  return {
    partnerId: account.partner.id,
    userId: account.user.id,
    email: account.email,
    companyName: account.partner.company_name,
    name: "Pat Partner",
  };
}

let site = 0;
const newDeal = () => {
  site += 1;
  return parseWith(
    dealRegistrationSchema,
    dealBody({ customerWebsite: `hooks-${site}-${Date.now()}.example` }),
  );
};

async function endpointFor(events: Parameters<typeof createWebhookEndpoint>[0]["events"]) {
  const { endpoint, secret } = await createWebhookEndpoint(
    { url: "https://hooks.example.com/in", events },
    null,
    publicDns,
  );
  return { id: endpoint.id, secret };
}

/** Switches the earlier tests' endpoints off, so each test sees its own deliveries only. */
async function settleOthers() {
  await db().updateTable("webhook_endpoints").set({ status: "disabled" }).execute();
  await db()
    .updateTable("webhook_deliveries")
    .set({ status: "delivered" })
    .where("status", "=", "pending")
    .execute();
}

describe("queueing", () => {
  it("queues one delivery per subscribed active endpoint, in the event's transaction", async () => {
    await settleOthers();
    const registered = await endpointFor(["deal.registered"]);
    const other = await endpointFor(["deal.approved"]);
    const deal = await registerDeal(await actor(), newDeal());
    const rows = await deliveriesOf(registered.id);
    expect(rows).toHaveLength(1);
    const body = JSON.parse(rows[0]!.body) as {
      type: string;
      timestamp: string;
      data: { id: string; amount: number; currency: string };
    };
    expect(body).toMatchObject({
      type: "deal.registered",
      data: { id: deal.id, amount: 12_000_000, currency: "USD" },
    });
    expect(rows[0]!.id).toMatch(/^msg_/);
    expect(await deliveriesOf(other.id)).toHaveLength(0);
  });

  it("queues nothing when the change is rolled back", async () => {
    await settleOthers();
    const deal = await getApiDeal({ partnerId: null }, (await registerDeal(await actor(), newDeal())).id);
    const endpoint = await endpointFor(["deal.registered"]);
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await queueWebhookEvent(trx, "deal.registered", deal);
          throw new Error("the change failed");
        }),
    ).rejects.toThrow("the change failed");
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
  });

  it("queues nothing for a refused registration (a customer already registered)", async () => {
    await settleOthers();
    const endpoint = await endpointFor(["deal.registered"]);
    const input = newDeal();
    await registerDeal(await actor(), input);
    await expect(registerDeal(await actor(), input)).rejects.toMatchObject({ status: 409 });
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
  });
});

describe("delivery", () => {
  it("posts the signed body to the receiver; the approval delivers deal.approved", async () => {
    await settleOthers();
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    resetEnvForTests();
    const receiver = await startReceiver();
    try {
      const { endpoint, secret } = await createWebhookEndpoint(
        { url: receiver.url, events: ["deal.registered", "deal.approved"] },
        null,
      );
      const deal = await registerDeal(await actor(), newDeal());
      expect(await deliverDueWebhooks()).toEqual({ delivered: 1, failed: 0 });
      await approveDeal(deal.id, { actorUserId: null });
      expect(await deliverDueWebhooks()).toEqual({ delivered: 1, failed: 0 });
      expect(receiver.received.map((hook) => JSON.parse(hook.body).type)).toEqual([
        "deal.registered",
        "deal.approved",
      ]);
      for (const hook of receiver.received) {
        const headers = {
          id: String(hook.headers["webhook-id"]),
          timestamp: String(hook.headers["webhook-timestamp"]),
          signature: String(hook.headers["webhook-signature"]),
        };
        expect(verifyWebhook(secret, headers, hook.body)).toBe(true);
        expect(verifyWebhook(secret, headers, hook.body.replace("deal", "Deal"))).toBe(false);
      }
      const log = await listWebhookDeliveries(endpoint.id);
      expect(log.map((row) => [row.status, row.responseStatus, row.attempts])).toEqual([
        ["delivered", 200, 1],
        ["delivered", 200, 1],
      ]);
    } finally {
      await receiver.close();
      process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "false";
      resetEnvForTests();
    }
  });

  it("refuses at delivery a name that now resolves to 127.0.0.1 (DNS rebinding)", async () => {
    await settleOthers();
    const endpoint = await endpointFor(["deal.registered"]);
    await registerDeal(await actor(), newDeal());
    const post = vi.fn<PostWebhook>(async () => ({ status: 200 }));
    expect(await deliverDueWebhooks({ post, resolve: rebound })).toEqual({ delivered: 0, failed: 1 });
    expect(post).not.toHaveBeenCalled();
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: apiMessages.privateTarget });
  });

  it("retries with exponential backoff, gives up after 3 days and disables the endpoint", async () => {
    await settleOthers();
    const endpoint = await endpointFor(["deal.registered"]);
    const start = new Date();
    await registerDeal(await actor(), newDeal(), start);
    const failing = vi.fn<PostWebhook>(async () => ({ status: 503 }));
    const run = (at: Date) => deliverDueWebhooks({ now: at, post: failing, resolve: publicDns });

    expect(await run(start)).toEqual({ delivered: 0, failed: 1 });
    let [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({
      attempts: 1,
      response_status: 503,
      last_error: "HTTP 503",
      status: "pending",
    });
    expect(Date.parse(row!.next_attempt_at) - start.getTime()).toBe(30 * SECOND_MS);
    // Not due before its time.
    expect(await run(new Date(start.getTime() + 29 * SECOND_MS))).toEqual({ delivered: 0, failed: 0 });
    const second = new Date(start.getTime() + 30 * SECOND_MS);
    await run(second);
    [row] = await deliveriesOf(endpoint.id);
    expect(Date.parse(row!.next_attempt_at) - second.getTime()).toBe(60 * SECOND_MS);
    expect([1, 2, 3, 4, 10, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 15_360_000, 21_600_000,
    ]);

    // Keep failing until 3 days have passed: the delivery is given up, the endpoint disabled.
    let now = second;
    for (let i = 0; i < 200 && row!.status === "pending"; i += 1) {
      now = new Date(Date.parse(row!.next_attempt_at));
      await run(now);
      [row] = await deliveriesOf(endpoint.id);
    }
    expect(row!.status).toBe("failed");
    expect(now.getTime() - start.getTime()).toBe(3 * DAY_MS);
    expect(row!.attempts).toBeGreaterThan(15);
    const saved = await db()
      .selectFrom("webhook_endpoints")
      .selectAll()
      .where("id", "=", endpoint.id)
      .executeTakeFirstOrThrow();
    expect(saved.status).toBe("disabled");
    const mail = await db()
      .selectFrom("outbox")
      .select(["kind", "subject"])
      .where("kind", "=", "webhook:disabled")
      .where("ref_id", "=", endpoint.id)
      .execute();
    expect(mail).toHaveLength(1);
    // A disabled endpoint gets no new deliveries.
    await registerDeal(await actor(), newDeal());
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
  });

  it("a success clears the endpoint's failing clock", async () => {
    await settleOthers();
    const endpoint = await endpointFor(["deal.registered"]);
    await registerDeal(await actor(), newDeal());
    await deliverDueWebhooks({ post: async () => ({ status: 500 }), resolve: publicDns });
    const failing = await db()
      .selectFrom("webhook_endpoints")
      .select("failing_since")
      .where("id", "=", endpoint.id)
      .executeTakeFirstOrThrow();
    expect(failing.failing_since).not.toBeNull();
    await deliverDueWebhooks({
      now: new Date(Date.now() + 60 * SECOND_MS),
      post: async () => ({ status: 204 }),
      resolve: publicDns,
    });
    const cleared = await db()
      .selectFrom("webhook_endpoints")
      .select(["failing_since", "status"])
      .where("id", "=", endpoint.id)
      .executeTakeFirstOrThrow();
    expect(cleared).toEqual({ failing_since: null, status: "active" });
  });

  it("replays a delivered message with the same id and body", async () => {
    await settleOthers();
    const endpoint = await endpointFor(["deal.registered"]);
    await registerDeal(await actor(), newDeal());
    const sent: Record<string, string>[] = [];
    const post: PostWebhook = async (_target, headers) => {
      sent.push(headers);
      return { status: 200 };
    };
    await deliverDueWebhooks({ post, resolve: publicDns });
    const [delivered] = await deliveriesOf(endpoint.id);
    expect(delivered!.status).toBe("delivered");
    // Nothing is due until it is replayed.
    expect(await deliverDueWebhooks({ post, resolve: publicDns })).toEqual({ delivered: 0, failed: 0 });
    const later = new Date(Date.now() + DAY_MS);
    const replayed = await replayWebhookDelivery(delivered!.id, null, later);
    expect(replayed.status).toBe("pending");
    // The log keeps when the event happened; the retries count from the replay.
    const [pending] = await deliveriesOf(endpoint.id);
    expect(pending!.created_at).toBe(delivered!.created_at);
    expect(Date.parse(pending!.retry_until) - later.getTime()).toBe(3 * DAY_MS);
    expect(Date.parse(pending!.next_attempt_at)).toBe(later.getTime());
    expect(await deliverDueWebhooks({ now: later, post, resolve: publicDns })).toEqual({
      delivered: 1,
      failed: 0,
    });
    expect(sent.map((headers) => headers["webhook-id"])).toEqual([delivered!.id, delivered!.id]);
    await expect(replayWebhookDelivery("msg_unknown", null)).rejects.toMatchObject({
      status: 404,
      message: apiMessages.deliveryNotFound,
    });
  });
});
