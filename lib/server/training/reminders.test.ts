// Training reminders: which courses count as stalled, the weekly limit per user and
// course, the "Training reminders" switch (email off, bell line kept), the lease that runs
// the daily job once, and the reminder's one-click unsubscribe.
import { beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { useTestDatabase } from "@/test/support/test-database";
import { detailCall, enrolledPartner } from "@/test/support/training";
import { callRoute } from "@/test/support/routes";
import { POST as unsubscribeRoute } from "@/app/api/unsubscribe/route";
import type { Database } from "@/lib/server/db/schema";
import { runIfDue } from "@/lib/server/jobs/scheduler";
import { defaultPreferences, getPreferences, savePreferences } from "@/lib/server/notifications/preferences";
import { erasedAddress } from "@/lib/server/privacy/erasure";
import { DAY_MS } from "@/lib/time";
import type { TrainingCourseDetail } from "@/lib/validation/training";
import { ensureTrainingCatalog } from "./catalog";
import { completeModule } from "./progress";
import { sendTrainingReminders } from "./reminders";
import { sendTrainingRemindersNow, trainingReminderJob } from "./reminder-job";
import { htmlOf } from "@/lib/server/mail/compose";

const db = useTestDatabase();

beforeAll(async () => {
  await ensureTrainingCatalog();
});

/** A partner (one user) with `done` modules of the first onboarding course completed at `at`. */
async function partnerWithProgress(done: number, at: Date) {
  const { account, token, idOf } = await enrolledPartner();
  const id = idOf("platform-fundamentals");
  const course = (await detailCall(token, id)).json.course as TrainingCourseDetail;
  for (const part of course.modules.slice(0, done)) await completeModule(account.partner.id, id, part.id, at);
  return { account, id, title: course.title, total: course.modules.length };
}

const reminderMails = (email: string) =>
  db()
    .selectFrom("outbox")
    .select(["subject", "text_body", "html_body", "html_content", "headers", "priority", "ref_id"])
    .where("to_address", "=", email)
    .where("kind", "=", "training:reminder")
    .execute();

const reminderNotes = (userId: string) =>
  db()
    .selectFrom("notifications")
    .select(["message", "link"])
    .where("user_id", "=", userId)
    .where("kind", "=", "training:reminder")
    .execute();

const daysAgo = (days: number, from = new Date()) => new Date(from.getTime() - days * DAY_MS);

describe("training reminders", () => {
  it("reminds a course left for over a week once, with its progress, a link to Training and the bell", async () => {
    const { account, id, title, total } = await partnerWithProgress(1, daysAgo(8));
    const now = new Date();
    await sendTrainingReminders(db(), now);
    const mails = await reminderMails(account.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Pick up where you left off: ${title}`);
    expect(mail!.text_body).toContain(`1 of ${total} modules`);
    expect(await htmlOf(mail!)).toContain("/partner-portal/dashboard/training");
    expect(mail!.ref_id).toBe(id);
    expect(Number(mail!.priority)).toBe(2);
    expect(await reminderNotes(account.user.id)).toEqual([
      {
        message: `Pick up where you left off: ${title} (1 of ${total} modules).`,
        link: `/partner-portal/dashboard/training?course=${id}`,
      },
    ]);

    // Again the same day, and each day of the week after: nothing more.
    await sendTrainingReminders(db(), now);
    for (let day = 1; day < 7; day += 1)
      await sendTrainingReminders(db(), new Date(now.getTime() + day * DAY_MS));
    expect(await reminderMails(account.email)).toHaveLength(1);
    expect(await reminderNotes(account.user.id)).toHaveLength(1);

    // A week after the first (the daily run a few minutes early), still untouched: a second one.
    await sendTrainingReminders(db(), new Date(now.getTime() + 7 * DAY_MS - 10 * 60_000));
    expect(await reminderMails(account.email)).toHaveLength(2);
    expect(await reminderNotes(account.user.id)).toHaveLength(2);
  });

  it("leaves alone a course touched this week, one finished and one not started", async () => {
    const touched = await partnerWithProgress(1, daysAgo(6));
    const finished = await partnerWithProgress(3, daysAgo(30));
    const untouched = await partnerWithProgress(0, daysAgo(30));
    await sendTrainingReminders(db(), new Date());
    for (const { account } of [touched, finished, untouched]) {
      expect(await reminderMails(account.email)).toEqual([]);
      expect(await reminderNotes(account.user.id)).toEqual([]);
    }
    // The touched course stalls once its last module is a week old.
    await sendTrainingReminders(db(), new Date(Date.now() + 2 * DAY_MS));
    expect(await reminderMails(touched.account.email)).toHaveLength(1);
    expect(await reminderMails(finished.account.email)).toEqual([]);
  });

  it("reminds no erased person", async () => {
    const { account } = await partnerWithProgress(1, daysAgo(8));
    const erased = erasedAddress(account.user.id);
    await db().updateTable("users").set({ email: erased }).where("id", "=", account.user.id).execute();
    await sendTrainingReminders(db(), new Date());
    expect(await reminderMails(erased)).toEqual([]);
    expect(await reminderNotes(account.user.id)).toEqual([]);
  });

  it("sends no email to a user who turned Training reminders off, but the bell still has it", async () => {
    const { account } = await partnerWithProgress(2, daysAgo(10));
    await savePreferences(account.user.id, { ...defaultPreferences, training_reminders: false });
    await sendTrainingReminders(db(), new Date());
    expect(await reminderMails(account.email)).toEqual([]);
    expect(await reminderNotes(account.user.id)).toHaveLength(1);
    // The week's limit holds for the bell too.
    await sendTrainingReminders(db(), new Date(Date.now() + DAY_MS));
    expect(await reminderNotes(account.user.id)).toHaveLength(1);
  });

  it("carries one-click unsubscribe headers that turn off training reminders alone", async () => {
    const { account } = await partnerWithProgress(1, daysAgo(9));
    await sendTrainingReminders(db(), new Date());
    const [mail] = await reminderMails(account.email);
    const headers = JSON.parse(mail!.headers ?? "{}") as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const url = /^<(https?:\/\/[^>]+)>$/.exec(headers["List-Unsubscribe"] ?? "")?.[1];
    expect(url).toBeDefined();
    const parsed = new URL(url!);
    expect(parsed.pathname).toBe("/api/unsubscribe");
    const result = await callRoute(unsubscribeRoute, `${parsed.pathname}${parsed.search}`, {
      method: "POST",
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net" },
    });
    expect(result.status).toBe(200);
    expect(await getPreferences(account.user.id)).toEqual({
      ...defaultPreferences,
      training_reminders: false,
    });
  });

  it("runs once when two processes race for the daily job, and the race sends each reminder once", async () => {
    const { account } = await partnerWithProgress(1, daysAgo(8));
    const day = new Date(Date.now() + 60_000);
    let runs = 0;
    const job = () => {
      const base = trainingReminderJob(
        async () => db() as Kysely<Database>,
        () => day,
      );
      return { ...base, run: () => ((runs += 1), base.run()) };
    };
    const ran = await Promise.all([
      runIfDue(db(), job(), "process-a", day),
      runIfDue(db(), job(), "process-b", day),
    ]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    expect(await reminderMails(account.email)).toHaveLength(1);

    // Two runs outside the lease still claim each reminder once.
    const later = await partnerWithProgress(1, daysAgo(8));
    await Promise.all([sendTrainingReminders(db(), day), sendTrainingReminders(db(), day)]);
    expect(await reminderMails(later.account.email)).toHaveLength(1);

    // The day's run is done: the next check does not run it again.
    expect(await runIfDue(db(), job(), "process-c", new Date(day.getTime() + 60 * 60_000))).toBe(false);
    expect(runs).toBe(1);
  });

  it("runs at once from the command line, counting as the day's run", async () => {
    const { account } = await partnerWithProgress(1, daysAgo(8));
    const at = new Date(Date.now() + 3 * DAY_MS);
    expect(await sendTrainingRemindersNow(at)).toMatchObject({ emailed: expect.any(Number) });
    expect(await reminderMails(account.email)).toHaveLength(1);
    const job = trainingReminderJob(
      async () => db(),
      () => at,
    );
    expect(await runIfDue(db(), job, "process-d", new Date(at.getTime() + 60_000))).toBe(false);
  });
});
