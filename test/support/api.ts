// The public API for tests (imported by *.test.ts only): keys made through the service, the
// registered endpoints' delivery rows, and a local webhook receiver.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createApiKey } from "@/lib/server/api-keys/keys";
import { getDb } from "@/lib/server/db";
import type { ApiScope } from "@/lib/validation/api-options";

/**
 * A key of the team (partnerId null) or of a partner company, with `scopes`; a partner key is
 * created by `createdBy` or else by the company's first user (a key belongs to a colleague).
 */
export async function apiKeyFor(
  partnerId: string | null,
  scopes: ApiScope[],
  createdBy: string | null = null,
) {
  const creator = createdBy ?? (partnerId ? await firstUserOf(partnerId) : null);
  const { key } = await createApiKey(
    { partnerId },
    { name: `test key ${scopes.join(" ")}`, scopes },
    creator,
  );
  return key;
}

async function firstUserOf(partnerId: string): Promise<string> {
  const db = await getDb();
  const user = await db
    .selectFrom("users")
    .select("id")
    .where("partner_id", "=", partnerId)
    .orderBy("created_at")
    .executeTakeFirstOrThrow();
  return user.id;
}

export async function deliveriesOf(endpointId: string) {
  const db = await getDb();
  return db
    .selectFrom("webhook_deliveries")
    .selectAll()
    .where("endpoint_id", "=", endpointId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
}

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** An HTTP server on 127.0.0.1 that records each POST and answers `status()` (200 by default). */
export async function startReceiver(status: () => number = () => 200) {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(status()).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
