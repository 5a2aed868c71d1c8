// A partner's deal endpoints refusing bad input in tests (imported by *.test.ts only): the
// partner's deals in every state, another partner's, the ids that are none of theirs, and a
// refusal that answers the case's status and message with nothing written.
import { randomUUID } from "node:crypto";
import { beforeAll, expect } from "vitest";
import { dealMessages as M } from "@/lib/validation/deals";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { partnerToken } from "./accounts";
import { dealFootprint, seedDeal, type SeededDealState } from "./deals";
import { callRoute, clientAddresses, type CallResult, type Handler } from "./routes";

export const nextIp = clientAddresses("10.21");
export const long = (length: number) => "x".repeat(length);

// Zod's own texts, where a schema names none: a body that is not an object, and an unknown
// field of a strict schema.
export const notAnObject = (received: string) => `Invalid input: expected object, received ${received}`;
export const unknownKey = (key: string) => `Unrecognized key: "${key}"`;
// Answers of the handler wrapper (lib/api/read-body.ts) before any schema runs.
export const notJson = "The request body is not valid JSON.";
export const emptyBody = "The request body is empty.";
export const notJsonType = "The request body must be JSON (Content-Type: application/json).";
export const tooLarge = "The request body is too large (limit 32 KB).";
export const crossSite = "Cross-site requests are not allowed.";

/** A body sent as these exact bytes (JSON.stringify cannot write 1e999, a repeated key or broken JSON). */
export class RawBody {
  constructor(
    readonly text: string,
    readonly type = "application/json",
  ) {}
}

export type Seeded = { id: string; website: string };
export interface World {
  owner: { token: string; partnerId: string };
  intruder: { token: string; partnerId: string };
  /** The owner's deals, one per state. */
  own: Record<SeededDealState, Seeded>;
  /** The intruder's deals. */
  foreign: Record<"pending" | "approved" | "inWindow" | "withdrawn", Seeded>;
}
export let world: World;

export interface Case {
  name: string;
  /** The path's id (the endpoint's usual target when left out). */
  id?: (w: World) => string;
  body?: unknown;
  /** The query string, from "?". */
  query?: string;
  status: number;
  error: string;
  /** The body field whose message `error` is (errors[field]); none for a 404, 409 or a body-level answer. */
  field?: string;
}

export function send(
  handler: Handler,
  method: string,
  id: string,
  body: unknown,
  options: { token: string; query?: string; headers?: Record<string, string> },
): Promise<CallResult> {
  const payload =
    body instanceof RawBody
      ? { rawBody: body.text, headers: { "content-type": body.type, ...options.headers } }
      : { ...(body === undefined ? {} : { body }), headers: options.headers };
  return callRoute(handler, `/api/partners/deals/x${options.query ?? ""}`, {
    method,
    token: options.token,
    params: { id },
    ip: nextIp(),
    ...payload,
  });
}

/** The refusal the case names, with nothing written anywhere. */
export async function expectRefused(
  result: CallResult,
  c: Pick<Case, "status" | "error" | "field">,
  before: Awaited<ReturnType<typeof dealFootprint>>,
) {
  expect(result.status).toBe(c.status);
  if (c.field) expect((result.json.errors as Record<string, string> | undefined)?.[c.field]).toBe(c.error);
  else expect(result.json.error).toBe(c.error);
  expect(result.json.success).toBe(false);
  expect(result.json.deal ?? result.json.deals).toBeUndefined();
  expect(await dealFootprint()).toEqual(before);
}

// Ids that are not one of the signed-in partner's deals: all "Deal not found." (another
// partner's deal exactly as an unknown id), except characters no address may carry.
export const notFound = (name: string, id: (w: World) => string): Case => ({
  name,
  id,
  status: 404,
  error: M.notFound,
});
export const idCases: Case[] = [
  notFound("an unknown id", () => randomUUID()),
  notFound("another partner's pending deal", (w) => w.foreign.pending.id),
  notFound("another partner's approved deal", (w) => w.foreign.approved.id),
  notFound("another partner's deal in its extension window", (w) => w.foreign.inWindow.id),
  notFound("another partner's withdrawn deal", (w) => w.foreign.withdrawn.id),
  notFound("SQL: or 1=1", () => "' or 1=1 --"),
  notFound(
    "SQL: a stacked update after an own id",
    (w) => `${w.own.pending.id}'; update deals set status = 'approved';--`,
  ),
  notFound("SQL: a LIKE wildcard", () => "%"),
  notFound("SQL: underscores the length of an id", () => "_".repeat(36)),
  notFound("a NoSQL operator", () => '{"$ne":null}'),
  notFound("an own id in capitals", (w) => w.own.pending.id.toUpperCase()),
  notFound("an own id with a trailing space", (w) => `${w.own.pending.id} `),
  notFound("an own id with a zero-width space", (w) => `${w.own.pending.id}\u200b`),
  notFound("an own id percent-encoded again", (w) => w.own.pending.id.replaceAll("-", "%2D")),
  notFound("unicode", () => "délai-ü-😀-中文"),
  notFound("a right-to-left override", () => "\u202eled-laed"),
  notFound("overlong (5,000 characters)", () => "a".repeat(5000)),
  notFound("an own id repeated 100 times", (w) => w.own.pending.id.repeat(100)),
  notFound("empty", () => ""),
  notFound("a space", () => " "),
  notFound("the word null", () => "null"),
  notFound("the word undefined", () => "undefined"),
  notFound("zero", () => "0"),
  notFound("a path traversal", () => "../../admin/deals"),
  {
    name: "an own id with a NUL",
    id: (w) => `${w.own.pending.id}\u0000`,
    status: 400,
    error: forbiddenAddressMessage,
  },
  { name: "a lone surrogate", id: () => "deal\uD800", status: 400, error: forbiddenAddressMessage },
];

/** The id cases, each with `body` (a valid one, so that only the id is wrong). */
export const withId = (cases: Case[], body: unknown): Case[] => cases.map((c) => ({ ...c, body }));
/** `list`, 400 where a case names no status. */
export const badRequests = (list: (Omit<Case, "status"> & { status?: number })[]): Case[] =>
  list.map((c) => ({ ...c, status: c.status ?? 400 }));

/** Seeds the owner's deals in every state and the intruder's, before the file's tests. */
export function preparePartnerDeals() {
  beforeAll(async () => {
    const owner = await partnerToken();
    const intruder = await partnerToken();
    const states: SeededDealState[] = [
      "pending",
      "approved",
      "inWindow",
      "requested",
      "expired",
      "withdrawn",
      "rejected",
      "closed_won",
      "closed_lost",
    ];
    const own = {} as World["own"];
    for (const state of states) own[state] = await seedDeal(owner.token, state, nextIp());
    const foreign = {} as World["foreign"];
    for (const state of ["pending", "approved", "inWindow", "withdrawn"] as const)
      foreign[state] = await seedDeal(intruder.token, state, nextIp());
    world = { owner, intruder, own, foreign };
  });
}
