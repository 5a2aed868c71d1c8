// GET /api/admin/deletion-requests: partner users' requests to close their account (?status=pending|approved, default pending).
import { parseQuery, withAdmin } from "@/lib/api/session";
import { listDeletionRequests } from "@/lib/server/privacy/deletion-requests";
import { MINUTE_MS } from "@/lib/time";
import { deletionListQuerySchema } from "@/lib/validation/privacy";

export const GET = withAdmin(
  {
    // Personal data: a cross-site fetch (which sends its Origin) is refused.
    checkOrigin: true,
    rateLimit: {
      name: "admin:deletion-requests",
      limit: 120,
      windowMs: MINUTE_MS,
      message: "Too many requests. Please try again later.",
    },
  },
  async ({ request }) => ({
    success: true,
    requests: await listDeletionRequests(parseQuery(deletionListQuerySchema, request).status),
  }),
);
