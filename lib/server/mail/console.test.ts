import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as listRoute } from "@/app/api/admin/outbox/route";
import { POST as retryRoute } from "@/app/api/admin/outbox/[id]/retry/route";
import { callRoute } from "@/test/support/routes";
import { countOutboxViews, listOutbox } from "./console";
import { adminToken, partnerToken } from "@/test/support/accounts";
import { insertOutbox } from "@/test/support/fixtures";

// The sender runs in the background after each commit; these tests look at rows only.
const db = freshTestDatabase();
const all = { page: 1, q: "" };

beforeEach(async () => {
  await db().deleteFrom("outbox").execute();
});

describe("outbox views", () => {
  it("sorts messages into waiting, failing and sent, with the last error", async () => {
    await insertOutbox({ to: "new@example.com", status: "pending" });
    await insertOutbox({
      to: "busy@example.com",
      status: "sending",
      lockedUntil: new Date(Date.now() + 60_000).toISOString(),
    });
    await insertOutbox({ to: "retrying@example.com", status: "pending", lastError: "connect ECONNREFUSED" });
    await insertOutbox({ to: "bounced@example.com", status: "failed", lastError: "550 No such mailbox" });
    await insertOutbox({ to: "done@example.com", status: "sent" });

    expect(await countOutboxViews()).toEqual({ waiting: 2, failing: 2, sent: 1 });
    const failing = await listOutbox("failing", all);
    expect(failing.items.map((m) => [m.to, m.state, m.lastError]).sort()).toEqual([
      ["bounced@example.com", "failing", "550 No such mailbox"],
      ["retrying@example.com", "failing", "connect ECONNREFUSED"],
    ]);
    expect((await listOutbox("waiting", all)).items.map((m) => m.state).sort()).toEqual([
      "sending",
      "waiting",
    ]);
    expect((await listOutbox("sent", { page: 1, q: "done@" })).items).toHaveLength(1);
    expect((await listOutbox("sent", { page: 1, q: "nobody" })).items).toHaveLength(0);
  });

  it("pages on the server, 20 at a time, clamping a page past the end", async () => {
    for (let i = 0; i < 45; i += 1)
      await insertOutbox({
        to: `m${i}@example.com`,
        status: "sent",
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
      });
    const third = await listOutbox("sent", { page: 3, q: "" });
    expect(third).toMatchObject({ page: 3, pageCount: 3, total: 45, pageSize: 20 });
    expect(third.items.map((m) => m.to)).toEqual([
      "m4@example.com",
      "m3@example.com",
      "m2@example.com",
      "m1@example.com",
      "m0@example.com",
    ]);
    expect((await listOutbox("sent", { page: 99, q: "" })).page).toBe(3);
  });
});

describe("POST /api/admin/outbox/{id}/retry", () => {
  it("makes a failing message due now, records who did it, and never touches a sent or leased one", async () => {
    const { token, userId } = await adminToken();
    const bounced = await insertOutbox({
      to: "bounced@example.com",
      status: "failed",
      lastError: "550 No such mailbox",
    });
    const sent = await insertOutbox({ to: "done@example.com", status: "sent" });
    const leased = await insertOutbox({
      to: "busy@example.com",
      status: "sending",
      lockedUntil: new Date(Date.now() + 60_000).toISOString(),
    });

    const ok = await callRoute(retryRoute, `/api/admin/outbox/${bounced}/retry`, {
      method: "POST",
      token,
      params: { id: bounced },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ success: true, message: "The message will be sent again in a moment." });
    const row = await db()
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", bounced)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    expect(new Date(row.next_attempt_at).getTime()).toBeLessThanOrEqual(Date.now());
    const audit = await db().selectFrom("audit_log").selectAll().where("entity_id", "=", bounced).execute();
    expect(audit).toMatchObject([{ action: "outbox.retry", actor_user_id: userId, entity_type: "outbox" }]);

    const again = await callRoute(retryRoute, "/", { method: "POST", token, params: { id: sent } });
    expect(again).toMatchObject({ status: 409, json: { error: "This message has already been sent." } });
    const busy = await callRoute(retryRoute, "/", { method: "POST", token, params: { id: leased } });
    expect(busy).toMatchObject({ status: 409, json: { error: "This message is being sent right now." } });
    expect(
      (await db().selectFrom("outbox").select("status").where("id", "=", leased).executeTakeFirstOrThrow())
        .status,
    ).toBe("sending");
    const missing = await callRoute(retryRoute, "/", { method: "POST", token, params: { id: "no-such-id" } });
    expect(missing.status).toBe(404);
  });

  it("refuses partners (403), anonymous callers (401) and cross-site posts (403), changing nothing", async () => {
    const bounced = await insertOutbox({ to: "bounced@example.com", status: "failed", lastError: "550" });
    const partner = await partnerToken();
    const { token } = await adminToken();
    const attempts = [
      await callRoute(retryRoute, "/", { method: "POST", token: partner.token, params: { id: bounced } }),
      await callRoute(retryRoute, "/", { method: "POST", params: { id: bounced } }),
      await callRoute(retryRoute, "/", {
        method: "POST",
        token,
        params: { id: bounced },
        headers: { origin: "https://evil.example" },
      }),
    ];
    expect(attempts.map((a) => a.status)).toEqual([403, 401, 403]);
    expect(attempts[0]!.json.error).toBe("Admin access required.");
    expect(
      (await db().selectFrom("outbox").select("status").where("id", "=", bounced).executeTakeFirstOrThrow())
        .status,
    ).toBe("failed");
  });
});

describe("GET /api/admin/outbox", () => {
  it("answers admins with the view, counts and one page; partners get 403", async () => {
    await insertOutbox({ to: "bounced@example.com", status: "failed", lastError: "550 No such mailbox" });
    const { token } = await adminToken();
    const response = await callRoute(listRoute, "/api/admin/outbox?view=failing", { token });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      success: true,
      view: "failing",
      counts: { failing: 1 },
      total: 1,
      items: [{ to: "bounced@example.com", lastError: "550 No such mailbox" }],
    });
    const partner = await partnerToken();
    expect((await callRoute(listRoute, "/api/admin/outbox", { token: partner.token })).status).toBe(403);
  });
});
