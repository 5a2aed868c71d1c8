import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { markEmailVerified, solveCaptcha } from "@/test/support/accounts";
import { claimCount, claimForm, submit } from "@/test/support/claims";

// Submitting a claim, continued from ./submit-claim.test.ts: what a refusal uses up, a
// checked challenge's pass, the optional fields and the limit per address.
// The sender runs in the background after each commit; tests flush the outbox themselves.
const db = freshTestDatabase();

describe("POST /api/partners/claim-portal", () => {
  // The default form's claim is stored first, as the first journey of ./submit-claim.test.ts
  // leaves it: the refusals below meet it as a duplicate.
  beforeAll(async () => {
    await markEmailVerified("maria@lopez-finance.example");
    expect((await submit({ ...claimForm(), ...(await solveCaptcha()) })).status).toBe(200);
  });

  it("a refused claim (400, 409) uses up its captcha, and its verification once past the captcha", async () => {
    const captchaMessage = "Security verification is missing - Please solve the CAPTCHA correctly.";
    // 400 for an unverified email: the solved captcha is spent all the same.
    const solved = await solveCaptcha();
    const unverified = await submit({
      ...claimForm({ companyEmail: "late@late.example", companyName: "Late Co" }),
      ...solved,
    });
    expect(unverified.json.error).toBe(
      "Email verification is missing - Please verify your email address before submitting.",
    );
    await markEmailVerified("late@late.example");
    expect(
      (
        await submit({
          ...claimForm({ companyEmail: "late@late.example", companyName: "Late Co" }),
          ...solved,
        })
      ).json.error,
    ).toBe(captchaMessage);
    // 409: the captcha and the verification are both spent.
    await markEmailVerified("maria@lopez-finance.example");
    const again = await solveCaptcha();
    expect((await submit({ ...claimForm(), ...again })).status).toBe(409);
    await markEmailVerified("fresh@fresh.example");
    expect(
      (
        await submit({
          ...claimForm({ companyEmail: "fresh@fresh.example", companyName: "Fresh Co" }),
          ...again,
        })
      ).json.error,
    ).toBe(captchaMessage);
    const noVerification = await submit({ ...claimForm(), ...(await solveCaptcha()) });
    expect(noVerification.status).toBe(400);
    expect(noVerification.json.error).toBe(
      "Email verification is missing - Please verify your email address before submitting.",
    );
    // A wrong answer spends the challenge, and the verification is kept for the next try.
    const wrong = await solveCaptcha();
    expect(
      (
        await submit({
          ...claimForm({ companyEmail: "fresh@fresh.example", companyName: "Fresh Co" }),
          ...wrong,
          captchaAnswer: "WRONG1",
        })
      ).json.error,
    ).toBe(captchaMessage);
    expect(
      (
        await submit({
          ...claimForm({ companyEmail: "fresh@fresh.example", companyName: "Fresh Co" }),
          ...wrong,
        })
      ).json.error,
    ).toBe(captchaMessage);
    expect(
      (
        await submit({
          ...claimForm({ companyEmail: "fresh@fresh.example", companyName: "Fresh Co" }),
          ...(await solveCaptcha()),
        })
      ).status,
    ).toBe(200);
  });

  it("accepts the pass of a checked challenge once, without an answer", async () => {
    const { issueCaptchaPass } = await import("./captcha");
    const pass = await issueCaptchaPass();
    await markEmailVerified("pass@pass.example");
    expect(
      (
        await submit({
          ...claimForm({ companyEmail: "pass@pass.example", companyName: "Pass Co" }),
          captchaToken: pass,
        })
      ).status,
    ).toBe(200);
    await markEmailVerified("pass2@pass.example");
    const replay = await submit({
      ...claimForm({ companyEmail: "pass2@pass.example", companyName: "Pass Two Co" }),
      captchaToken: pass,
    });
    expect(replay.json.error).toBe("Security verification is missing - Please solve the CAPTCHA correctly.");
  });

  it.each([
    [{ firstName: undefined }, "Please fill in your first name"],
    [{ firstName: " " }, "Please fill in your first name"],
    [{ firstName: " M " }, "First name must be at least 2 characters"],
    [{ firstName: 42 }, "Please fill in your first name"],
    [{ lastName: "" }, "Please fill in your last name"],
    [{ lastName: "L" }, "Last name must be at least 2 characters"],
    [{ companyName: "" }, "Please fill in your company name"],
    [{ companyName: "X" }, "Company name must be at least 2 characters"],
    [{ companyName: "X".repeat(101) }, "Company name must be at most 100 characters"],
    [{ companyEmail: "" }, "Please fill in your company email address"],
    [{ companyEmail: "maria@" }, "Please enter a valid email address"],
    [{ website: "" }, "Please fill in your company website"],
    [{ website: "not a url" }, "Please enter a valid website URL (e.g., example.com)"],
    [{ companySize: "" }, "Please select your company size"],
    [{ companySize: "5000" }, "Please select your company size"],
    [{ industry: "" }, "Please select your industry"],
    [{ industry: "other", customIndustry: " " }, "Please specify your industry"],
    [{ country: "" }, "Please select your country"],
    [{ country: "other" }, "Please specify your country"],
    [{ whyJoin: "Too short reason" }, "Please provide a more detailed explanation (at least 20 characters)"],
    [{ whyJoin: "x".repeat(5001) }, "Please keep your explanation under 5000 characters"],
    [{ linkedinUrl: "https://twitter.com/lopez" }, "Please enter a valid LinkedIn URL"],
    [{ currentTechnology: ["SAP"] }, "Please enter text."],
    [
      { companyName: "Lopez Finance\r\nBcc: victim@evil.test" },
      "Please use one line of plain text, without line breaks or control characters.",
    ],
    [
      { firstName: "Maria\nBcc: victim@evil.test" },
      "Please use one line of plain text, without line breaks or control characters.",
    ],
  ])("400 for %j; nothing stored", async (overrides, message) => {
    const before = await claimCount();
    await markEmailVerified("maria@lopez-finance.example");
    const { status, json } = await submit({ ...claimForm(overrides), ...(await solveCaptcha()) });
    expect(status).toBe(400);
    expect(json.error).toBe(message);
    expect(await claimCount()).toBe(before);
  });

  it("accepts the optional fields empty and the other-country and other-industry values", async () => {
    await markEmailVerified("opt@optional.example");
    const { status } = await submit({
      ...claimForm({
        companyEmail: "opt@optional.example",
        companyName: "Optional Co",
        linkedinUrl: "",
        currentTechnology: undefined,
        industry: "other",
        customIndustry: "Insurance",
        country: "other",
        customCountry: "Norway",
        website: "https://optional.example/about",
      }),
      ...(await solveCaptcha()),
    });
    expect(status).toBe(200);
    const row = await db()
      .selectFrom("claims")
      .selectAll()
      .where("company_email", "=", "opt@optional.example")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      custom_industry: "Insurance",
      custom_country: "Norway",
      linkedin_url: null,
      current_technology: null,
    });
  });

  it("429 after 5 submissions from one address", async () => {
    const ip = "198.19.9.9";
    for (let i = 0; i < 5; i += 1) await submit({}, ip);
    const blocked = await submit({}, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.json.error).toBe("Too many submissions. Please wait before trying again.");
  });
});
