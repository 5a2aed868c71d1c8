// GET /api/health/live: liveness; the process is up and answering. Touches no dependency, so
// a database or SMTP outage never makes an orchestrator restart every instance at once.
import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

export function GET() {
  return NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
