// POST /api/health/echo: reads and validates a small JSON object and answers with its field
// count; no database, no mail. The baseline `npm run bench` sets the enquiry endpoint beside
// (bench/load-enquiry-vs-bare.mjs): the same server, the same handler wrapper, no storage.
import { z } from "zod";
import { withHandler } from "@/lib/api/handler";

const echoSchema = z.record(z.string(), z.unknown(), "Send a JSON object.");

export const POST = withHandler({ body: echoSchema, maxBodyBytes: 4 * 1024 }, async ({ body }) => ({
  success: true,
  fields: Object.keys(body).length,
}));
