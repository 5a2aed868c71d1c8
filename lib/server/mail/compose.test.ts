// What enqueueMail stores: the text part, the HTML part's words (laid out when sent), the
// footer and the headers for the recipient.
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { createTestPartner } from "@/test/support/accounts";
import { env } from "@/lib/server/env";
import { announcementMail } from "@/lib/server/announcements/emails";
import { dealReceivedMail } from "@/lib/server/deals/emails";
import { resetPasswordMail } from "@/lib/server/auth/emails";
import { claimNotificationMail } from "@/lib/server/claims/emails";
import { readUnsubscribeToken } from "@/lib/server/notifications/unsubscribe";
import { renderEmail } from "./templates/render-email";
import { htmlOf } from "./compose";
import { enqueueMail, enqueueMails } from "./outbox";

const db = useTestDatabase();
const row = (id: string | null) =>
  db().selectFrom("outbox").selectAll().where("id", "=", id!).executeTakeFirstOrThrow();
const headersOf = (value: string | null) => (value ? (JSON.parse(value) as Record<string, string>) : {});
/** A claim's notice to the programme team's inbox, queued; its mail with its stored row. */
async function queueClaimNotice(companyName: string, name: string) {
  const mail = claimNotificationMail({
    id: "c1",
    companyName,
    name,
    email: "ada@northwind.example",
    website: "https://northwind.example",
    country: "UK",
    whyJoin: "Banks",
  });
  const id = await enqueueMail(
    db(),
    { to: env().PROGRAMME_EMAIL, ...mail, kind: "claim:notification" },
    "transactional",
  );
  return { mail, stored: await row(id) };
}

describe("enqueueMail composes", () => {
  it("one rendering for many recipients, each with an unsubscribe link of their own", async () => {
    const partners = await Promise.all([createTestPartner(), createTestPartner(), createTestPartner()]);
    const mail = announcementMail("New tiers", "Gold starts at 20 deals.");
    const ids = await enqueueMails(
      db(),
      partners.map((p) => ({ to: p.email, ...mail, kind: "announcement:posted" })),
      "bulk",
    );
    const rows = await Promise.all(ids.map(row));
    const htmls = await Promise.all(rows.map(htmlOf));
    const tokens = rows.map((r, i) => {
      const header = headersOf(r.headers)["List-Unsubscribe"]!;
      const token = new URL(header.slice(1, -1)).searchParams.get("token")!;
      const payload = readUnsubscribeToken(token);
      expect(payload).toMatchObject({ sub: partners[i]!.user.id, pref: "partner_announcements" });
      // The footer's link in both parts is this recipient's own page.
      const page = `${env().APP_URL}/partner-portal/unsubscribe?token=${token}`;
      expect(r.text_body).toContain(page);
      expect(htmls[i]).toContain(page);
      return token;
    });
    expect(new Set(tokens).size).toBe(3);
  });

  it("Reply-To and Auto-Submitted by audience; no unsubscribe on security or team mail", async () => {
    const partner = await createTestPartner();
    const received = await row(
      await enqueueMail(
        db(),
        {
          to: partner.email,
          ...dealReceivedMail({ id: "d-1", customerName: "Contoso" }),
          kind: "deal:received",
        },
        "transactional",
      ),
    );
    expect(received.reply_to).toBe(env().PROGRAMME_EMAIL);
    expect(headersOf(received.headers)).toMatchObject({
      "Auto-Submitted": "auto-generated",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(received.text_body).toContain("“Deal updates” is on");

    const reset = await row(
      await enqueueMail(
        db(),
        { to: partner.email, ...resetPasswordMail("t0k3n"), kind: "auth:reset-password" },
        "security",
      ),
    );
    expect(reset.reply_to).toBeNull();
    expect(headersOf(reset.headers)).toEqual({ "Auto-Submitted": "auto-generated" });
    expect(await htmlOf(reset)).toContain("/partner-portal/reset-password?token=t0k3n");

    const { stored: team } = await queueClaimNotice("Northwind", "Ada");
    expect([team.reply_to, team.headers]).toEqual([null, null]);
    expect(team.text_body).toContain("programme team's inbox");
  });

  it("keeps a message without content as it was given", async () => {
    const id = await enqueueMail(
      db(),
      { to: "someone@example.net", subject: "Hi", text: "Plain", kind: "x" },
      "bulk",
    );
    const stored = await row(id);
    expect([stored.text_body, stored.html_body, stored.html_content]).toEqual(["Plain", null, null]);
    expect(await htmlOf(stored)).toBeNull();
    const withHtml = await row(
      await enqueueMail(
        db(),
        { to: "someone@example.net", subject: "Hi", text: "Plain", html: "<p>Own</p>", kind: "x" },
        "bulk",
      ),
    );
    expect([withHtml.html_body, withHtml.html_content, await htmlOf(withHtml)]).toEqual([
      "<p>Own</p>",
      null,
      "<p>Own</p>",
    ]);
  });

  it("stores the HTML part as its words and lays it out as React renders it", async () => {
    const { mail: claim, stored } = await queueClaimNotice("Northwind <Traders> & Sons", "Ada O'Neil");
    expect(stored.html_body).toBeNull();
    const words: unknown = JSON.parse(stored.html_content!);
    const html = await htmlOf(stored);
    expect(html).toBe(
      (
        await renderEmail(claim.content!, {
          reason: "Sent by the partner portal to the programme team's inbox.",
        })
      ).html,
    );
    expect(words).toMatchObject({ content: claim.content });
    // The words are what the transaction writes: a fraction of the layout.
    expect(stored.html_content!.length * 4).toBeLessThan(html!.length);
  });
});
