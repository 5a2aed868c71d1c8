import "server-only";
import { getDb } from "@/lib/server/db";
import { csvRow, csvStart } from "@/lib/server/csv";
import type { Delivery } from "@/lib/server/mail/delivery-state";
import { deliveriesFor, enquiriesMatching, linkPartners } from "./console";

// The enquiries export: every enquiry matching the search, newest first, streamed in
// batches (keyset pagination) so a large table never sits in memory at once.

const BATCH = 500;

export const enquiryCsvHeader = [
  "Received (UTC)",
  "Full name",
  "Email",
  "Company",
  "Phone number",
  "Industry",
  "Company size",
  "Role",
  "Use case",
  "Source",
  "Referred by partner",
  "Message",
  "Team notification",
  "Confirmation email",
];

const describe = (delivery: Delivery | undefined) =>
  delivery
    ? `${delivery.state}${delivery.state === "failing" && delivery.lastError ? `: ${delivery.lastError}` : ""}`
    : "none";

export function enquiriesCsvStream(q: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: { createdAt: string; id: string } | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvStart(enquiryCsvHeader)));
        return;
      }
      const db = await getDb();
      let query = enquiriesMatching(db, q).selectAll();
      const after = cursor;
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb("created_at", "<", after.createdAt),
            eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)]),
          ]),
        );
      }
      const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(BATCH).execute();
      const deliveries = await deliveriesFor(
        db,
        rows.map((row) => row.id),
      );
      const partners = await linkPartners(db, rows);
      const text = rows
        .map((row) =>
          csvRow([
            row.created_at,
            row.full_name,
            row.email,
            row.company,
            row.phone_number,
            row.industry,
            row.company_size,
            row.role,
            row.use_case,
            row.source,
            (row.partner_link_id && partners.get(row.partner_link_id)?.companyName) || "",
            row.message,
            describe(deliveries.get(`${row.id}:contact:notification`)),
            describe(deliveries.get(`${row.id}:contact:confirmation`)),
          ]),
        )
        .join("");
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows.at(-1);
      if (rows.length < BATCH || !last) controller.close();
      else cursor = { createdAt: last.created_at, id: last.id };
    },
  });
}
