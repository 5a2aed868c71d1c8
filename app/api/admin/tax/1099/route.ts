// GET /api/admin/tax/1099?year=YYYY[&tin=full]: the year's paid partners, in or out of the 1099-NEC and why.
import { parseQuery, withAdmin } from "@/lib/api/session";
import { form1099Csv } from "@/lib/server/payouts/tax-1099";
import { tax1099QuerySchema } from "@/lib/validation/tax-forms";

export const GET = withAdmin({}, async ({ request, auth }) => {
  const query = parseQuery(tax1099QuerySchema, request);
  const csv = await form1099Csv(query.year, {
    fullTin: query.tin === "full",
    actorUserId: auth.user.id,
    twoFactorVerified: auth.twoFactorVerified,
  });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="1099-nec-${query.year}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
