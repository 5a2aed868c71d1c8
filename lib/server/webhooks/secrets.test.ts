import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { createTestPartner } from "@/test/support/accounts";
import { dealBody } from "@/test/support/deals";
import { startReceiver } from "@/test/support/api";
import { resetEnvForTests } from "@/lib/server/env";
import { registerDeal } from "@/lib/server/deals/partner-registration";
import { parseWith } from "@/lib/validation/parse";
import { dealRegistrationSchema } from "@/lib/validation/deals";
import { deliverDueWebhooks } from "./delivery";
import { createWebhookEndpoint } from "./endpoints";
import { openWebhookSecret, sealPlainWebhookSecrets } from "./secrets";
import { verifyWebhook } from "./signing";

// A webhook's signing secret is sealed at rest like bank details: a copy of the database
// does not let anyone sign as the programme. One stored in plain text before still signs,
// and is sealed when the sender starts.

const db = useTestDatabase();

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

const newDeal = () =>
  parseWith(dealRegistrationSchema, dealBody({ customerWebsite: `sealed-${Date.now()}.example` }));

/** Switches the earlier tests' endpoints off, so each test sees its own deliveries only. */
async function settleOthers() {
  await db().updateTable("webhook_endpoints").set({ status: "disabled" }).execute();
}

describe("webhook signing secrets", () => {
  it("keeps the signing secret sealed at rest, and seals one stored in plain text before", async () => {
    await settleOthers();
    process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "true";
    resetEnvForTests();
    const receiver = await startReceiver();
    try {
      const { endpoint, secret } = await createWebhookEndpoint(
        { url: receiver.url, events: ["deal.registered"] },
        null,
      );
      const stored = await db()
        .selectFrom("webhook_endpoints")
        .select("secret")
        .where("id", "=", endpoint.id)
        .executeTakeFirstOrThrow();
      expect(stored.secret).not.toContain(secret.slice(6));
      expect(stored.secret).toMatch(/^v1\./);
      // A secret written in plain text by an earlier version still signs, and is then sealed.
      const legacy = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
      await db()
        .updateTable("webhook_endpoints")
        .set({ secret: legacy })
        .where("id", "=", endpoint.id)
        .execute();
      await registerDeal(await actor(), newDeal());
      expect(await deliverDueWebhooks()).toEqual({ delivered: 1, failed: 0 });
      const hook = receiver.received[0]!;
      const headers = {
        id: String(hook.headers["webhook-id"]),
        timestamp: String(hook.headers["webhook-timestamp"]),
        signature: String(hook.headers["webhook-signature"]),
      };
      expect(verifyWebhook(legacy, headers, hook.body)).toBe(true);
      expect(await sealPlainWebhookSecrets(db())).toBe(1);
      const sealed = await db()
        .selectFrom("webhook_endpoints")
        .select("secret")
        .where("id", "=", endpoint.id)
        .executeTakeFirstOrThrow();
      expect(sealed.secret).not.toContain("MfKQ9r8");
      expect(openWebhookSecret(sealed.secret)).toBe(legacy);
    } finally {
      await receiver.close();
      process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = "false";
      resetEnvForTests();
    }
  });
});
