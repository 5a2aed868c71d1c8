import { sql, type Kysely } from "kysely";

// One stage vocabulary. Deals entered by hand before registration existed used stages of
// their own (initial contact, discovery, demo, closed); each becomes the registered deals'
// stage of the same place in the pipeline, so every deal moves through the same stages and
// the console's editor offers only those. The deal's history keeps the words of its time.
// A closed deal was won unless its status says it was lost.
export const earlierStages: Readonly<Record<string, string>> = {
  initial_contact: "prospecting",
  discovery: "qualification",
  demo: "proposal",
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [earlier, stage] of Object.entries(earlierStages)) {
    await sql`update deals set stage = ${stage} where stage = ${earlier}`.execute(db);
  }
  await sql`update deals set stage = case when status = 'closed_lost' then 'closed_lost' else 'closed_won' end where stage = 'closed'`.execute(
    db,
  );
}

// Which deals held an earlier stage is not kept: going back leaves the stages as they are.
export async function down(): Promise<void> {}
