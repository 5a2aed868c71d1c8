// POST /api/partners/account/deletion: the signed-in user asks the programme team to close their account ({ reason? }).
import { withPartner } from "@/lib/api/session";
import { requestAccountDeletion } from "@/lib/server/privacy/deletion-requests";
import { HOUR_MS } from "@/lib/time";
import { deletionRequestSchema, privacyMessages } from "@/lib/validation/privacy";

export const POST = withPartner(
  {
    body: deletionRequestSchema,
    maxBodyBytes: 4 * 1024,
    rateLimit: {
      name: "privacy:deletion",
      limit: 10,
      windowMs: HOUR_MS,
      message: "Too many requests. Please try again later.",
    },
  },
  async ({ auth, body }) => {
    const request = await requestAccountDeletion(
      { id: auth.user.id, partnerId: auth.partnerId },
      body.reason,
    );
    return Response.json(
      { success: true, message: privacyMessages.deletionRequested, request },
      { status: 201, headers: { "Cache-Control": "private, no-store" } },
    );
  },
);
