import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { POST as createRoute } from "@/app/api/partners/mdf/requests/route";
import { PUT as reviseRoute } from "@/app/api/partners/mdf/requests/[id]/route";
import { POST as changesRoute } from "@/app/api/admin/mdf/requests/[id]/changes/route";
import { GET as teamPlanRoute } from "@/app/api/admin/mdf/requests/[id]/plan/route";
import { storage } from "@/lib/server/storage";
import { mdfMessages, mdfPlanFileRules } from "@/lib/validation/mdf";
import { adminToken } from "@/test/support/accounts";
import { buildMultipart, callRoute, type UploadPart } from "@/test/support/routes";
import { mdfPartner, nextMdfIp, pdfProof, requestBody } from "@/test/support/mdf";
import { useLocalStorageFolder } from "@/test/support/s3-server";

// A revision after the team asked for changes may replace the activity plan, remove it, or keep
// it (JSON, or a form without a file). A new file is stored only for a revision that is saved;
// the old one leaves storage only once the revision is committed.

const failAudit = vi.hoisted(() => ({ next: false }));
vi.mock("@/lib/server/audit/audit", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/server/audit/audit")>();
  return {
    ...real,
    recordAudit: (async (...args: Parameters<typeof real.recordAudit>) => {
      if (failAudit.next) {
        failAudit.next = false;
        throw new Error("audit log unavailable");
      }
      return real.recordAudit(...args);
    }) as typeof real.recordAudit,
  };
});
const db = useTestDatabase();
// A folder of its own: the storage assertions compare every plan stored, and other files upload too.
beforeAll(() => void useLocalStorageFolder());

const pdf = (filename: string, marker = filename): UploadPart => ({
  ...pdfProof(),
  field: "planFile",
  filename,
  content: Buffer.concat([pdfProof().content, Buffer.from(`% ${marker}\n`)]),
});

function formFields(amountMinor: number, fields: Record<string, unknown> = {}) {
  return Object.fromEntries(
    Object.entries(requestBody(amountMinor, fields)).map(([key, value]) => [key, String(value)]),
  );
}

function multipart(fields: Record<string, string>, files: UploadPart[]) {
  const { body, contentType } = buildMultipart(fields, files);
  return { rawBody: new Uint8Array(body), headers: { "content-type": contentType }, ip: nextMdfIp() };
}

const reviseForm = (token: string, id: string, fields: Record<string, string>, files: UploadPart[] = []) =>
  callRoute(reviseRoute, `/api/partners/mdf/requests/${id}`, {
    method: "PUT",
    token,
    params: { id },
    ...multipart(fields, files),
  });

async function storedPlans(): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage().list("mdf/")) keys.push(object.key);
  return keys.sort();
}

