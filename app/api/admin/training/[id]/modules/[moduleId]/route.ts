// PUT /api/admin/training/{id}/modules/{moduleId}: edits a module (any of title, body, videoUrl, resourceId); audited.
// DELETE /api/admin/training/{id}/modules/{moduleId}: removes a module and partners' completions of it; audited.
import { withAdmin } from "@/lib/api/session";
import { removeModule, updateModule } from "@/lib/server/training/console-modules";
import { moduleUpdateSchema } from "@/lib/validation/training";

export const PUT = withAdmin(
  { body: moduleUpdateSchema, maxBodyBytes: 64 * 1024 },
  async ({ params, body, auth }) => ({
    success: true,
    course: await updateModule(params.id ?? "", params.moduleId ?? "", body, auth.user.id),
  }),
);

export const DELETE = withAdmin({}, async ({ params, auth }) => ({
  success: true,
  course: await removeModule(params.id ?? "", params.moduleId ?? "", auth.user.id),
}));
