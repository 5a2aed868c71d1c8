// GET /api/admin/attachments/{id}: downloads a registration attachment (always as a download, never inline).
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { withAdmin } from "@/lib/api/session";
import { getAttachmentFile } from "@/lib/server/admin/registrations";

export const GET = withAdmin({}, async ({ params }) => {
  const file = await getAttachmentFile(params.id ?? "");
  const body = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>;
  const asciiName = file.originalName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return new Response(body, {
    headers: {
      "Content-Type": file.mimeType,
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
});
