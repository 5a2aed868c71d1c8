// GET /api/admin/training: the training catalogue (courses with their module counts).
// POST /api/admin/training: adds a course (title, duration, description, certification, points); every active partner is enrolled.
import { withAdmin } from "@/lib/api/session";
import { createCatalogCourse, listCatalogCourses } from "@/lib/server/training/console";
import { courseInputSchema } from "@/lib/validation/training";

export const GET = withAdmin({}, async () => ({ success: true, courses: await listCatalogCourses() }));

export const POST = withAdmin({ body: courseInputSchema }, async ({ body, auth }) =>
  Response.json(
    { success: true, course: await createCatalogCourse(body, auth.user.id) },
    { status: 201, headers: { "Cache-Control": "private, no-store" } },
  ),
);
