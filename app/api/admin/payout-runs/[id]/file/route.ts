// GET /api/admin/payout-runs/{id}/file?format=sepa|csv: the run's payment file (SEPA pain.001 XML for EUR bank accounts, CSV for the rest).
import { parseQuery, withAdmin } from "@/lib/api/session";
import { runPaymentFile } from "@/lib/server/payouts/payment-files";
import { payoutFileQuerySchema } from "@/lib/validation/payout-runs";

export const GET = withAdmin({}, async ({ params, request }) => {
  const { format } = parseQuery(payoutFileQuerySchema, request);
  const file = await runPaymentFile(params.id ?? "", format);
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
