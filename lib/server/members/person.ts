import "server-only";
import type { RegisteredBy } from "@/lib/validation/members";
import type { Db } from "@/lib/server/db";

/** A colleague's first name and their company's name, as the team's emails greet and name them. */
export async function personOf(
  db: Db,
  partnerId: string,
  userId: string,
): Promise<{ firstName: string | null; companyName: string }> {
  const row = await db
    .selectFrom("users")
    .innerJoin("partners", "partners.id", "users.partner_id")
    .select(["users.first_name", "partners.company_name"])
    .where("users.id", "=", userId)
    .where("users.partner_id", "=", partnerId)
    .executeTakeFirstOrThrow();
  return { firstName: row.first_name, companyName: row.company_name };
}

/** The registered_by columns as the answers show them. */
export function registeredByOf(row: {
  registered_by: string | null;
  registered_by_name: string | null;
  api_key_id?: string | null;
}): RegisteredBy | null {
  if (!row.registered_by) return null;
  const by: RegisteredBy = { userId: row.registered_by, name: row.registered_by_name ?? "" };
  return row.api_key_id ? { ...by, apiKeyId: row.api_key_id } : by;
}
