import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as registrationsRoute } from "@/app/api/admin/registrations/route";
import { POST as approveRegistrationRoute } from "@/app/api/admin/registrations/[id]/approve/route";
import { POST as rejectRegistrationRoute } from "@/app/api/admin/registrations/[id]/reject/route";
import { GET as attachmentRoute } from "@/app/api/admin/attachments/[id]/route";
import { GET as partnersRoute } from "@/app/api/admin/partners/route";
import { PATCH as partnerPatchRoute } from "@/app/api/admin/partners/[id]/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { adminMessages } from "@/lib/validation/admin";
import { commitStaged } from "@/lib/server/uploads/attachments";
import { discardStaged } from "@/lib/server/uploads/multipart";
import { createTestPartner } from "@/test/support/accounts";
import { adminToken } from "@/test/support/admin-api";
import { fixtures, latestMailTo } from "@/test/support/fixtures";
import { callRoute } from "@/test/support/routes";

// The console API's registrations waiting for approval, their attachments, and the partner
// search and edit. Access rules, claims and invitations are in ./api.test.ts.

// The sender runs in the background after each commit; tests flush the outbox themselves.
const db = freshTestDatabase();

describe("registrations and partners", () => {
  it("lists pending registrations, approves and rejects with emails; attachments download as attachments", async () => {
    const token = await adminToken();
    const pending = await createTestPartner({ status: "pending_approval", companyName: "Pending Co" });
    const other = await createTestPartner({ status: "pending_approval", companyName: "Rejected Co" });
    const staged = await stage("deck.pdf", fixtures.pdf());
    const [stored] = await commitStaged([staged]);
    // The store keeps its own copy; the staged file goes, as the register route does it.
    await discardStaged([staged]);
    await db()
      .insertInto("attachments")
      .values({
        id: "att-1",
        partner_id: pending.partner.id,
        original_name: "Pitch “deck”.pdf",
        stored_name: stored!.storedName,
        mime_type: "application/pdf",
        size_bytes: fixtures.pdf().length,
        created_at: new Date().toISOString(),
      })
      .execute();
    const list = await callRoute(registrationsRoute, "/x", { token });
    const names = (list.json.items as { companyName: string }[]).map((p) => p.companyName);
    expect(names).toEqual(expect.arrayContaining(["Pending Co", "Rejected Co"]));
    const file = await callRoute(attachmentRoute, "/x", { token, params: { id: "att-1" } });
    expect(file.response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Pitch _deck_.pdf"; filename\*=UTF-8''Pitch%20%E2%80%9Cdeck%E2%80%9D.pdf$/,
    );
    expect(Buffer.from(await file.response.arrayBuffer()).equals(fixtures.pdf())).toBe(true);
    const approved = await callRoute(approveRegistrationRoute, "/x", {
      method: "POST",
      token,
      params: { id: pending.partner.id },
    });
    expect(approved.json.partner).toMatchObject({ status: "active" });
    expect(
      (
        await callRoute(loginRoute, "/api/auth/login", {
          body: { email: pending.email, password: pending.password },
        })
      ).status,
    ).toBe(200);
    expect(await latestMailTo(pending.email, "approved")).toBeDefined();
    const rejected = await callRoute(rejectRegistrationRoute, "/x", {
      body: { reason: "Duplicate company" },
      token,
      params: { id: other.partner.id },
    });
    expect(rejected.json.partner).toMatchObject({ status: "rejected", reviewReason: "Duplicate company" });
    expect(
      (
        await callRoute(approveRegistrationRoute, "/x", {
          method: "POST",
          token,
          params: { id: other.partner.id },
        })
      ).status,
    ).toBe(409);
  });

  it("searches partners and audits certification and points changes", async () => {
    const token = await adminToken();
    const account = await createTestPartner({ companyName: "Searchable 100% Partners" });
    const found = await callRoute(partnersRoute, "/x?search=100%25", { token });
    expect((found.json.items as { id: string }[]).map((p) => p.id)).toEqual([account.partner.id]);
    const active = await callRoute(partnersRoute, "/x?search=100%25&status=active", { token });
    expect((active.json.items as { id: string }[]).map((p) => p.id)).toEqual([account.partner.id]);
    for (const route of [partnersRoute, registrationsRoute]) {
      const unknown = await callRoute(route, "/x?status=archived", { token });
      expect([unknown.status, unknown.json.error]).toEqual([400, "Unknown status."]);
    }
    const patched = await callRoute(partnerPatchRoute, "/x", {
      method: "PATCH",
      body: { certificationStatus: "certified", points: 250 },
      token,
      params: { id: account.partner.id },
    });
    expect(patched.json.partner).toMatchObject({
      tier: "bronze",
      certificationStatus: "certified",
      points: 250,
    });
    const audit = (patched.json.partner as { audit: { action: string; details: Record<string, unknown> }[] })
      .audit;
    expect(audit.at(-1)).toMatchObject({
      action: "partner.updated",
      details: { certification_status: { from: "pending", to: "certified" }, points: { from: 0, to: 250 } },
    });
    expect(
      (
        await callRoute(partnerPatchRoute, "/x", {
          method: "PATCH",
          body: { tier: "diamond" },
          token,
          params: { id: account.partner.id },
        })
      ).status,
    ).toBe(400);
    // The tier is earned or pinned, never typed: a PATCH naming one says where to go instead.
    const typed = await callRoute(partnerPatchRoute, "/x", {
      method: "PATCH",
      body: { tier: "gold" },
      token,
      params: { id: account.partner.id },
    });
    expect(typed.status).toBe(400);
    expect(typed.json.errors).toEqual({ tier: adminMessages.tierIsEarned });
    expect(
      (
        await callRoute(partnerPatchRoute, "/x", {
          method: "PATCH",
          body: {},
          token,
          params: { id: account.partner.id },
        })
      ).status,
    ).toBe(400);
  });
});

async function stage(name: string, content: Buffer) {
  const fs = await import("node:fs/promises");
  const path = await import("node:path");
  const { stagingDir } = await import("@/lib/server/uploads/attachments");
  await fs.mkdir(stagingDir(), { recursive: true });
  const tempPath = path.join(stagingDir(), `${name}.part`);
  await fs.writeFile(tempPath, content);
  return { originalName: name, extension: "pdf", tempPath, size: content.length };
}
