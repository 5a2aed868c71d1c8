import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { markEmailVerified, solveCaptcha } from "@/test/support/accounts";
import { claimCount, claimForm, submit } from "@/test/support/claims";

// Submitting a claim: stored pending and emailed, the duplicates, the verified email it
// needs and the captcha. What a refusal uses up, the optional fields and the limit are in
// ./submit-claim-rules.test.ts.
// The sender runs in the background after each commit; tests flush the outbox themselves.
const db = freshTestDatabase();

describe("POST /api/partners/claim-portal", () => {
  it("stores a pending claim and emails the applicant and the programme team", async () => {
    await markEmailVerified("maria@lopez-finance.example");
    const { status, json } = await submit({
      ...claimForm({ companyEmail: "Maria@Lopez-Finance.example" }),
      ...(await solveCaptcha()),
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: true, message: "Partnership claim submitted successfully!" });
    const claim = await db().selectFrom("claims").selectAll().executeTakeFirstOrThrow();
    expect(claim).toMatchObject({
      status: "pending",
      company_email: "maria@lopez-finance.example",
      company_key: "lopez finance partners",
      additional_info: null,
    });
    const mail = await db()
      .selectFrom("outbox")
      .select(["to_address", "subject", "kind"])
      .where("ref_id", "=", claim.id)
      .execute();
    expect(mail.map((m) => m.kind).sort()).toEqual(["claim:notification", "claim:received"]);
    expect(mail.find((m) => m.kind === "claim:notification")?.to_address).toBe("partners@finlytic.ai");
    expect(mail.find((m) => m.kind === "claim:received")?.to_address).toBe("maria@lopez-finance.example");
  });

  it("409 for a second claim with the same email; nothing stored", async () => {
    const before = await claimCount();
    await markEmailVerified("maria@lopez-finance.example");
    const sameEmail = await submit({
      ...claimForm({ companyName: "Another Company" }),
      ...(await solveCaptcha()),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.json.error).toBe("A partner claim or account already exists for this email.");
    expect(await claimCount()).toBe(before);
  });

  it("a company that already has a claim (any case and spacing) is answered like a new claim and explained by email", async () => {
    const before = await claimCount();
    await markEmailVerified("fresh@unknown-company.example");
    const stored = await submit({
      ...claimForm({ companyEmail: "fresh@unknown-company.example", companyName: "Unknown Company" }),
      ...(await solveCaptcha()),
    });
    await markEmailVerified("other@elsewhere.example");
    const sameCompany = await submit({
      ...claimForm({ companyEmail: "other@elsewhere.example", companyName: "  lopez   FINANCE partners " }),
      ...(await solveCaptcha()),
    });
    expect(stored.status).toBe(200);
    expect(sameCompany.status).toBe(stored.status);
    expect(sameCompany.json).toEqual(stored.json);
    expect(await claimCount()).toBe(before + 1);
    const mail = await db()
      .selectFrom("outbox")
      .select(["subject", "kind", "text_body"])
      .where("to_address", "=", "other@elsewhere.example")
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: "claim:company-taken",
      subject: "About your Finlytic AI partnership claim",
    });
    expect(mail[0]!.text_body).toContain("already has a partnership claim or partner account");
  });

  it.each(["<svg/onload=alert(1)>@x.co", "a\u0000b@x.co"])(
    "400 for the company email %j with the field's message; nothing stored or mailed",
    async (companyEmail) => {
      // Even with a verification on record for that exact text, as the lax rule once allowed
      // (PostgreSQL cannot store a NUL, so only where the database can hold it).
      if (!companyEmail.includes("\u0000")) await markEmailVerified(companyEmail);
      const mails = async () => (await db().selectFrom("outbox").select("id").execute()).length;
      const before = [await claimCount(), await mails()];
      const { status, json } = await submit({
        ...claimForm({ companyEmail, companyName: "Markup Co" }),
        ...(await solveCaptcha()),
      });
      expect(status).toBe(400);
      expect(json).toMatchObject({
        success: false,
        errors: { companyEmail: "Please enter a valid email address" },
      });
      expect([await claimCount(), await mails()]).toEqual(before);
    },
  );

  it("400 without a verified email, with an expired verification, or a used one", async () => {
    const before = await claimCount();
    const none = await submit({
      ...claimForm({ companyEmail: "unverified@new.example", companyName: "New Co" }),
      ...(await solveCaptcha()),
    });
    expect(none.status).toBe(400);
    expect(none.json.error).toBe(
      "Email verification is missing - Please verify your email address before submitting.",
    );
    await markEmailVerified("stale@new.example", new Date(Date.now() - 61 * 60_000));
    const stale = await submit({
      ...claimForm({ companyEmail: "stale@new.example", companyName: "Stale Co" }),
      ...(await solveCaptcha()),
    });
    expect(stale.status).toBe(400);
    expect(await claimCount()).toBe(before);
  });

  it("400 without a solved captcha; a captcha is accepted once", async () => {
    await markEmailVerified("cap@captcha.example");
    const form = claimForm({ companyEmail: "cap@captcha.example", companyName: "Captcha Co" });
    const solved = await solveCaptcha();
    const message = "Security verification is missing - Please solve the CAPTCHA correctly.";
    expect((await submit(form)).json.error).toBe(message);
    expect(
      (await submit({ ...form, captchaToken: (await solveCaptcha()).captchaToken, captchaAnswer: "WRONG1" }))
        .json.error,
    ).toBe(message);
    expect(
      (await submit({ ...form, captchaToken: "forged", captchaAnswer: solved.captchaAnswer })).json.error,
    ).toBe(message);
    expect(
      (await submit({ ...form, ...solved, captchaAnswer: ` ${solved.captchaAnswer.toLowerCase()} ` })).status,
    ).toBe(200);
    await markEmailVerified("cap2@captcha.example");
    const replay = await submit({
      ...claimForm({ companyEmail: "cap2@captcha.example", companyName: "Replay Co" }),
      ...solved,
    });
    expect(replay.status).toBe(400);
    expect(replay.json.error).toBe(message);
  });
});
