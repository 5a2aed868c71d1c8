// GET /api/partners/training/{id}: one of the partner's courses with its modules in order (rendered bodies, completion); 404 for another partner's.
import { withPartner } from "@/lib/api/session";
import { getTrainingCourse } from "@/lib/server/training/progress";

export const GET = withPartner({}, async ({ auth, params }) => ({
  success: true,
  course: await getTrainingCourse(auth.partnerId, params.id ?? ""),
}));
