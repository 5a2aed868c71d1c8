import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type Kysely } from "kysely";
import { connect, type Connection } from "./connect";
import { migrateToLatest } from "./migrate";
import { serverDatabaseUrl, waitForNoConnections } from "@/test/support/database-server";

// The table interfaces of ./schema.ts (the `Database` interface and ./schema/*.ts) are written
// by hand; the migrations are the truth. This migrates a fresh SQLite database and, when
// TEST_POSTGRES_URL names a server, a fresh PostgreSQL database, and compares every table the
// migrations made with its declared interface: the same tables, the same columns, the same
// nullability (`T | null` exactly when the column takes null), a column left out of an insert
// (`Generated<...>`) only when the database fills it, and the same kind of value.

/** What a column holds, coarsely: text, a JavaScript number, or a bigint (number or text). */
type Family = "text" | "number" | "bigint";

interface DeclaredColumn {
  nullable: boolean;
  /** Generated<...> or GeneratedAlways<...>: an insert may leave it out. */
  optionalOnInsert: boolean;
  /** null when the type mixes kinds the check does not know (a JSON union, say). */
  family: Family | null;
}

interface MigratedColumn {
  nullable: boolean;
  /** A default, an identity or a generated (computed) column. */
  filledByDatabase: boolean;
  dataType: string;
}

type Tables<Column> = Map<string, Map<string, Column>>;

const SCHEMA_FILE = path.resolve(import.meta.dirname, "schema.ts");

/** The `Database` interface's tables and their columns, read with the compiler. */
function declaredTables(): Tables<DeclaredColumn> {
  const configFile = ts.findConfigFile(SCHEMA_FILE, ts.sys.fileExists);
  if (!configFile) throw new Error("tsconfig.json not found");
  const config = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configFile));
  const program = ts.createProgram([SCHEMA_FILE], { ...options, noEmit: true, incremental: false });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_FILE);
  if (!source) throw new Error(`${SCHEMA_FILE} not read`);
  const database = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === "Database",
  );
  if (!database) throw new Error("interface Database not found");

  const tables: Tables<DeclaredColumn> = new Map();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, DeclaredColumn>();
    const tableType = checker.getTypeOfSymbolAtLocation(table, database);
    for (const column of tableType.getProperties()) {
      columns.set(column.name, declaredColumn(checker, checker.getTypeOfSymbolAtLocation(column, database)));
    }
    tables.set(table.name, columns);
  }
  return tables;
}

/** Unwraps Kysely's ColumnType (Generated, GeneratedAlways, MinorUnits ...) to its select and insert types. */
function declaredColumn(checker: ts.TypeChecker, type: ts.Type): DeclaredColumn {
  const selectSymbol = type.getProperty("__select__");
  const insertSymbol = type.getProperty("__insert__");
  const select = selectSymbol ? checker.getTypeOfSymbol(selectSymbol) : type;
  const insert = insertSymbol ? checker.getTypeOfSymbol(insertSymbol) : type;
  const parts = (t: ts.Type) => (t.isUnion() ? t.types : [t]);
  const has = (t: ts.Type, flags: ts.TypeFlags) => parts(t).some((part) => (part.flags & flags) !== 0);
  const values = parts(select).filter((part) => !(part.flags & ts.TypeFlags.Null));
  const isText = (part: ts.Type) => (part.flags & ts.TypeFlags.StringLike) !== 0;
  const isNumber = (part: ts.Type) => (part.flags & ts.TypeFlags.NumberLike) !== 0;
  let family: Family | null = null;
  if (values.length > 0 && values.every(isText)) family = "text";
  else if (values.length > 0 && values.every(isNumber)) family = "number";
  else if (values.length > 0 && values.every((part) => isText(part) || isNumber(part))) family = "bigint";
  return {
    nullable: has(select, ts.TypeFlags.Null),
    optionalOnInsert: has(insert, ts.TypeFlags.Undefined | ts.TypeFlags.Never),
    family,
  };
}

