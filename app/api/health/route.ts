// GET /api/health: reports whether the database answers.
import { NextResponse } from "next/server";
import { sql } from "kysely";
import { getDb, getDialect } from "@/lib/server/db";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    const db = await getDb();
    await sql`select 1`.execute(db);
    return NextResponse.json({ status: "ok", database: await getDialect() });
  } catch (error) {
    console.error("[health] database check failed:", error);
    return NextResponse.json({ status: "error", database: "unreachable" }, { status: 503 });
  }
}
