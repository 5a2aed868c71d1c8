// GET /api/admin/tax/1099/iris?year=YYYY: the year's 1099-NEC forms as an IRIS bulk-upload file.
import { parseQuery, withAdmin } from "@/lib/api/session";
import { form1099IrisCsv } from "@/lib/server/payouts/tax-1099-iris";
import { tax1099IrisQuerySchema } from "@/lib/validation/tax-forms";

export const GET = withAdmin({}, async ({ request, auth }) => {
  const query = parseQuery(tax1099IrisQuerySchema, request);
  const csv = await form1099IrisCsv(query.year, {
    actorUserId: auth.user.id,
    twoFactorVerified: auth.twoFactorVerified,
  });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="1099-nec-${query.year}-iris.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
