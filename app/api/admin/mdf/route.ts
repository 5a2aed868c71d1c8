// GET /api/admin/mdf: market development requests (?status=waiting|all|<status>; waiting: requests and
// claims to
// decide, oldest first) and every approved activity with its spend and return.
import { parseQuery, withAdmin } from "@/lib/api/session";
import { listConsoleMdf, listMdfActivities } from "@/lib/server/mdf/console-reads";
import { mdfConsoleQuerySchema } from "@/lib/validation/mdf";

export const GET = withAdmin({}, async ({ request }) => {
  const { status } = parseQuery(mdfConsoleQuerySchema, request);
  const [requests, activities] = await Promise.all([listConsoleMdf(status), listMdfActivities()]);
  return { success: true, requests, activities };
});
