import "server-only";
import { randomUUID } from "node:crypto";
import { Refusal } from "@/lib/refusal";
import { ssoMessages, type PartnerSsoDto, type PartnerSsoSettings } from "@/lib/validation/sso";
import { randomToken } from "../security/crypto";
import { getDb } from "../db";
import { currentActor, lockCompany, recordTeamEvent, type TeamActor } from "../members/records";
import { sealText } from "../security/seal";
import { domainHasProof, txtRecordName, txtRecordValue } from "./domain-proof";
import {
  callbackUrl,
  discoverProvider,
  issuerAllowed,
  ProviderAddressError,
  ProviderUnavailableError,
} from "./oidc-client";
import type { Db } from "@/lib/server/db";

// A partner company's single sign-on as its owner sets it up: the provider (the client
// secret sealed like bank details, never shown again), the email domains it covers (each
// proved by a TXT record) and whether colleagues on them must use it. Owners only.

function requireOwner(actor: TeamActor): void {
  if (actor.role !== "owner") throw new Refusal(403, ssoMessages.ownersOnly);
}

/** GET /api/partners/sso. */
export async function readPartnerSso(actor: TeamActor, db?: Db): Promise<PartnerSsoDto> {
  requireOwner(actor);
  const conn = db ?? (await getDb());
  const provider = await conn
    .selectFrom("sso_providers")
    .select(["issuer", "client_id", "require_sso"])
    .where("partner_id", "=", actor.partnerId)
    .executeTakeFirst();
  const domains = await conn
    .selectFrom("sso_domains")
    .select(["domain", "verification_token", "verified_at"])
    .where("partner_id", "=", actor.partnerId)
    .orderBy("domain")
    .execute();
  return {
    provider: provider
      ? {
          issuer: provider.issuer,
          clientId: provider.client_id,
          hasClientSecret: true,
          requireSso: Number(provider.require_sso) === 1,
        }
      : null,
    domains: domains.map((row) => ({
      domain: row.domain,
      verified: row.verified_at !== null,
      txtName: txtRecordName(row.domain),
      txtValue: txtRecordValue(row.verification_token),
    })),
    redirectUri: callbackUrl(),
  };
}

