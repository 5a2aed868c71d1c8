import { describe, expect, it } from "vitest";
import { canUsePortal } from "./guards";
import type { PublicUser } from "./users";

const partner: PublicUser = {
  id: "u1",
  _id: "u1",
  email: "p@example.com",
  role: "partner",
  firstName: "Pat",
  lastName: "Partner",
  title: null,
  phone: null,
  emailVerified: true,
  partnerId: "p1",
  companyName: "Acme",
  status: "active",
  signedInBefore: true,
  memberRole: "owner",
};

describe("canUsePortal (the dashboard page, proxy.ts and the session-expired exit, local or proxy mode)", () => {
  it("lets in a verified partner of an active company", () => {
    expect(canUsePortal(partner)).toBe(true);
  });

  it.each([
    ["an admin", { role: "admin" as const }],
    ["an unverified email", { emailVerified: false }],
    ["a company pending approval", { status: "pending_approval" as const }],
    ["a suspended company", { status: "suspended" as PublicUser["status"] }],
    ["a partner without a company", { partnerId: null }],
  ])("keeps out %s", (_name, change) => {
    expect(canUsePortal({ ...partner, ...change })).toBe(false);
  });
});