/** The migrated database's tables and columns, as Kysely's introspection reads them. */
async function migratedTables(connection: Connection): Promise<Tables<MigratedColumn>> {
  const tables: Tables<MigratedColumn> = new Map();
  for (const table of await connection.db.introspection.getTables()) {
    const columns = new Map<string, MigratedColumn>();
    for (const column of table.columns) {
      columns.set(column.name, {
        nullable: column.isNullable,
        filledByDatabase: column.hasDefaultValue || column.isAutoIncrementing,
        dataType: column.dataType.toLowerCase(),
      });
    }
    tables.set(table.name, columns);
  }
  if (connection.dialect === "sqlite") {
    // SQLite's table_info, which the introspection reads, leaves out generated columns
    // (hidden 2: virtual, 3: stored); table_xinfo lists them. And SQLite, unlike PostgreSQL,
    // lets a primary key that is not an INTEGER take null unless it says NOT NULL: the
    // migrations leave that to PostgreSQL, and every key is given, so a key counts as not null.
    const extra = await sql<{
      table: string;
      name: string;
      type: string;
      notnull: number;
      pk: number;
      hidden: number;
    }>`
      select m.name as "table", x.name, x.type, x."notnull", x.pk, x.hidden
      from sqlite_master m, pragma_table_xinfo(m.name) x
      where m.type = 'table' and (x.hidden in (2, 3) or x.pk > 0)`.execute(connection.db);
    for (const row of extra.rows) {
      const columns = tables.get(row.table);
      const column = columns?.get(row.name);
      if (column) column.nullable = false;
      else {
        columns?.set(row.name, {
          nullable: !row.notnull && row.pk === 0,
          filledByDatabase: true,
          dataType: row.type.toLowerCase(),
        });
      }
    }
  }
  return tables;
}

/** The kind of value the driver returns for a column type of SQLite or PostgreSQL. */
function migratedFamily(dataType: string): Family | "real" | null {
  if (/^(text|varchar|character varying|char|character|bpchar|uuid|json|jsonb)$/.test(dataType))
    return "text";
  // pg returns int8 as text unless told otherwise; SQLite returns it as a number.
  if (/^(bigint|int8)$/.test(dataType)) return "bigint";
  if (/^(integer|int|int2|int4|smallint)$/.test(dataType)) return "number";
  if (/^(real|double precision|float4|float8|double)$/.test(dataType)) return "real";
  return null;
}

function familyMatches(declared: Family, dataType: string): boolean {
  const migrated = migratedFamily(dataType);
  if (migrated === null) return false;
  if (migrated === "real") return declared === "number";
  // A bigint is read as text by pg and as a number by better-sqlite3: number | string, or a
  // type of its own (number alone) when every reader converts it.
  if (migrated === "bigint") return declared === "bigint" || declared === "number";
  return migrated === declared;
}

/** Every difference between the declared interfaces and the migrated tables, one line each. */
function differences(declared: Tables<DeclaredColumn>, migrated: Tables<MigratedColumn>): string[] {
  const found: string[] = [];
  for (const name of migrated.keys()) {
    if (!declared.has(name)) found.push(`${name}: a table the migrations make, missing from Database`);
  }
  for (const [name, columns] of declared) {
    const actual = migrated.get(name);
    if (!actual) {
      found.push(`${name}: declared in Database, not made by the migrations`);
      continue;
    }
    for (const column of actual.keys()) {
      if (!columns.has(column))
        found.push(`${name}.${column}: a column of the table, missing from its interface`);
    }
    for (const [column, want] of columns) {
      const have = actual.get(column);
      if (!have) {
        found.push(`${name}.${column}: declared, not a column of the table`);
        continue;
      }
      if (want.nullable !== have.nullable) {
        found.push(
          `${name}.${column}: declared ${want.nullable ? "nullable" : "not null"}, the column is ${
            have.nullable ? "nullable" : "not null"
          }`,
        );
      }
      // Left out of an insert, a not-null column needs the database to fill it.
      if (want.optionalOnInsert && !have.nullable && !have.filledByDatabase) {
        found.push(`${name}.${column}: declared Generated, the column has no default`);
      }
      if (want.family && !familyMatches(want.family, have.dataType)) {
        found.push(`${name}.${column}: declared ${want.family}, the column is ${have.dataType}`);
      }
    }
  }
  return found;
}

