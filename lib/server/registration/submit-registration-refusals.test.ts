import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { GET as claimTokenRoute } from "@/app/api/partners/claim/verify-token/[token]/route";
import { fixtures } from "@/test/support/fixtures";
import { callRoute } from "@/test/support/routes";
import {
  approvedClaimToken,
  forClaim,
  partnerCount,
  register,
  registration,
  staging,
  uploads,
} from "@/test/support/registration-submit";

// What POST /api/auth/register refuses: links, files, fields and the way it is called; each
// refusal stores nothing. The registrations it accepts are in ./submit-registration.test.ts.
// The sender runs in the background after each commit; tests flush the outbox themselves.
const db = freshTestDatabase();

describe("POST /api/auth/register", () => {
  it.each([
    ["no token", {}, 400, "Registration requires pre-approval."],
    ["a forged token", { approvalToken: "forged" }, 404, "Invalid or expired registration link."],
    [
      "a forged invitation",
      { invitationToken: "forged" },
      404,
      "Invalid or expired invitation link. Please contact admin for a new invitation.",
    ],
  ])("refuses %s", async (_name, tokens, status, message) => {
    const before = await partnerCount();
    const result = await register(registration(tokens), [{ filename: "a.pdf", content: fixtures.pdf() }]);
    expect([result.status, result.json.error]).toEqual([status, message]);
    expect(await partnerCount()).toBe(before);
    expect(staging()).toEqual([]);
  });

  it("410 for an expired claim link", async () => {
    const token = await approvedClaimToken();
    await db()
      .updateTable("registration_links")
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where("kind", "=", "claim")
      .execute();
    expect((await register(forClaim(token))).status).toBe(410);
  });

  it.each([
    [
      "a file whose bytes are not its extension",
      [{ filename: "invoice.pdf", content: fixtures.exe() }],
      400,
      "invoice.pdf is not a supported file type",
    ],
    [
      "an unsupported extension",
      [{ filename: "tool.exe", content: fixtures.exe() }],
      400,
      "tool.exe is not a supported file type",
    ],
    [
      "11 files",
      Array.from({ length: 11 }, (_, i) => ({ filename: `f${i}.png`, content: fixtures.png() })),
      400,
      "Maximum 10 files allowed",
    ],
    [
      "a file over 20 MB",
      [{ filename: "huge.pdf", content: Buffer.concat([fixtures.pdf(), Buffer.alloc(20 * 1024 * 1024)]) }],
      413,
      "huge.pdf is too large (max 20MB)",
    ],
  ])("refuses %s; nothing stored, link still usable", async (_name, files, status, message) => {
    const token = await approvedClaimToken();
    const before = { partners: await partnerCount(), uploads: uploads().length };
    const result = await register(forClaim(token), files);
    expect([result.status, result.json.error]).toEqual([status, message]);
    expect(await partnerCount()).toBe(before.partners);
    expect(uploads().length).toBe(before.uploads);
    expect(staging()).toEqual([]);
    expect((await callRoute(claimTokenRoute, "/x", { params: { token } })).status).toBe(200);
  });

  it.each([
    ["no data field", undefined, "The registration data is missing or is not valid JSON."],
    ["data that is not JSON", "{oops", "The registration data is missing or is not valid JSON."],
    ["a missing company name", registration({ companyName: "" }), "Company name is required"],
    [
      "a website without scheme",
      registration({ website: "northwind.example" }),
      "Please enter a valid URL (starting with http:// or https://)",
    ],
    ["an unknown industry", registration({ industry: "Crypto" }), "Industry is required"],
    [
      "a short password",
      registration({}, { password: "Short1!", confirmPassword: "Short1!" }),
      "Password must be at least 8 characters long",
    ],
    [
      "a weak password (the strength reset and Change Password ask for)",
      registration({}, { password: "password", confirmPassword: "password" }),
      "Please choose a stronger password.",
    ],
    ["different passwords", registration({}, { confirmPassword: "Other-2025!" }), "Passwords do not match"],
    ["a bad email", registration({}, { email: "nora@" }), "Please enter a valid email address"],
    [
      "no geographic coverage",
      registration({ geographicCoverage: [] }),
      "At least one geographic coverage area is required",
    ],
    [
      "Other as industry focus",
      registration({ industryFocus: ["Other"] }),
      "At least one industry focus is required",
    ],
    [
      "6 current clients",
      registration({ currentClients: ["a", "b", "c", "d", "e", "f"] }),
      "You can list up to 5 current clients",
    ],
    [
      "a negative team size",
      registration({ teamStrength: { finance: -1, technical: 0, sales: 0 } }),
      "Finance team size is required",
    ],
    [
      "a fractional team size",
      registration({ teamStrength: { finance: 1, technical: 1.5, sales: 0 } }),
      "Technical staff size is required",
    ],
    [
      "terms not accepted",
      registration({ partnerOnboardingTermsAccepted: false }),
      "You must accept the Partner Onboarding Terms and Conditions",
    ],
  ])("400 for %s", async (_name, data, message) => {
    const before = await partnerCount();
    const result = await register(data, [{ filename: "a.pdf", content: fixtures.pdf() }]);
    expect([result.status, result.json.error]).toEqual([400, message]);
    expect(await partnerCount()).toBe(before);
    expect(staging()).toEqual([]);
  });

  it("refuses a cross-site Origin and a JSON body", async () => {
    expect((await register(registration(), [], { origin: "https://evil.example" })).status).toBe(403);
    const json = await callRoute(registerRoute, "/api/auth/register", {
      body: registration(),
      ip: "198.51.200.1",
    });
    expect(json.status).toBe(415);
  });
});
