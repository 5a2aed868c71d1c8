import type { Kysely } from "kysely";
import { NextRequest } from "next/server";
import type { Database } from "@/lib/server/db/schema";

// Builds requests for the contact route tests, each from its own client address unless
// told otherwise, so the per-address rate limit only bites where a test wants it.
let nextAddress = 1;

export interface PostOptions {
  ip?: string;
  origin?: string;
  contentType?: string;
  /** Sent as is instead of JSON.stringify(body). */
  raw?: string;
}

export function contactRequest(body: unknown, options: PostOptions = {}): NextRequest {
  const ip = options.ip ?? `198.51.100.${nextAddress++ % 250}`;
  const headers: Record<string, string> = {
    "content-type": options.contentType ?? "application/json",
    "x-forwarded-for": ip,
  };
  if (options.origin) headers.origin = options.origin;
  return new NextRequest("http://localhost/api/contact/submit", {
    method: "POST",
    headers,
    body: options.raw ?? JSON.stringify(body),
  });
}

export const validEnquiry = {
  fullName: "Ada Lovelace",
  email: "ada@example.test",
  company: "Analytical Engines Ltd",
  phoneNumber: "+44 20 7946 0958",
  industry: "Banking",
  companySize: "51-200",
  message: "We close the month in 12 days and want it in 3.",
  source: "Partners Page",
};

/** A fresh address per call keeps enquiries apart from each other's duplicate window. */
export function uniqueEnquiry(overrides: Record<string, unknown> = {}) {
  const tag = Math.random().toString(36).slice(2, 10);
  return {
    ...validEnquiry,
    email: `ada.${tag}@example.test`,
    message: `${validEnquiry.message} (${tag})`,
    ...overrides,
  };
}

/** How many rows a contact table holds: what the route tests assert on. */
export async function countRows(
  db: Kysely<Database>,
  table: "contact_enquiries" | "outbox",
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
