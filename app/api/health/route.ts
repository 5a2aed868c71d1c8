// GET /api/health: reports whether the database answers, the partner endpoints' mode and,
// in proxy mode (PARTNER_API_URL), whether the partner API answers. Kept for what already
// polls it (Playwright, the bench, scripts); deployments use /api/health/live and /ready.
import { NextResponse } from "next/server";
import { sql } from "kysely";
import { getDb, getDialect } from "@/lib/server/db";
import { partnerApiAnswers, partnerApiBase } from "@/lib/server/upstream/partner-api";
import { moduleLog } from "@/lib/server/log";

export const dynamic = "force-dynamic";

export async function GET() {
  const partnerApi = partnerApiBase();
  const partner = partnerApi
    ? {
        mode: "proxy" as const,
        partnerApi: (await partnerApiAnswers(partnerApi)) ? ("ok" as const) : ("unreachable" as const),
      }
    : { mode: "local" as const };
  try {
    const db = await getDb();
    await sql`select 1`.execute(db);
    // A partner API that does not answer leaves the site up (pages, enquiries) but degraded.
    const status = partner.mode === "proxy" && partner.partnerApi !== "ok" ? "degraded" : "ok";
    return NextResponse.json({ status, database: await getDialect(), ...partner });
  } catch (error) {
    moduleLog("health").error({ err: error }, "database check failed");
    return NextResponse.json({ status: "error", database: "unreachable", ...partner }, { status: 503 });
  }
}