/** PUT /api/partners/sso: the provider must answer its discovery before it is saved. */
export async function savePartnerSso(actor: TeamActor, input: PartnerSsoSettings): Promise<PartnerSsoDto> {
  requireOwner(actor);
  const issuer = input.issuer.replace(/\/+$/, "");
  if (!issuerAllowed(issuer))
    throw new Refusal(400, ssoMessages.issuerHttp, { issuer: ssoMessages.issuerHttp });
  const db = await getDb();
  const stored = await db
    .selectFrom("sso_providers")
    .select("client_secret_enc")
    .where("partner_id", "=", actor.partnerId)
    .executeTakeFirst();
  const secret = input.clientSecret?.trim();
  if (!secret && !stored)
    throw new Refusal(400, ssoMessages.clientSecretMissing, {
      clientSecret: ssoMessages.clientSecretMissing,
    });
  const domains = [...new Set(input.domains)];
  const taken = await db
    .selectFrom("sso_domains")
    .select("domain")
    .where("domain", "in", domains.length ? domains : [""])
    .where("partner_id", "!=", actor.partnerId)
    .where("verified_at", "is not", null)
    .executeTakeFirst();
  if (taken)
    throw new Refusal(409, `${ssoMessages.domainTaken} (${taken.domain})`, {
      domains: ssoMessages.domainTaken,
    });
  try {
    // Only whether the issuer publishes a configuration: the client is checked at sign-in.
    await discoverProvider({
      issuer,
      clientId: input.clientId,
      clientSecret: secret || "unused",
      operatorSet: false,
    });
  } catch (error) {
    if (error instanceof ProviderAddressError)
      throw new Refusal(400, ssoMessages.issuerPrivate, { issuer: ssoMessages.issuerPrivate });
    const message = ssoMessages.providerUnreachable;
    throw new Refusal(error instanceof ProviderUnavailableError ? 502 : 400, message, { issuer: message });
  }
  return db.transaction().execute(async (trx) => {
    await lockCompany(trx, actor.partnerId);
    requireOwner(await currentActor(trx, actor));
    const now = new Date().toISOString();
    const kept = await trx
      .selectFrom("sso_domains")
      .select(["domain", "verified_at"])
      .where("partner_id", "=", actor.partnerId)
      .execute();
    const keptNames = new Set(kept.map((row) => row.domain));
    const removed = kept.filter((row) => !domains.includes(row.domain)).map((row) => row.domain);
    if (removed.length)
      await trx
        .deleteFrom("sso_domains")
        .where("partner_id", "=", actor.partnerId)
        .where("domain", "in", removed)
        .execute();
    for (const domain of domains.filter((name) => !keptNames.has(name))) {
      await trx
        .insertInto("sso_domains")
        .values({
          id: randomUUID(),
          partner_id: actor.partnerId,
          domain,
          verification_token: randomToken(),
          verified_at: null,
          created_at: now,
        })
        .execute();
    }
    const proved = kept.some((row) => row.verified_at && domains.includes(row.domain));
    if (input.requireSso && !proved)
      throw new Refusal(409, ssoMessages.requireNeedsDomain, { requireSso: ssoMessages.requireNeedsDomain });
    const values = {
      issuer,
      client_id: input.clientId,
      require_sso: input.requireSso ? 1 : 0,
      updated_by: actor.userId,
      updated_at: now,
      ...(secret ? { client_secret_enc: sealText("sso-client-secret", secret) } : {}),
    };
    if (stored)
      await trx.updateTable("sso_providers").set(values).where("partner_id", "=", actor.partnerId).execute();
    else
      await trx
        .insertInto("sso_providers")
        .values({
          ...values,
          client_secret_enc: sealText("sso-client-secret", secret!),
          partner_id: actor.partnerId,
          created_at: now,
        })
        .execute();
    await recordTeamEvent(trx, actor, {
      action: "sso_updated",
      message: input.requireSso
        ? `${actor.name} updated single sign-on; colleagues on its domains must use it.`
        : `${actor.name} updated single sign-on.`,
      details: {
        issuer,
        clientId: input.clientId,
        domains,
        requireSso: input.requireSso,
        secretChanged: Boolean(secret),
      },
    });
    return readPartnerSso(actor, trx);
  });
}

/** POST /api/partners/sso/verify: looks up the domain's TXT record now. */
export async function verifyPartnerDomain(actor: TeamActor, domain: string): Promise<PartnerSsoDto> {
  requireOwner(actor);
  const db = await getDb();
  const row = await db
    .selectFrom("sso_domains")
    .select(["id", "verification_token", "verified_at"])
    .where("partner_id", "=", actor.partnerId)
    .where("domain", "=", domain)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, ssoMessages.domainUnknown);
  if (row.verified_at) return readPartnerSso(actor);
  const other = await db
    .selectFrom("sso_domains")
    .select("id")
    .where("domain", "=", domain)
    .where("partner_id", "!=", actor.partnerId)
    .where("verified_at", "is not", null)
    .executeTakeFirst();
  if (other) throw new Refusal(409, ssoMessages.domainTaken);
  if (!(await domainHasProof(domain, row.verification_token)))
    throw new Refusal(409, ssoMessages.domainNotProved);
  await db.transaction().execute(async (trx) => {
    await lockCompany(trx, actor.partnerId);
    requireOwner(await currentActor(trx, actor));
    await trx
      .updateTable("sso_domains")
      .set({ verified_at: new Date().toISOString() })
      .where("id", "=", row.id)
      .where("verified_at", "is", null)
      .execute();
    await recordTeamEvent(trx, actor, {
      action: "sso_domain_verified",
      message: `${domain} is proved for single sign-on.`,
      details: { domain },
    });
  });
  return readPartnerSso(actor);
}
