// The console's training calls (imported by *.test.ts only): a course as the console answers
// it, a call to a console training route as the team, the courses' audit count, a new course.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { POST as createRoute } from "@/app/api/admin/training/route";
import { getDb } from "@/lib/server/db";
import { callRoute, type Handler } from "./routes";

export interface AdminCourse {
  id: string;
  key: string;
  title: string;
  duration: string;
  certification: boolean;
  points: number;
  modules: { id: string; title: string; body: string; videoUrl: string | null; resourceId: string | null }[];
}

/** Calls as the admin whose token `admin()` gives (or as `extra.token`), and a new course made by them. */
export function consoleTrainingCalls(admin: () => string) {
  const call = (
    handler: Handler,
    method: string,
    params: Record<string, string>,
    body?: unknown,
    extra: { token?: string } = {},
  ) =>
    callRoute(handler, "/api/admin/training/x", {
      method,
      params,
      token: extra.token ?? admin(),
      ...(body === undefined ? {} : { body }),
    });
  async function newCourse(title = `Course ${randomUUID().slice(0, 8)}`) {
    const created = await call(
      createRoute,
      "POST",
      {},
      { title, duration: "1 hour", description: "About it", certification: true, points: 100 },
    );
    expect(created.status).toBe(201);
    return created.json.course as AdminCourse;
  }
  return { call, newCourse };
}

/** Audit entries written about catalogue courses. */
export async function courseAuditCount(): Promise<number> {
  const db = await getDb();
  const row = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("entity_type", "=", "training_course")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
