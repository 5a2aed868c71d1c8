// GET /api/admin/enquiries/export?q=: every matching enquiry as a CSV download (admins only).
import { withAdmin } from "@/lib/api/session";
import { enquiriesCsvStream } from "@/lib/server/contact/enquiries-csv";
import { parseListQuery } from "@/lib/server/db/pagination";

export const GET = withAdmin({}, async ({ request }) => {
  const { q } = parseListQuery(request.nextUrl.searchParams);
  const filename = `enquiries-${new Date().toISOString().slice(0, 10)}.csv`;
  return new Response(enquiriesCsvStream(q), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
});
