import "server-only";
import type { Db } from "@/lib/server/db";

// Who an event about a company's record is for: the company's owners (who answer for the
// account), and the people the record names (the member who registered the deal, the
// finance person who asked for the payout) while they are still in the company. Each
// person once; the person who acted is never told of their own action. The programme
// team's decisions have a team user as actor, who is never among them.

export interface Recipient {
  id: string;
  email: string;
  firstName: string | null;
}

export async function concernedPeople(
  db: Db,
  partnerId: string,
  {
    people = [],
    actorUserId = null,
  }: { people?: (string | null | undefined)[]; actorUserId?: string | null },
): Promise<Recipient[]> {
  const named = people.filter((id): id is string => Boolean(id));
  const rows = await db
    .selectFrom("users")
    .select(["id", "email", "first_name", "member_role", "created_at"])
    .where("partner_id", "=", partnerId)
    .where("role", "=", "partner")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  // A company created before roles had one user, its owner (a null role reads as owner).
  let owners = rows.filter((row) => row.member_role === "owner" || row.member_role === null);
  if (owners.length === 0) owners = rows.slice(0, 1);
  const chosen = [...owners, ...rows.filter((row) => named.includes(row.id))];
  const seen = new Set<string>();
  return chosen.flatMap((row) => {
    if (seen.has(row.id) || row.id === actorUserId) return [];
    seen.add(row.id);
    return [{ id: row.id, email: row.email, firstName: row.first_name }];
  });
}