/** A fresh database migrated from nothing, and how to remove it. */
interface Fresh {
  connection: Connection;
  remove: () => Promise<void>;
}

async function freshSqlite(): Promise<Fresh> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "app-schema-check-"));
  const connection = await connect({ sqliteFile: path.join(dir, "app.db") });
  await migrateToLatest(connection.db as Kysely<unknown>);
  return {
    connection,
    remove: async () => {
      await connection.db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function freshPostgres(serverUrl: string): Promise<Fresh> {
  const name = `test_schema_${randomUUID().replaceAll("-", "")}`;
  const admin = await connect({ databaseUrl: serverUrl, sqliteFile: "" });
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  const connection = await connect({ databaseUrl: serverDatabaseUrl(serverUrl, name), sqliteFile: "" });
  await migrateToLatest(connection.db as Kysely<unknown>);
  return {
    connection,
    remove: async () => {
      await connection.db.destroy();
      await waitForNoConnections(admin.db, name);
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.db.destroy();
    },
  };
}

const postgresUrl = process.env.TEST_POSTGRES_URL;

let declared: Tables<DeclaredColumn>;

beforeAll(() => {
  declared = declaredTables();
}, 60_000);

describe("the declared table interfaces (lib/server/db/schema.ts)", () => {
  it("are read from the compiler: every table, with its columns", () => {
    expect(declared.size).toBeGreaterThan(50);
    expect(declared.get("deals")?.get("status")).toEqual({
      nullable: false,
      optionalOnInsert: false,
      family: "text",
    });
    expect(declared.get("deals")?.get("mdf_request_id")).toEqual({
      nullable: true,
      optionalOnInsert: true,
      family: "text",
    });
    expect(declared.get("deals")?.get("deal_size_minor")?.family).toBe("bigint");
  });

  it("report a column declared nullable that is not, a missing column and a missing table", () => {
    const migrated: Tables<MigratedColumn> = new Map([
      [
        "t",
        new Map([
          ["a", { nullable: false, filledByDatabase: false, dataType: "text" }],
          ["b", { nullable: false, filledByDatabase: false, dataType: "integer" }],
        ]),
      ],
      ["u", new Map()],
    ]);
    const wanted: Tables<DeclaredColumn> = new Map([
      [
        "t",
        new Map([
          ["a", { nullable: true, optionalOnInsert: false, family: "text" as const }],
          ["c", { nullable: false, optionalOnInsert: true, family: "number" as const }],
        ]),
      ],
    ]);
    expect(differences(wanted, migrated)).toEqual([
      "u: a table the migrations make, missing from Database",
      "t.b: a column of the table, missing from its interface",
      "t.a: declared nullable, the column is not null",
      "t.c: declared, not a column of the table",
    ]);
  });
});

function comparesWith(open: () => Promise<Fresh>) {
  let fresh: Fresh | undefined;

  beforeAll(async () => {
    fresh = await open();
  }, 60_000);

  afterAll(async () => {
    await fresh?.remove();
  });

  it("match every table's columns, nullability and kind of value", async () => {
    const migrated = await migratedTables(fresh!.connection);
    expect(differences(declared, migrated)).toEqual([]);
  });
}

describe("the interfaces on a freshly migrated SQLite database", () => {
  comparesWith(freshSqlite);
});

describe.skipIf(!postgresUrl)("the interfaces on a freshly migrated PostgreSQL database", () => {
  comparesWith(() => freshPostgres(postgresUrl!));
});
