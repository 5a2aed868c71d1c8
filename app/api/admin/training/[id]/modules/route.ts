// POST /api/admin/training/{id}/modules: appends a module (title, Markdown body, optional https video URL or shared resource id); audited.
import { withAdmin } from "@/lib/api/session";
import { addModule } from "@/lib/server/training/console-modules";
import { moduleInputSchema } from "@/lib/validation/training";

export const POST = withAdmin(
  { body: moduleInputSchema, maxBodyBytes: 64 * 1024 },
  async ({ params, body, auth }) =>
    Response.json(
      { success: true, course: await addModule(params.id ?? "", body, auth.user.id) },
      { status: 201, headers: { "Cache-Control": "private, no-store" } },
    ),
);
