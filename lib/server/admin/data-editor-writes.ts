import "server-only";
import { Refusal } from "@/lib/refusal";
import { adminMessages } from "@/lib/validation/admin";
import { getDb } from "@/lib/server/db";
import {
  createCommissionByTeam,
  deleteCommissionByTeam,
  updateCommissionByTeam,
} from "@/lib/server/commissions/console-editor-writes";
import {
  createDealByTeam,
  deleteDealByTeam,
  updateDealByTeam,
} from "@/lib/server/deals/console-editor-writes";
import {
  createNotificationByTeam,
  deleteNotificationByTeam,
  updateNotificationByTeam,
} from "@/lib/server/notifications/console-editor-writes";
import {
  createReferralByTeam,
  deleteReferralByTeam,
  updateReferralByTeam,
} from "@/lib/server/referrals/console-editor-writes";
import { createResource, deleteResource, updateResource } from "@/lib/server/resources/console";
import {
  createTrainingByTeam,
  deleteTrainingByTeam,
  updateTrainingByTeam,
} from "@/lib/server/training/console-editor-writes";
import type { PartnerSection } from "./data-editor";

// The programme team's create, update and delete of a partner's dashboard data. Each section
// is written by its own domain, under that domain's rules and audited there: a deal under the
// deals workflow's (deals/console-editor-writes.ts), a commission through the ledger
// (commissions/console-editor-writes.ts), a resource with its stored file, a referral, a
// training course and a notification by their domains' editor writes. This module only picks
// the writer and checks the partner exists.

interface SectionWriter {
  create(partnerId: string, raw: unknown, actorUserId: string | null): Promise<unknown>;
  update(id: string, raw: unknown, actorUserId: string | null): Promise<unknown>;
  remove(id: string, actorUserId: string | null): Promise<void>;
}

const writers: Record<PartnerSection, SectionWriter> = {
  deals: { create: createDealByTeam, update: updateDealByTeam, remove: deleteDealByTeam },
  commissions: {
    create: createCommissionByTeam,
    update: updateCommissionByTeam,
    remove: deleteCommissionByTeam,
  },
  referrals: { create: createReferralByTeam, update: updateReferralByTeam, remove: deleteReferralByTeam },
  resources: { create: createResource, update: updateResource, remove: deleteResource },
  training: { create: createTrainingByTeam, update: updateTrainingByTeam, remove: deleteTrainingByTeam },
  notifications: {
    create: createNotificationByTeam,
    update: updateNotificationByTeam,
    remove: deleteNotificationByTeam,
  },
};

export async function createPartnerItem(
  section: PartnerSection,
  partnerId: string | null,
  raw: unknown,
  actorUserId: string | null,
) {
  if (!partnerId) {
    if (section !== "resources") throw new Refusal(400, "Only resources can be shared with every partner.");
    return createResource(null, raw, actorUserId);
  }
  const db = await getDb();
  if (!(await db.selectFrom("partners").select("id").where("id", "=", partnerId).executeTakeFirst()))
    throw new Refusal(404, adminMessages.notFound);
  return writers[section].create(partnerId, raw, actorUserId);
}

export async function updatePartnerItem(
  section: PartnerSection,
  id: string,
  raw: unknown,
  actorUserId: string | null,
) {
  return writers[section].update(id, raw, actorUserId);
}

export async function deletePartnerItem(
  section: PartnerSection,
  id: string,
  actorUserId: string | null,
): Promise<void> {
  return writers[section].remove(id, actorUserId);
}
