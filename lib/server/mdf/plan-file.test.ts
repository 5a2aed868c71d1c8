import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { POST as createRoute } from "@/app/api/partners/mdf/requests/route";
import { GET as mdfRoute } from "@/app/api/partners/mdf/route";
import { GET as teamPlanRoute } from "@/app/api/admin/mdf/requests/[id]/plan/route";
import { GET as partnerPlanRoute } from "@/app/api/partners/mdf/requests/[id]/plan/route";
import { storage } from "@/lib/server/storage";
import { sweepStorage } from "@/lib/server/uploads/sweep";
import { attachmentRules } from "@/lib/validation/registration-options";
import { mdfMessages } from "@/lib/validation/mdf";
import { adminToken } from "@/test/support/accounts";
import { buildMultipart, callRoute, type UploadPart } from "@/test/support/routes";
import { mdfPartner, nextMdfIp, pdfProof, postRequest, requestBody } from "@/test/support/mdf";
import { getApiMdfRequest } from "./api-reads";

// A fund request's optional plan file: sent as multipart beside the request's fields, checked
// by its bytes and size, stored, named in the answers, and downloadable by the team and the
// company (no one else). JSON requests without a file keep working.

const db = useTestDatabase();

const plan = (): UploadPart => ({ ...pdfProof(), field: "planFile", filename: "event-plan.pdf" });

function formFields(amountMinor: number, fields: Record<string, unknown> = {}) {
  return Object.fromEntries(
    Object.entries(requestBody(amountMinor, fields)).map(([key, value]) => [key, String(value)]),
  );
}

function postForm(token: string, fields: Record<string, string>, files: UploadPart[]) {
  const { body, contentType } = buildMultipart(fields, files);
  return callRoute(createRoute, "/api/partners/mdf/requests", {
    token,
    rawBody: new Uint8Array(body),
    headers: { "content-type": contentType },
    ip: nextMdfIp(),
  });
}

const requestCount = async () =>
  Number(
    (
      await db()
        .selectFrom("mdf_requests")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst()
    )?.n,
  );

async function storedPlans(): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage().list("mdf/")) keys.push(object.key);
  return keys;
}

describe("a fund request's plan file", () => {
  it("is stored, named in the answers and downloadable by the team and the company", async () => {
    const { token, partnerId } = await mdfPartner("silver");
    const answer = await postForm(token, formFields(120_000, { expectedAttendees: 80 }), [plan()]);
    expect(answer.status).toBe(201);
    const created = answer.json.request as { id: string; status: string; planFile: { name: string } };
    expect(created).toMatchObject({ status: "submitted", planFile: { name: "event-plan.pdf" } });
    const row = await db()
      .selectFrom("mdf_requests")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.amount_minor)).toBe(120_000);
    expect(Number(row.expected_attendees)).toBe(80);
    expect(Number(row.plan_size)).toBe(plan().content.length);
    expect(await storedPlans()).toContain(row.plan_stored_name);
    // The storage sweep knows the file belongs to a request: never an orphan, however old.
    expect((await sweepStorage({ graceMs: 0, dryRun: true })).deleted).not.toContain(row.plan_stored_name);

    const listed = (await callRoute(mdfRoute, "/api/partners/mdf", { token })).json.requests as {
      id: string;
      planFile: unknown;
    }[];
    expect(listed.find((request) => request.id === created.id)?.planFile).toEqual({ name: "event-plan.pdf" });
    expect((await getApiMdfRequest({ partnerId }, created.id)).planFileName).toBe("event-plan.pdf");

    const admin = await adminToken();
    const team = await callRoute(teamPlanRoute, "/x", { token: admin.token, params: { id: created.id } });
    expect(team.status).toBe(200);
    expect(team.response.headers.get("content-disposition")).toContain("event-plan.pdf");
    expect(Buffer.from(await team.response.arrayBuffer())).toEqual(plan().content);

    const own = await callRoute(partnerPlanRoute, "/x", { token, params: { id: created.id } });
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.response.arrayBuffer())).toEqual(plan().content);
    const other = await mdfPartner("silver");
    const foreign = await callRoute(partnerPlanRoute, "/x", {
      token: other.token,
      params: { id: created.id },
    });
    expect(foreign.status).toBe(404);
    const anonymous = await callRoute(teamPlanRoute, "/x", { token, params: { id: created.id } });
    expect(anonymous.status).not.toBe(200);
  });

  it("is optional: a form without a file and a JSON request both store the request alone", async () => {
    const { token } = await mdfPartner("silver");
    const form = await postForm(token, formFields(10_000, { expectedLeads: "" }), []);
    expect(form.status).toBe(201);
    expect((form.json.request as { planFile: unknown }).planFile).toBeNull();
    const json = await postRequest(token, requestBody(10_000));
    expect(json.status).toBe(201);
    const id = (json.json.request as { id: string }).id;
    const admin = await adminToken();
    const none = await callRoute(teamPlanRoute, "/x", { token: admin.token, params: { id } });
    expect(none.status).toBe(404);
    expect(none.json.error).toBe(mdfMessages.planNotFound);
  });

  it.each([
    [
      "an executable named .pdf",
      [{ field: "planFile", filename: "plan.pdf", content: Buffer.from("MZ\x90\x00\x03\x00\x00\x00binary") }],
      400,
      mdfMessages.planBadType("plan.pdf"),
    ],
    [
      "a file of another type",
      [{ field: "planFile", filename: "plan.exe", content: Buffer.from("MZ\x90\x00") }],
      400,
      mdfMessages.planBadType("plan.exe"),
    ],
    ["two files", [plan(), { ...plan(), filename: "second.pdf" }], 400, mdfMessages.planTooMany],
    [
      "a file over the size limit",
      [{ ...plan(), content: Buffer.alloc(attachmentRules.maxFileBytes + 1, 0x25) }],
      413,
      mdfMessages.fileTooLarge("event-plan.pdf"),
    ],
  ])("refuses %s with a clear message and stores nothing", async (_name, files, status, message) => {
    const { token } = await mdfPartner("silver");
    const [before, storedBefore] = [await requestCount(), await storedPlans()];
    const answer = await postForm(token, formFields(10_000), files);
    expect(answer.status).toBe(status);
    expect(answer.json.error).toBe(message);
    expect(await requestCount()).toBe(before);
    expect(await storedPlans()).toEqual(storedBefore);
  });

  it("stores no file when the request itself is refused (bad fields, more than remains)", async () => {
    const { token } = await mdfPartner("silver");
    const [before, storedBefore] = [await requestCount(), await storedPlans()];
    const bad = await postForm(token, formFields(0), [plan()]);
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(mdfMessages.amount);
    const over = await postForm(token, formFields(500_001), [plan()]);
    expect(over.status).toBe(409);
    expect(over.json.error).toContain("remains");
    expect(await requestCount()).toBe(before);
    expect(await storedPlans()).toEqual(storedBefore);
  });
});
