import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/server/db";
import { openText, sealText } from "@/lib/server/security/seal";
import { SECRET_PREFIX } from "./signing";

// A webhook's signing secret is sealed at rest like bank details (lib/server/security/seal.ts):
// a copy of the database or a backup does not let anyone sign as the programme. Secrets
// stored in plain text before sealing was introduced are sealed when the sender starts.

export const sealWebhookSecret = (secret: string) => sealText("webhook-secret", secret);

/** The secret to sign with, or null when it was sealed under another SESSION_SECRET. */
export function openWebhookSecret(stored: string): string | null {
  if (stored.startsWith(SECRET_PREFIX)) return stored;
  return openText("webhook-secret", stored);
}

/** Seals every secret still stored in plain text; returns how many. */
export async function sealPlainWebhookSecrets(db: Kysely<Database>): Promise<number> {
  const plain = await db
    .selectFrom("webhook_endpoints")
    .select(["id", "secret"])
    .where("secret", "like", `${SECRET_PREFIX}%`)
    .execute();
  for (const row of plain)
    await db
      .updateTable("webhook_endpoints")
      .set({ secret: sealWebhookSecret(row.secret) })
      .where("id", "=", row.id)
      .where("secret", "=", row.secret)
      .execute();
  return plain.length;
}
