// One-click unsubscribe end to end: messages through a real SMTP peer, the header's URL
// posted as a mail provider would (no session, no cookie), and what is sent afterwards.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from "@/test/support/smtp-capture";
import { createTestPartner, type TestAccount } from "@/test/support/accounts";
import { callRoute } from "@/test/support/routes";
import { GET, POST } from "@/app/api/unsubscribe/route";
import { resetEnvForTests } from "@/lib/server/env";
import { postAnnouncement } from "@/lib/server/announcements/post-announcement";
import { requestPasswordReset } from "@/lib/server/auth/password-reset";
import { otpMail } from "@/lib/server/claims/emails";
import { enqueueMail } from "@/lib/server/mail";
import { certifiedMail } from "@/lib/server/training/emails";
import { getPreferences } from "./preferences";
import { issueUnsubscribeToken } from "./unsubscribe";

const db = useTestDatabase();
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  process.env.SMTP_URL = smtp.url;
  resetEnvForTests();
});

afterAll(async () => {
  await smtp.close();
  delete process.env.SMTP_URL;
  resetEnvForTests();
});

/** The List-Unsubscribe address of a received message, as a path with its query. */
function unsubscribePath(mail: CapturedMail): string {
  const header = mail.headers["list-unsubscribe"] ?? "";
  const url = /^<(https?:\/\/[^>]+)>$/.exec(header)?.[1];
  if (!url) throw new Error(`No https List-Unsubscribe address in "${header}"`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

// A mail provider's one-click request: a form body, no cookie, no Origin of ours.
const oneClick = (path: string) =>
  callRoute(POST, path, {
    method: "POST",
    rawBody: "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net" },
  });

async function trainingMail(account: TestAccount) {
  await enqueueMail(
    db(),
    { to: account.email, ...certifiedMail("Selling Finlytic AI", 250), kind: "training:certified" },
    "transactional",
  );
  return smtp.waitFor(account.email, "You are certified");
}

describe("one-click unsubscribe", () => {
  it("turns off exactly the announcement toggle; reset mail still goes; the link works once", async () => {
    const partner = await createTestPartner();
    await postAnnouncement({ title: "New pricing tiers", body: "Gold starts at 20 deals." }, null);
    const announcement = await smtp.waitFor(partner.email, "New pricing tiers");
    expect(announcement.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(announcement.headers["auto-submitted"]).toBe("auto-generated");
    expect(announcement.html).toContain("Unsubscribe");
    expect(announcement.text).toContain("/partner-portal/unsubscribe?token=");
    const path = unsubscribePath(announcement);
    expect(path).toMatch(/^\/api\/unsubscribe\?token=/);

    // A link scanner's GET changes nothing: it is sent to the page that asks first.
    const scanned = await callRoute(GET, path);
    expect(scanned.status).toBe(303);
    expect(scanned.response.headers.get("location")).toContain("/partner-portal/unsubscribe?token=");
    expect((await getPreferences(partner.user.id)).partner_announcements).toBe(true);

    const result = await oneClick(path);
    expect(result.status).toBe(200);
    expect(result.json.message).toContain("Partner announcements");
    expect(await getPreferences(partner.user.id)).toEqual({
      deal_updates: true,
      commission_payments: true,
      training_reminders: true,
      partner_announcements: false,
    });

    const reused = await oneClick(path);
    expect([reused.status, reused.json.error]).toEqual([
      410,
      "This unsubscribe link was already used. Change your notification settings in the portal's Settings.",
    ]);

    // The next announcement is not queued for this user; a password reset still is.
    const other = await createTestPartner();
    await postAnnouncement({ title: "Spring webinar", body: "Join us on 2 April." }, null);
    await smtp.waitFor(other.email, "Spring webinar");
    expect(
      smtp.messages.filter((m) => m.to.includes(partner.email) && m.subject.includes("Spring webinar")),
    ).toEqual([]);
    const queued = await db()
      .selectFrom("outbox")
      .select("kind")
      .where("to_address", "=", partner.email)
      .execute();
    expect(queued.map((row) => row.kind).sort()).toEqual(["announcement:posted"]);
    await requestPasswordReset(partner.email);
    const reset = await smtp.waitFor(partner.email, "Reset your");
    expect(reset.headers["list-unsubscribe"]).toBeUndefined();
    expect(reset.headers["list-unsubscribe-post"]).toBeUndefined();
    expect(reset.text).not.toContain("Unsubscribe");
  });

  it("unsubscribes from training mail alone through its own header", async () => {
    const partner = await createTestPartner();
    const training = await trainingMail(partner);
    expect(training.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(training.headers["reply-to"]).toContain("partners@");
    expect((await oneClick(unsubscribePath(training))).status).toBe(200);
    expect(await getPreferences(partner.user.id)).toMatchObject({
      training_reminders: false,
      partner_announcements: true,
      deal_updates: true,
    });
    expect(
      await enqueueMail(
        db(),
        { to: partner.email, ...certifiedMail("Again", 1), kind: "training:x" },
        "bulk",
      ),
    ).toBeNull();
  });

  it("refuses forged, tampered, foreign and missing tokens, changing nothing", async () => {
    const partner = await createTestPartner();
    const token = issueUnsubscribeToken(partner.user.id, "training_reminders");
    const [body, signature] = token.split(".") as [string, string];
    const payload = JSON.parse(Buffer.from(body, "base64url").toString()) as Record<string, unknown>;
    const retargeted = Buffer.from(JSON.stringify({ ...payload, pref: "deal_updates" })).toString(
      "base64url",
    );
    // The first character: all six of its bits are signature bits (the last one has padding).
    const flipped = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    const cases: [string, string, number][] = [
      ["another toggle under the same signature", `${retargeted}.${signature}`, 400],
      ["a changed signature", `${body}.${flipped}`, 400],
      ["no signature", body, 400],
      ["garbage", "not-a-token", 400],
      ["nothing", "", 400],
    ];
    for (const [, value, status] of cases) {
      const result = await oneClick(`/api/unsubscribe?${new URLSearchParams({ token: value })}`);
      expect(result.status).toBe(status);
      expect(result.json.error).toMatch(/unsubscribe link/);
    }
    // A token of a user who no longer exists.
    const ghost = issueUnsubscribeToken("00000000-0000-4000-8000-000000000000", "deal_updates");
    expect((await oneClick(`/api/unsubscribe?${new URLSearchParams({ token: ghost })}`)).status).toBe(400);
    expect(await getPreferences(partner.user.id)).toEqual({
      deal_updates: true,
      commission_payments: true,
      training_reminders: true,
      partner_announcements: true,
    });
    // The genuine token still works: the refusals spent nothing.
    expect((await oneClick(`/api/unsubscribe?${new URLSearchParams({ token })}`)).status).toBe(200);
  });

  it("puts no unsubscribe header on a sign-in code", async () => {
    const partner = await createTestPartner();
    await enqueueMail(db(), { to: partner.email, ...otpMail("482913"), kind: "auth:otp" }, "security");
    const code = await smtp.waitFor(partner.email, "482913");
    expect(code.headers["list-unsubscribe"]).toBeUndefined();
    expect(code.headers["list-unsubscribe-post"]).toBeUndefined();
    expect(code.headers["reply-to"]).toBeUndefined();
    expect(code.headers["auto-submitted"]).toBe("auto-generated");
    expect(code.headers["message-id"]).toMatch(/@finlytic\.ai>$/);
    expect(code.html).toContain("482913");
  });
});