const requestRow = (id: string) =>
  db().selectFrom("mdf_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** A request sent with `plan.pdf` (or none) for 1,000.00, on which the team asked for changes. */
async function changesAsked(withPlan = true) {
  const partner = await mdfPartner("silver");
  const created = await callRoute(createRoute, "/api/partners/mdf/requests", {
    token: partner.token,
    ...multipart(formFields(100_000), withPlan ? [pdf("plan.pdf", "first plan")] : []),
  });
  expect(created.status).toBe(201);
  const id = (created.json.request as { id: string }).id;
  const admin = await adminToken();
  const asked = await callRoute(changesRoute, "/x", {
    token: admin.token,
    params: { id },
    body: { reason: "Please attach a plan with the agenda." },
  });
  expect(asked.status).toBe(200);
  const row = await requestRow(id);
  return { ...partner, id, admin, oldKey: row.plan_stored_name };
}

async function teamDownload(adminTokenValue: string, id: string) {
  const answer = await callRoute(teamPlanRoute, "/x", { token: adminTokenValue, params: { id } });
  return {
    status: answer.status,
    disposition: answer.response.headers.get("content-disposition"),
    bytes: answer.status === 200 ? Buffer.from(await answer.response.arrayBuffer()) : null,
  };
}

describe("revising a fund request's plan file", () => {
  it("replaces the plan: the new file is named and downloaded, the old one leaves storage", async () => {
    const { token, id, admin, oldKey } = await changesAsked();
    expect(await storedPlans()).toContain(oldKey);
    const answer = await reviseForm(token, id, formFields(120_000), [pdf("agenda.pdf", "second plan")]);
    expect(answer.status).toBe(200);
    expect(answer.json.request).toEqual({ id, status: "submitted", planFile: { name: "agenda.pdf" } });
    const row = await requestRow(id);
    expect(row.plan_file_name).toBe("agenda.pdf");
    expect(row.plan_stored_name).not.toBe(oldKey);
    expect(Number(row.plan_size)).toBe(pdf("agenda.pdf", "second plan").content.length);
    expect(Number(row.amount_minor)).toBe(120_000);
    const stored = await storedPlans();
    expect(stored).toContain(row.plan_stored_name);
    expect(stored).not.toContain(oldKey);
    const download = await teamDownload(admin.token, id);
    expect(download.disposition).toContain("agenda.pdf");
    expect(download.bytes).toEqual(pdf("agenda.pdf", "second plan").content);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("entity_id", "=", id)
      .orderBy("created_at")
      .execute();
    expect(audit.filter((entry) => entry.action === "mdf_request.submitted")).toHaveLength(2);
    expect(JSON.stringify(audit.at(-1)?.details)).toContain("agenda.pdf");
  });

  it("attaches a plan to a request that had none", async () => {
    const { token, id, admin, oldKey } = await changesAsked(false);
    expect(oldKey).toBeNull();
    const answer = await reviseForm(token, id, formFields(100_000), [pdf("new-plan.pdf")]);
    expect(answer.status).toBe(200);
    expect((await teamDownload(admin.token, id)).disposition).toContain("new-plan.pdf");
  });

  it("removes the plan with removePlan=true: the file leaves storage and the download is gone", async () => {
    const { token, id, admin, oldKey } = await changesAsked();
    const answer = await reviseForm(token, id, { ...formFields(100_000), removePlan: "true" });
    expect(answer.status).toBe(200);
    expect(answer.json.request).toEqual({ id, status: "submitted", planFile: null });
    const row = await requestRow(id);
    expect([row.plan_file_name, row.plan_stored_name, row.plan_size]).toEqual([null, null, null]);
    expect(await storedPlans()).not.toContain(oldKey);
    const download = await teamDownload(admin.token, id);
    expect(download.status).toBe(404);
  });

  it.each([
    ["JSON", "json"],
    ["a form without a file", "form"],
    ["a form with removePlan=false", "false"],
  ])("keeps the plan when revised with %s", async (_name, kind) => {
    const { token, id, admin, oldKey } = await changesAsked();
    const answer =
      kind === "json"
        ? await callRoute(reviseRoute, "/x", {
            method: "PUT",
            token,
            params: { id },
            body: requestBody(90_000, { expectedAttendees: 150 }),
            ip: nextMdfIp(),
          })
        : await reviseForm(token, id, {
            ...formFields(90_000),
            ...(kind === "false" ? { removePlan: "false" } : {}),
          });
    expect(answer.status).toBe(200);
    expect(answer.json.request).toEqual({ id, status: "submitted", planFile: { name: "plan.pdf" } });
    const row = await requestRow(id);
    expect(row.plan_stored_name).toBe(oldKey);
    expect(Number(row.amount_minor)).toBe(90_000);
    expect(await storedPlans()).toContain(oldKey);
    expect((await teamDownload(admin.token, id)).bytes).toEqual(pdf("plan.pdf", "first plan").content);
  });

  it.each([
    [
      "an executable named .pdf",
      {},
      [{ field: "planFile", filename: "agenda.pdf", content: Buffer.from("MZ\x90\x00\x03\x00binary") }],
      400,
      mdfMessages.planBadType("agenda.pdf"),
    ],
    [
      "a file of another type",
      {},
      [{ field: "planFile", filename: "agenda.exe", content: Buffer.from("MZ\x90\x00") }],
      400,
      mdfMessages.planBadType("agenda.exe"),
    ],
    ["two files", {}, [pdf("a.pdf"), pdf("b.pdf")], 400, mdfMessages.planTooMany],
    [
      "a file over the size limit",
      {},
      [{ ...pdf("big.pdf"), content: Buffer.alloc(mdfPlanFileRules.maxFileBytes + 1, 0x25) }],
      413,
      mdfMessages.fileTooLarge("big.pdf"),
    ],
    [
      "a new file and removal at once",
      { removePlan: "true" },
      [pdf("a.pdf")],
      400,
      mdfMessages.planReplaceOrRemove,
    ],
    ["an unknown removal value", { removePlan: "yes" }, [], 400, mdfMessages.removePlan],
    ["invalid fields", { amountMinor: "0" }, [pdf("a.pdf")], 400, mdfMessages.amount],
  ])("refuses %s and keeps the old plan", async (_name, extra, files, status, message) => {
    const { token, id, admin, oldKey } = await changesAsked();
    const before = await storedPlans();
    const answer = await reviseForm(token, id, { ...formFields(120_000), ...extra }, files);
    expect(answer.status).toBe(status);
    expect(answer.json.error).toBe(message);
    const row = await requestRow(id);
    expect([row.status, row.plan_stored_name, Number(row.amount_minor)]).toEqual([
      "changes_requested",
      oldKey,
      100_000,
    ]);
    expect(await storedPlans()).toEqual(before);
    expect((await teamDownload(admin.token, id)).disposition).toContain("plan.pdf");
  });

  it("removes a new file when the revision is refused (over budget, not editable, not found)", async () => {
    const { token, id, oldKey } = await changesAsked();
    const before = await storedPlans();
    const over = await reviseForm(token, id, formFields(500_001), [pdf("agenda.pdf")]);
    expect(over.status).toBe(409);
    expect(over.json.error).toBe(mdfMessages.overRemaining("$5,000.00"));
    const other = await mdfPartner("silver");
    const foreign = await reviseForm(other.token, id, formFields(1_000), [pdf("agenda.pdf")]);
    expect(foreign.status).toBe(404);
    expect(foreign.json.error).toBe(mdfMessages.notFound);
    expect(await storedPlans()).toEqual(before);
    expect((await requestRow(id)).plan_stored_name).toBe(oldKey);

    const saved = await reviseForm(token, id, formFields(100_000));
    expect(saved.status).toBe(200);
    const afterSaved = await storedPlans();
    const late = await reviseForm(token, id, formFields(100_000), [pdf("agenda.pdf")]);
    expect(late.status).toBe(409);
    expect(late.json.error).toBe(mdfMessages.notEditable);
    expect(await storedPlans()).toEqual(afterSaved);
    expect((await requestRow(id)).plan_stored_name).toBe(oldKey);
  });

  it("keeps the old file when the revision's transaction fails after the update", async () => {
    const { token, id, admin, oldKey } = await changesAsked();
    const before = await storedPlans();
    failAudit.next = true;
    const failed = await reviseForm(token, id, formFields(100_000), [pdf("agenda.pdf")]);
    expect(failed.status).toBe(500);
    const row = await requestRow(id);
    expect([row.status, row.plan_stored_name]).toEqual(["changes_requested", oldKey]);
    expect(await storedPlans()).toEqual(before);
    expect((await teamDownload(admin.token, id)).bytes).toEqual(pdf("plan.pdf", "first plan").content);

    failAudit.next = true;
    const removal = await reviseForm(token, id, { ...formFields(100_000), removePlan: "true" });
    expect(removal.status).toBe(500);
    expect((await requestRow(id)).plan_stored_name).toBe(oldKey);
    expect(await storedPlans()).toEqual(before);
  });
});
