import type { Kysely } from "kysely";
import { getDomain } from "tldts";

// A deal's customer key becomes the registrable domain of its website (Public Suffix List,
// private suffixes included): shop.alpha-cust.com and alpha-cust.com are one customer. The
// stored keys (customer_domain, and active_domain while a deal holds its customer) were
// the host without "www.", so each is recomputed.
//
// Two deals held today may now share a key (shop.alpha-cust.com and alpha-cust.com, both
// protected). active_domain is unique and protection is never taken away by an upgrade: a
// deal already on its new key keeps it, then the oldest of the rest gets its new key and any
// other keeps its old one (never a registrable domain, so it clashes with nothing) until its
// protection ends. New registrations for that customer clash with the holder, as they should.
// The rule is written out here rather than imported, so this migration stays as it shipped.

interface DealKeys {
  id: string;
  customer_domain: string | null;
  active_domain: string | null;
}

const registrable = (host: string) => getDomain(host, { allowPrivateDomains: true }) ?? host;

export async function up(db: Kysely<unknown>): Promise<void> {
  const trx = db as unknown as Kysely<{ deals: DealKeys & { created_at: string } }>;
  const rows = await trx
    .selectFrom("deals")
    .select(["id", "customer_domain", "active_domain"])
    .where("customer_domain", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const key = registrable(row.customer_domain!);
    if (key !== row.customer_domain)
      await trx.updateTable("deals").set({ customer_domain: key }).where("id", "=", row.id).execute();
  }
  const held = await trx
    .selectFrom("deals")
    .select(["id", "customer_domain", "active_domain"])
    .where("active_domain", "is not", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const taken = new Set(
    held
      .filter((row) => registrable(row.active_domain!) === row.active_domain)
      .map((row) => row.active_domain!),
  );
  for (const row of held) {
    const key = registrable(row.active_domain!);
    if (key === row.active_domain || taken.has(key)) continue;
    taken.add(key);
    await trx.updateTable("deals").set({ active_domain: key }).where("id", "=", row.id).execute();
  }
}

// The old keys are not kept: going back leaves the registrable domains, which the old rule
// reads as hosts like any other.
export async function down(): Promise<void> {}
