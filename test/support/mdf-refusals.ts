// Market development funds refusing bad input in tests (imported by *.test.ts only): the
// sessions (owner, finance colleague, another company, the team, a company waiting for
// approval), requests seeded in each state, and the tables a refusal must leave unchanged.
import { beforeAll } from "vitest";
import { POST as changesRoute } from "@/app/api/admin/mdf/requests/[id]/changes/route";
import { POST as rejectClaimRoute } from "@/app/api/admin/mdf/claims/[id]/reject/route";
import { createSession } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db";
import { DAY_MS } from "@/lib/time";
import { adminToken, createTestPartner } from "./accounts";
import {
  approveRequest,
  colleagueToken,
  mdfPartner,
  nextMdfIp,
  pdfProof,
  postClaim,
  submittedRequest,
} from "./mdf";
import { callRoute } from "./routes";
import { useLocalStorageFolder } from "./s3-server";

/** What a market development action may write. */
export const mdfTables = [
  "mdf_requests",
  "mdf_claims",
  "mdf_claim_files",
  "mdf_allocations",
  "commissions",
  "commission_events",
  "notifications",
  "webhook_deliveries",
  "audit_log",
  "outbox",
] as const;

/** Each seeded request asks for this much; seven of them hold 280,000 of the 500,000 budget. */
export const SEEDED_MINOR = 40_000;
export const CLAIMED_MINOR = 30_000;

export const mdf = {
  owner: { token: "", partnerId: "" },
  finance: "",
  other: { token: "", partnerId: "", requestId: "" },
  admin: "",
  pending: "",
  requests: {
    submitted: "",
    changes: "",
    approved: "",
    claimed: "",
    early: "",
    expired: "",
    claimRefused: "",
  },
  claims: { waiting: "", refused: "" },
};

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** The claim deadline of the `expired` request: yesterday. */
export const expiredDeadline = inDays(-1);

async function approved(fields: Record<string, unknown> = {}) {
  const id = await submittedRequest(mdf.owner.token, SEEDED_MINOR, fields);
  const answer = await approveRequest(mdf.admin, id);
  if (answer.status !== 200) throw new Error(`approval refused: ${answer.status} ${answer.json.error}`);
  return id;
}

async function claim(id: string) {
  const answer = await postClaim(
    mdf.owner.token,
    id,
    { actualSpendMinor: String(CLAIMED_MINOR), results: "80 attendees" },
    [pdfProof()],
  );
  if (answer.status !== 201) throw new Error(`claim refused: ${answer.status} ${answer.json.error}`);
  return (answer.json.claim as { id: string }).id;
}

/** Sets up, before the calling file's tests, the sessions and the requests in each state. */
export function prepareMdfRefusals() {
  beforeAll(async () => {
    useLocalStorageFolder();
    const db = await getDb();
    mdf.admin = (await adminToken()).token;
    const owner = await mdfPartner();
    mdf.owner = { token: owner.token, partnerId: owner.partnerId };
    mdf.finance = await colleagueToken(owner.partnerId, "finance");
    const other = await mdfPartner();
    mdf.other = { ...other, requestId: await submittedRequest(other.token, SEEDED_MINOR) };
    const pending = await createTestPartner({ status: "pending_approval" });
    mdf.pending = (await createSession(db, pending.user)).token;

    const r = mdf.requests;
    r.submitted = await submittedRequest(mdf.owner.token, SEEDED_MINOR);
    r.changes = await submittedRequest(mdf.owner.token, SEEDED_MINOR);
    await callRoute(changesRoute, "/x", {
      token: mdf.admin,
      params: { id: r.changes },
      body: { reason: "Name the venue." },
      ip: nextMdfIp(),
    });
    r.approved = await approved();
    r.claimed = await approved();
    mdf.claims.waiting = await claim(r.claimed);
    r.claimRefused = await approved();
    mdf.claims.refused = await claim(r.claimRefused);
    await callRoute(rejectClaimRoute, "/x", {
      token: mdf.admin,
      params: { id: mdf.claims.refused },
      body: { reason: "No invoice." },
      ip: nextMdfIp(),
    });
    r.early = await approved({ startDate: inDays(30), endDate: inDays(31) });
    r.expired = await approved();
    await db
      .updateTable("mdf_requests")
      .set({ claim_deadline: expiredDeadline })
      .where("id", "=", r.expired)
      .execute();
  });
}
