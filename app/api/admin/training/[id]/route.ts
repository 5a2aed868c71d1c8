// GET /api/admin/training/{id}: one course of the catalogue with its modules (Markdown sources) in order.
// PUT /api/admin/training/{id}: edits the course (any of title, duration, description, certification, points); audited.
import { withAdmin } from "@/lib/api/session";
import { getCatalogCourse, updateCatalogCourse } from "@/lib/server/training/console";
import { courseUpdateSchema } from "@/lib/validation/training";

export const GET = withAdmin({}, async ({ params }) => ({
  success: true,
  course: await getCatalogCourse(params.id ?? ""),
}));

export const PUT = withAdmin({ body: courseUpdateSchema }, async ({ params, body, auth }) => ({
  success: true,
  course: await updateCatalogCourse(params.id ?? "", body, auth.user.id),
}));
