// GET /api/admin/tax/1099/iris?year=YYYY[&part=N]: the year's 1099-NEC forms as IRIS bulk-upload
// files of up to 100 forms; X-Iris-Parts says how many parts the year has.
import { parseQuery, withAdmin } from "@/lib/api/session";
import { form1099IrisCsv } from "@/lib/server/payouts/tax-1099-iris";
import { tax1099IrisQuerySchema } from "@/lib/validation/tax-forms";

export const GET = withAdmin({}, async ({ request, auth }) => {
  const query = parseQuery(tax1099IrisQuerySchema, request);
  const file = await form1099IrisCsv(query.year, {
    actorUserId: auth.user.id,
    twoFactorVerified: auth.twoFactorVerified,
    part: query.part,
  });
  const name =
    file.parts === 1
      ? `1099-nec-${query.year}-iris`
      : `1099-nec-${query.year}-iris-part-${file.part}-of-${file.parts}`;
  return new Response(file.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Iris-Parts": String(file.parts),
    },
  });
});
