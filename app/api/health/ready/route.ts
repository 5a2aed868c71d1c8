// GET /api/health/ready: readiness; 200 when the database answers, every migration is
// applied, storage accepts a file, (with SMTP_URL) the SMTP server greets us and (with
// BACKUP_DIR) the last daily backup is at most two days old, its age reported; otherwise
// 503 with the check that failed. A load balancer routes traffic by it.
import { NextResponse } from "next/server";
import { checkReadiness } from "@/lib/server/health/readiness";

export const dynamic = "force-dynamic";

export async function GET() {
  const { ready, checks, backup } = await checkReadiness();
  return NextResponse.json(
    { status: ready ? "ok" : "error", checks, ...(backup ? { backup } : {}) },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
