import "server-only";
import { Refusal } from "@/lib/refusal";
import { recordAudit } from "@/lib/server/audit/audit";
import type { PartnerRow, UserRow } from "@/lib/server/auth/users";
import { getDb } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { enqueueMail, kickMailSender } from "@/lib/server/mail";
import type { MemberRole } from "@/lib/member-roles";
import {
  legalCompanyFields,
  profileMessages,
  type CompanyUpdate,
  type ProfileUpdate,
} from "@/lib/validation/profile";
import { legalDetailsChangedTeamMail } from "./profile-emails";

// The partner's Profile and Company in Settings, as GET /api/partners/profile answers: each
// person edits their own name, title and phone; an owner the company's details. A change to
// the company's legal details (name, tax number, country) is told to the programme team,
// whose contracts and payments use them.

export function toProfile(user: UserRow, partner: PartnerRow) {
  return {
    profile: {
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      phone: user.phone,
      title: user.title,
    },
    company: {
      companyName: partner.company_name,
      website: partner.website,
      country: partner.country,
      taxId: partner.gst_tax_id,
      tier: partner.tier,
      certificationStatus: partner.certification_status,
      points: Number(partner.points),
      status: partner.status,
    },
  };
}

/** PATCH /api/partners/profile: the signed-in person's own name, title and phone. */
export async function updateOwnProfile(userId: string, input: ProfileUpdate, now = new Date()) {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable("users")
      .set({
        first_name: input.firstName,
        last_name: input.lastName,
        title: input.title || null,
        phone: input.phone || null,
        updated_at: now.toISOString(),
      })
      .where("id", "=", userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorUserId: userId,
      action: "user.profile_updated",
      entityType: "user",
      entityId: userId,
      details: { fields: Object.keys(input) },
    });
    return user;
  });
}

const columnOf = {
  companyName: "company_name",
  website: "website",
  country: "country",
  taxId: "gst_tax_id",
} as const;

/** PATCH /api/partners/profile/company: an owner changes the company's details. */
export async function updateCompanyDetails(
  actor: { userId: string; partnerId: string; role: MemberRole; name: string },
  input: CompanyUpdate,
  now = new Date(),
): Promise<PartnerRow> {
  if (actor.role !== "owner") throw new Refusal(403, profileMessages.ownersOnly);
  const db = await getDb();
  const partner = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("partners")
      .selectAll()
      .where("id", "=", actor.partnerId)
      .executeTakeFirstOrThrow();
    const next = {
      company_name: input.companyName,
      website: input.website || null,
      country: input.country || null,
      gst_tax_id: input.taxId || null,
    };
    const changed = (Object.keys(columnOf) as (keyof typeof columnOf)[]).filter(
      (field) => (before[columnOf[field]] ?? null) !== next[columnOf[field]],
    );
    if (changed.length === 0) return before;
    const after = await trx
      .updateTable("partners")
      .set({ ...next, updated_at: now.toISOString() })
      .where("id", "=", actor.partnerId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const changes = Object.fromEntries(
      changed.map((field) => [field, { from: before[columnOf[field]], to: next[columnOf[field]] }]),
    );
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: "partner.details_updated",
      entityType: "partner",
      entityId: actor.partnerId,
      details: changes,
    });
    const legal = changed.filter((field) => (legalCompanyFields as readonly string[]).includes(field));
    if (legal.length)
      await enqueueMail(
        trx,
        {
          to: env().PROGRAMME_EMAIL,
          ...legalDetailsChangedTeamMail({
            partnerId: actor.partnerId,
            companyName: after.company_name,
            byName: actor.name,
            changes: legal.map((field) => ({
              field,
              from: before[columnOf[field]] ?? null,
              to: next[columnOf[field]],
            })),
          }),
          kind: "partner:legal-details-changed",
          refId: actor.partnerId,
        },
        "transactional",
      );
    return after;
  });
  kickMailSender();
  return partner;
}
