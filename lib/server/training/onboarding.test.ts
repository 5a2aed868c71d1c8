import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { onboardingCourses } from "@/content/onboarding";
import { registrationPayloadSchema } from "@/lib/validation/registration-payload";
import { approveRegistration } from "@/lib/server/registration/console";
import { updatePartner } from "@/lib/server/partners/console";
import { createRegistrationLink } from "@/lib/server/registration/links";
import { registerAnonymously, registerWithLink } from "@/lib/server/registration/submit-registration";
import { createTestPartner } from "@/test/support/accounts";
import { registrationBody } from "@/test/support/fixtures";
import { startOnboarding } from "./onboarding";

// Every partner account that becomes active starts enrolled in the onboarding courses,
// once, whichever way it became active.
const db = useTestDatabase();
const titles = onboardingCourses.map((course) => course.title);

async function coursesOf(partnerId: string) {
  return db()
    .selectFrom("training_courses")
    .select(["title", "status", "progress", "onboarding_key"])
    .where("partner_id", "=", partnerId)
    .orderBy("created_at", "asc")
    .execute();
}
async function partnerIdOf(companyName: string) {
  return (
    await db()
      .selectFrom("partners")
      .select("id")
      .where("company_name", "=", companyName)
      .executeTakeFirstOrThrow()
  ).id;
}

describe("onboarding courses", () => {
  it("a registration from an invitation link is active at once, with the courses not started", async () => {
    const body = registrationBody(1);
    const link = await db()
      .transaction()
      .execute((trx) =>
        createRegistrationLink(trx, {
          kind: "invitation",
          email: body.primaryContact.email,
          companyName: body.companyName,
        }),
      );
    await registerWithLink(registrationPayloadSchema.parse({ ...body, invitationToken: link.token }), [], {
      ip: "10.9.0.1",
      userAgent: null,
    });
    const courses = await coursesOf(await partnerIdOf(body.companyName));
    expect(courses.map((c) => c.title)).toEqual(titles);
    expect(courses.every((c) => c.status === "not_started" && Number(c.progress) === 0)).toBe(true);
  });

  it("an open registration gets them on approval, and only once", async () => {
    const body = registrationBody(2);
    await registerAnonymously(registrationPayloadSchema.parse(body));
    const partnerId = await partnerIdOf(body.companyName);
    expect(await coursesOf(partnerId)).toEqual([]);
    await approveRegistration(partnerId, null);
    expect((await coursesOf(partnerId)).map((c) => c.title)).toEqual(titles);
    await expect(approveRegistration(partnerId, null)).rejects.toMatchObject({ status: 409 });
    expect(await coursesOf(partnerId)).toHaveLength(titles.length);
  });

  it("a registration under another company name waits for approval like an open one", async () => {
    const body = registrationBody(3);
    const link = await db()
      .transaction()
      .execute((trx) =>
        createRegistrationLink(trx, {
          kind: "claim",
          email: body.primaryContact.email,
          companyName: "Some Other Company",
        }),
      );
    await registerWithLink(registrationPayloadSchema.parse({ ...body, approvalToken: link.token }), [], {
      ip: "10.9.0.2",
      userAgent: null,
    });
    const partnerId = await partnerIdOf(body.companyName);
    expect(await coursesOf(partnerId)).toEqual([]);
    await approveRegistration(partnerId, null);
    expect(await coursesOf(partnerId)).toHaveLength(titles.length);
  });

  it("the team activating an account enrols it; enrolling again keeps each course once, with its progress", async () => {
    const account = await createTestPartner({ status: "rejected", companyName: "Reactivated Ltd" });
    expect(await coursesOf(account.partner.id)).toEqual([]);
    await updatePartner(account.partner.id, { status: "active" }, null);
    expect((await coursesOf(account.partner.id)).map((c) => c.title)).toEqual(titles);

    await db()
      .updateTable("training_courses")
      .set({ status: "in_progress", progress: 40 })
      .where("partner_id", "=", account.partner.id)
      .where("onboarding_key", "=", onboardingCourses[0].key)
      .execute();
    await updatePartner(account.partner.id, { status: "pending_approval" }, null);
    await updatePartner(account.partner.id, { status: "active" }, null);
    await Promise.all(
      [1, 2].map(() =>
        db()
          .transaction()
          .execute((trx) => startOnboarding(trx, account.partner.id)),
      ),
    );
    const courses = await coursesOf(account.partner.id);
    expect(courses.map((c) => c.title)).toEqual(titles);
    expect(courses[0]).toMatchObject({ status: "in_progress" });
    expect(Number(courses[0]!.progress)).toBe(40);
  });

  it("courses the team adds by hand have no key and never collide", async () => {
    const account = await createTestPartner({ companyName: "Hand Added Ltd" });
    await db()
      .transaction()
      .execute((trx) => startOnboarding(trx, account.partner.id));
    const now = new Date().toISOString();
    for (const id of ["hand-1", "hand-2"]) {
      await db()
        .insertInto("training_courses")
        .values({
          id,
          partner_id: account.partner.id,
          title: "Extra",
          duration: "1h",
          current_module: null,
          status: "not_started",
          progress: 0,
          completed_date: null,
          certificate: 0,
          onboarding_key: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    expect(await coursesOf(account.partner.id)).toHaveLength(titles.length + 2);
  });
});
