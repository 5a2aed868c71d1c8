import "server-only";
import { enqueueMails } from "@/lib/server/mail";
import type { PortalMail } from "@/lib/server/mail/portal-mail";
import { concernedPeople } from "@/lib/server/notifications/audience";
import { dashboardTabPath } from "@/lib/portal-routes";
import type { Db } from "@/lib/server/db";

// A market development notice for the people concerned (the company's owners and the
// colleague who made the request): the bell, and the email unless their preferences say no.

export const MDF_PAGE = `${dashboardTabPath("overview")}/market-development`;

export async function notifyMdf(
  trx: Db,
  partnerId: string,
  notice: {
    requestedBy: string | null;
    actorUserId: string | null;
    kind: string;
    refId: string;
    message: string;
    mail: PortalMail;
  },
): Promise<void> {
  const people = await concernedPeople(trx, partnerId, {
    people: [notice.requestedBy],
    actorUserId: notice.actorUserId,
  });
  await enqueueMails(
    trx,
    people.map((person) => ({
      to: person.email,
      ...notice.mail,
      kind: notice.kind,
      refId: notice.refId,
      notify: { userId: person.id, message: notice.message, link: MDF_PAGE },
    })),
    "transactional",
  );
}
