// POST /api/admin/deletion-requests/{id}/approve: approves a request; the person's data is erased and they get one confirmation email.
import { refuseBodyFields } from "@/lib/api/read-body";
import { withAdmin } from "@/lib/api/session";
import { approveDeletionRequest } from "@/lib/server/privacy/deletion-requests";
import { HOUR_MS } from "@/lib/time";
import { privacyMessages } from "@/lib/validation/privacy";

export const POST = withAdmin(
  {
    rateLimit: {
      name: "admin:erasure",
      limit: 60,
      windowMs: HOUR_MS,
      message: "Too many erasures. Please try again later.",
    },
  },
  async ({ request, params, auth }) => {
    await refuseBodyFields(request, privacyMessages.approveFields);
    return { success: true, request: await approveDeletionRequest(params.id ?? "", auth.user.id) };
  },
);
