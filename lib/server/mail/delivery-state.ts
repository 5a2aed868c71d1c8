import "server-only";
import type { OutboxTable } from "@/lib/server/db/schema";

// How the console names an outbox message's state. "failing" covers both a message that
// keeps being retried after failed attempts and one stopped by a permanent refusal.

export type DeliveryState = "waiting" | "sending" | "sent" | "failing";

export function deliveryState(row: Pick<OutboxTable, "status" | "last_error">): DeliveryState {
  if (row.status === "sent") return "sent";
  if (row.status === "failed") return "failing";
  if (row.status === "sending") return "sending";
  return row.last_error ? "failing" : "waiting";
}

export interface Delivery {
  outboxId: string;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}
