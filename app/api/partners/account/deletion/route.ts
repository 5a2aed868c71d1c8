// /api/partners/account/deletion: the signed-in user's request to close their account.
// GET: the open request ({ request: { id, requestedAt } | null }); POST: ask the programme team
// ({ reason? }); DELETE: withdraw the open request (404 when none is open).
import { withPartner } from "@/lib/api/session";
import {
  pendingDeletionRequest,
  requestAccountDeletion,
  withdrawDeletionRequest,
} from "@/lib/server/privacy/deletion-requests";
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

const noStore = { "Cache-Control": "private, no-store" };

export const GET = withPartner({}, async ({ auth }) =>
  Response.json({ success: true, request: await pendingDeletionRequest(auth.user.id) }, { headers: noStore }),
);

export const DELETE = withPartner(
  {
    rateLimit: {
      name: "privacy:deletion",
      limit: 10,
      windowMs: HOUR_MS,
      message: "Too many requests. Please try again later.",
    },
  },
  async ({ auth }) => {
    await withdrawDeletionRequest(auth.user.id);
    return Response.json({ success: true, message: privacyMessages.deletionWithdrawn }, { headers: noStore });
  },
);
