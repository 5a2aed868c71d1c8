// GET /api/partners/account/export/me: the signed-in user's own data as a zip, whatever their role (README.txt, data.json, a CSV per table).
import { withPartner } from "@/lib/api/session";
import { exportOwnData } from "@/lib/server/privacy/own-export";
import { exportZip, zipDownload } from "@/lib/server/privacy/readable-export";
import { HOUR_MS } from "@/lib/time";

export const GET = withPartner(
  {
    checkOrigin: true,
    rateLimit: {
      name: "privacy:own-export",
      limit: 10,
      windowMs: HOUR_MS,
      message: "Too many exports. Please try again later.",
    },
  },
  async ({ auth }) => {
    const document = await exportOwnData(auth.user.id);
    return zipDownload(exportZip(document), `my-data-${document.exportedAt.slice(0, 10)}.zip`);
  },
);
