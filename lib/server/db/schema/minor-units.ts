import type { ColumnType } from "kysely";

// Money is stored as integer minor units with an ISO 4217 currency beside it (migration 0017).

/** Integer minor units: a bigint column, which PostgreSQL returns as text (read it with minorFromDb). */
export type MinorUnits = ColumnType<number | string, number, number>;
