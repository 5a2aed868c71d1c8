import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { GET } from "@/app/api/partners/notifications/route";
import { POST } from "@/app/api/partners/notifications/read/route";
import { adminToken, createTestPartner, type TestAccount } from "@/test/support/accounts";
import { callRoute, clientAddresses } from "@/test/support/routes";
import { createSession } from "@/lib/server/auth/session";
import { enqueueMail } from "@/lib/server/mail";
import { addNotifications, INBOX_SIZE } from "./inbox";

const db = useTestDatabase();
const nextIp = clientAddresses("10.62");
const listPath = "/api/partners/notifications";
const readPath = "/api/partners/notifications/read";

type Signed = TestAccount & { token: string };

async function signedIn(account: TestAccount): Promise<Signed> {
  return { ...account, token: (await createSession(db(), account.user)).token };
}

/** A second user of the same company. */
async function colleagueOf(account: TestAccount): Promise<Signed> {
  const user = {
    ...account.user,
    id: randomUUID(),
    email: `colleague-${randomUUID().slice(0, 8)}@example.com`,
  };
  await db().insertInto("users").values(user).execute();
  return signedIn({ ...account, user, email: user.email });
}

let minute = 0;
/** A notification for `account`'s user written `minute` minutes into the test day (or a company notice). */
async function insertNote(account: TestAccount, message: string, forCompany = false): Promise<string> {
  const id = randomUUID();
  minute += 1;
  await db()
    .insertInto("notifications")
    .values({
      id,
      partner_id: account.partner.id,
      user_id: forCompany ? null : account.user.id,
      kind: forCompany ? "notice" : "deal:approved",
      message,
      link: forCompany ? null : `/partner-portal/dashboard/deals?deal=${id}`,
      created_at: new Date(Date.UTC(2026, 0, 1, 9, minute)).toISOString(),
      read_at: null,
    })
    .execute();
  return id;
}

const list = async (account: Signed) =>
  (await callRoute(GET, listPath, { token: account.token })).json as {
    notifications: { id: string; message: string; readAt: string | null }[];
    unread: number;
  };
const read = (account: Signed, body: unknown) =>
  callRoute(POST, readPath, { token: account.token, body, ip: nextIp() });
const readStates = async () =>
  (await db().selectFrom("notifications").select(["id", "read_at"]).orderBy("id").execute()).map(
    (row) => `${row.id}:${row.read_at ?? "-"}`,
  );

describe("GET /api/partners/notifications", () => {
  it("answers the user's own and their company's notices, newest first, with the unread count", async () => {
    const me = await signedIn(await createTestPartner());
    const colleague = await colleagueOf(me);
    const stranger = await signedIn(await createTestPartner());
    const first = await insertNote(me, "Your deal for Contoso was approved.");
    const notice = await insertNote(me, "Welcome to the programme.", true);
    const last = await insertNote(me, "Your deal with Contoso was won.");
    await insertNote(colleague, "Your deal for Fabrikam was approved.");
    await insertNote(stranger, "Someone else's news.");

    const answer = await callRoute(GET, listPath, { token: me.token });
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.json).toEqual({
      success: true,
      unread: 3,
      hasMore: false,
      notifications: [
        {
          id: last,
          kind: "deal:approved",
          message: "Your deal with Contoso was won.",
          link: `/partner-portal/dashboard/deals?deal=${last}`,
          createdAt: expect.any(String),
          readAt: null,
        },
        expect.objectContaining({ id: notice, kind: "notice", link: null }),
        expect.objectContaining({ id: first }),
      ],
    });
    expect((await list(colleague)).notifications.map((n) => n.message)).toEqual([
      "Your deal for Fabrikam was approved.",
      "Welcome to the programme.",
    ]);
  });

  it("lists the newest ones and counts every unread one", async () => {
    const me = await signedIn(await createTestPartner());
    for (let i = 0; i < INBOX_SIZE + 5; i += 1) await insertNote(me, `Update ${i}`);
    const answer = await list(me);
    expect(answer.notifications).toHaveLength(INBOX_SIZE);
    expect(answer.notifications[0]!.message).toBe(`Update ${INBOX_SIZE + 4}`);
    expect(answer.unread).toBe(INBOX_SIZE + 5);
  });

  it("answers 401 without a session, and 403 to an admin or an unverified partner", async () => {
    expect((await callRoute(GET, listPath)).status).toBe(401);
    expect((await callRoute(POST, readPath, { body: { all: true }, ip: nextIp() })).status).toBe(401);
    const admin = await adminToken();
    expect((await callRoute(GET, listPath, { token: admin.token })).status).toBe(403);
    expect(
      (await callRoute(POST, readPath, { token: admin.token, body: { all: true }, ip: nextIp() })).status,
    ).toBe(403);
    const unverified = await signedIn(await createTestPartner({ verified: false }));
    expect((await callRoute(GET, listPath, { token: unverified.token })).status).toBe(403);
    expect((await read(unverified, { all: true })).status).toBe(403);
  });
});

