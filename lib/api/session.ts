import "server-only";
import { NextResponse } from "next/server";
import type { z } from "zod";
import {
  requireAdmin,
  requirePartner,
  requireUser,
  type AuthContext,
  type PartnerContext,
  type SignedIn,
} from "@/lib/server/auth/guards";
import { can, memberPermissionMessages, type MemberPermission } from "@/lib/member-roles";
import { authMessages } from "@/lib/validation/auth";
import {
  isPartnerDataAdminPath,
  partnerApiBase,
  partnerApiMessages,
} from "@/lib/server/upstream/partner-api";
import { Refusal } from "@/lib/refusal";
import { withHandler, type HandlerContext, type HandlerOptions } from "./handler";
import { parseWith } from "@/lib/validation/parse";
import { readJsonBody } from "./read-body";

type Result = Response | Record<string, unknown>;
type Parsed<Schema> = Schema extends z.ZodType ? z.infer<Schema> : undefined;

// withHandler for signed-in routes: the session is checked BEFORE the body is read, so an
// anonymous caller gets 401 (not a validation message) and learns nothing about the API.
function withSession<Auth, Schema extends z.ZodType | undefined>(
  authorise: (request: Request) => Promise<Auth>,
  options: HandlerOptions<Schema>,
  handler: (ctx: HandlerContext<Parsed<Schema>> & { auth: Auth }) => Promise<Result>,
) {
  const { body: schema, maxBodyBytes, ...rest } = options;
  return withHandler(rest, async (ctx) => {
    const auth = await authorise(ctx.request);
    const body = schema
      ? parseWith(schema, await readJsonBody(ctx.request, maxBodyBytes ?? 32 * 1024))
      : undefined;
    const result = await handler({ ...ctx, body: body as Parsed<Schema>, auth });
    // Personal data: never stored by a browser or a shared cache.
    return result instanceof Response
      ? result
      : NextResponse.json(result, { headers: { "Cache-Control": "private, no-store" } });
  });
}

/**
 * A handler for the signed-in partner's own data (verified email, approved company).
 * `permission`: what the user's role in the company must allow (lib/member-roles.ts); checked
 * before the body is read, so a refused role learns nothing more than 403.
 */
export function withPartner<Schema extends z.ZodType | undefined = undefined>(
  options: HandlerOptions<Schema> & { permission?: MemberPermission },
  handler: (ctx: HandlerContext<Parsed<Schema>> & { auth: PartnerContext }) => Promise<Result>,
) {
  const { permission, ...rest } = options;
  const authorise = permission
    ? async (request: Request) => requirePermission(await requirePartner(request), permission)
    : requirePartner;
  return withSession(authorise, rest, handler);
}

/** The partner context when its role allows `permission`; 403 with the role's message otherwise. */
export function requirePermission(auth: PartnerContext, permission: MemberPermission): PartnerContext {
  if (!can(auth.memberRole, permission)) throw new Refusal(403, memberPermissionMessages[permission]);
  return auth;
}

/** A handler for any signed-in user's own account (partner or admin): password, two-factor. */
export function withUser<Schema extends z.ZodType | undefined = undefined>(
  options: HandlerOptions<Schema>,
  handler: (ctx: HandlerContext<Parsed<Schema>> & { auth: AuthContext }) => Promise<Result>,
) {
  return withSession(requireUser, options, handler);
}

/**
 * The console's changes per client address, unless a route declares its own limit: every
 * one writes (and most send mail), and a stolen session must not make thousands.
 */
export const consoleChangesPerAddress = {
  name: "admin-changes:ip",
  limit: 120,
  windowMs: 60_000,
  message: authMessages.tooManyRequests,
  writesOnly: true,
};

/** A handler for the programme team (role admin). */
export function withAdmin<Schema extends z.ZodType | undefined = undefined>(
  options: HandlerOptions<Schema>,
  handler: (ctx: HandlerContext<Parsed<Schema>> & { auth: SignedIn }) => Promise<Result>,
) {
  return withSession(requireAdminHere, { rateLimit: consoleChangesPerAddress, ...options }, handler);
}

// In proxy mode the partner data lives in the partner API: the console's endpoints on it
// answer 409 rather than read or change this application's empty tables.
async function requireAdminHere(request: Request): Promise<SignedIn> {
  const auth = await requireAdmin(request);
  if (partnerApiBase() && isPartnerDataAdminPath(new URL(request.url).pathname)) {
    throw new Refusal(409, partnerApiMessages.adminManagedUpstream);
  }
  return auth;
}

/** Parses the query string with `schema` (400 with its message when wrong). */
export function parseQuery<Schema extends z.ZodType>(schema: Schema, request: Request): z.infer<Schema> {
  return parseWith(schema, Object.fromEntries(new URL(request.url).searchParams));
}
