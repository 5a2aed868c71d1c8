// PUT /api/admin/training/{id}/modules/order: sets the modules' reading order ({ moduleIds }: every module of the course once); audited.
import { withAdmin } from "@/lib/api/session";
import { reorderModules } from "@/lib/server/training/console-modules";
import { moduleOrderSchema } from "@/lib/validation/training";

export const PUT = withAdmin({ body: moduleOrderSchema }, async ({ params, body, auth }) => ({
  success: true,
  course: await reorderModules(params.id ?? "", body.moduleIds, auth.user.id),
}));