describe("POST /api/partners/notifications/read", () => {
  it("marks the named ones read, then all; the count clears", async () => {
    const me = await signedIn(await createTestPartner());
    const a = await insertNote(me, "One");
    const b = await insertNote(me, "Two");
    await insertNote(me, "Three");
    const marked = await read(me, { ids: [a, b] });
    expect([marked.status, marked.json]).toEqual([200, { success: true, marked: 2, unread: 1 }]);
    const after = await list(me);
    expect(after.unread).toBe(1);
    expect(
      after.notifications
        .filter((n) => n.readAt !== null)
        .map((n) => n.id)
        .sort(),
    ).toEqual([a, b].sort());
    // Again: already read, nothing more to mark.
    expect((await read(me, { ids: [a] })).json).toEqual({ success: true, marked: 0, unread: 1 });
    expect((await read(me, { all: true })).json).toEqual({ success: true, marked: 1, unread: 0 });
    expect((await list(me)).unread).toBe(0);
  });

  it("another user's ids change nothing: a colleague's, another company's, unknown ones", async () => {
    const me = await signedIn(await createTestPartner());
    const colleague = await colleagueOf(me);
    const stranger = await signedIn(await createTestPartner());
    const theirs = await insertNote(colleague, "Colleague's");
    const foreign = await insertNote(stranger, "Stranger's");
    await insertNote(me, "Mine");
    const before = await readStates();
    const answer = await read(me, { ids: [theirs, foreign, randomUUID()] });
    expect([answer.status, answer.json]).toEqual([200, { success: true, marked: 0, unread: 1 }]);
    expect(await readStates()).toEqual(before);
    // "All" is all of mine only.
    await read(me, { all: true });
    expect((await list(colleague)).unread).toBe(1);
    expect((await list(stranger)).unread).toBe(1);
  });

  const id = randomUUID();
  const bad: [string, unknown, string][] = [
    ["null", null, 'Send { "ids": [notification ids] } or { "all": true }.'],
    ["an array", [id], 'Send { "ids": [notification ids] } or { "all": true }.'],
    ["a string", "all", 'Send { "ids": [notification ids] } or { "all": true }.'],
    ["a number", 1, 'Send { "ids": [notification ids] } or { "all": true }.'],
    ["true", true, 'Send { "ids": [notification ids] } or { "all": true }.'],
    ["an empty object", {}, 'Send { "ids": [notification ids] } or { "all": true }.'],
    ["all false", { all: false }, 'Send { "ids": [notification ids] } or { "all": true }.'],
    ["all as text", { all: "true" }, 'Send { "ids": [notification ids] } or { "all": true }.'],
    ["all as 1", { all: 1 }, 'Send { "ids": [notification ids] } or { "all": true }.'],
    ["all null", { all: null }, 'Send { "ids": [notification ids] } or { "all": true }.'],
    ["both keys", { all: true, ids: [id] }, 'Send { "ids": [notification ids] } or { "all": true }.'],
    ["an unknown key", { ids: [id], also: 1 }, 'Send { "ids": [notification ids] } or { "all": true }.'],
    ["only an unknown key", { everything: true }, 'Send { "ids": [notification ids] } or { "all": true }.'],
    ["no ids", { ids: [] }, "Name at least one notification."],
    ["ids as text", { ids: id }, 'Send { "ids": [notification ids] } or { "all": true }.'],
    ["ids null", { ids: null }, 'Send { "ids": [notification ids] } or { "all": true }.'],
    ["ids as an object", { ids: { 0: id } }, 'Send { "ids": [notification ids] } or { "all": true }.'],
    ["a number id", { ids: [123] }, "A notification id is not valid."],
    ["a null id", { ids: [null] }, "A notification id is not valid."],
    ["an object id", { ids: [{ id }] }, "A notification id is not valid."],
    ["a nested array id", { ids: [[id]] }, "A notification id is not valid."],
    ["a word id", { ids: ["not-an-id"] }, "A notification id is not valid."],
    ["an id with a space", { ids: [`${id} `] }, "A notification id is not valid."],
    ["SQL for an id", { ids: ["' or 1=1 --"] }, "A notification id is not valid."],
    [
      "101 ids",
      { ids: Array.from({ length: 101 }, () => randomUUID()) },
      "Mark at most 100 notifications at once.",
    ],
  ];

  it.each(bad)("400 for %s, with a clear message, and nothing is marked", async (_name, body, message) => {
    const me = await signedIn(await createTestPartner());
    await insertNote(me, "Unread");
    const before = await readStates();
    const answer = await read(me, body);
    expect([answer.status, answer.json.success, answer.json.error]).toEqual([400, false, message]);
    expect(await readStates()).toEqual(before);
  });

  it("400 for a body that is not JSON", async () => {
    const me = await signedIn(await createTestPartner());
    const answer = await callRoute(POST, readPath, {
      token: me.token,
      rawBody: "{ids:",
      headers: { "content-type": "application/json" },
      ip: nextIp(),
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toEqual(expect.any(String));
  });
});

describe("notifications and the change they report", () => {
  it("a notification written with its email is undone with a change that fails", async () => {
    const me = await createTestPartner();
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await enqueueMail(
            trx,
            {
              to: me.email,
              subject: "Deal approved",
              text: "Approved.",
              kind: "deal:approved",
              notify: {
                userId: me.user.id,
                message: "Approved.",
                link: "/partner-portal/dashboard/deals",
              },
            },
            "transactional",
          );
          throw new Error("the change failed");
        }),
    ).rejects.toThrow("the change failed");
    const mine = db().selectFrom("notifications").select("id").where("user_id", "=", me.user.id);
    expect(await mine.execute()).toEqual([]);
    expect(await db().selectFrom("outbox").select("id").where("to_address", "=", me.email).execute()).toEqual(
      [],
    );
  });

  it("a user of no company (an admin) gets none", async () => {
    await adminToken();
    const admins = await db().selectFrom("users").select("id").where("role", "=", "admin").execute();
    expect(admins.length).toBeGreaterThan(0);
    const before = await readStates();
    await addNotifications(
      db(),
      admins.map((row) => ({ userId: row.id, kind: "notice", message: "Hi", link: null })),
    );
    expect(await readStates()).toEqual(before);
  });
});

