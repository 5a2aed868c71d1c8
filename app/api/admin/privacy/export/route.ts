// POST /api/admin/privacy/export: everything stored about one person ({ email }) as a JSON download; 404 when nothing is.
import { jsonDownload } from "@/lib/api/json-download";
import { withAdmin } from "@/lib/api/session";
import { exportPersonData } from "@/lib/server/privacy/person-export";
import { HOUR_MS } from "@/lib/time";
import { personEmailSchema } from "@/lib/validation/privacy";

export const POST = withAdmin(
  {
    body: personEmailSchema,
    maxBodyBytes: 1024,
    rateLimit: {
      name: "admin:person-export",
      limit: 60,
      windowMs: HOUR_MS,
      message: "Too many exports. Please try again later.",
    },
  },
  async ({ body, auth }) =>
    jsonDownload(
      await exportPersonData(body.email, auth.user.id),
      `person-data-${new Date().toISOString().slice(0, 10)}.json`,
    ),
);