describe("paging through older notifications", () => {
  it("reaches every notification beyond the newest page, in order, once", async () => {
    const account = await signedIn(await createTestPartner());
    const total = INBOX_SIZE + 5;
    for (let i = 0; i < total; i += 1) await insertNote(account, `Note ${i}`);
    const first = await callRoute(GET, listPath, { token: account.token, ip: nextIp() });
    const page1 = first.json.notifications as { id: string; message: string }[];
    expect(page1).toHaveLength(INBOX_SIZE);
    expect(first.json.hasMore).toBe(true);
    const second = await callRoute(GET, `${listPath}?before=${page1.at(-1)!.id}`, {
      token: account.token,
      ip: nextIp(),
    });
    const page2 = second.json.notifications as { id: string; message: string }[];
    expect(second.json.hasMore).toBe(false);
    expect([...page1, ...page2].map((note) => note.message)).toEqual(
      Array.from({ length: total }, (_, i) => `Note ${total - 1 - i}`),
    );
    // Another user's id as the cursor shows nothing of theirs.
    const other = await signedIn(await createTestPartner());
    const foreign = await callRoute(GET, `${listPath}?before=${page1[0]!.id}`, {
      token: other.token,
      ip: nextIp(),
    });
    expect(foreign.json.notifications).toEqual([]);
  });
});
