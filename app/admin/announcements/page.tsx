import { AnnouncementForm } from "@/components/admin/lazy-forms";
import { AuditTrail } from "@/components/admin/audit-trail";
import { Panel } from "@/components/admin/detail-list";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { listAnnouncements } from "@/lib/server/announcements/list-announcements";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { parseListQuery } from "@/lib/server/db/pagination";

export const metadata = { title: "Announcements" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AnnouncementsPage({ searchParams }: Props) {
  await requireAdminPage();
  const { page } = parseListQuery(await searchParams);
  const past = await listAnnouncements(page);
  return (
    <>
      <PageHeader
        title="Announcements"
        description="Every active partner sees the title in their dashboard's notifications; their users who keep Partner announcements on also get it by email."
      />
      <div className="mb-8">
        <AnnouncementForm />
      </div>
      <Panel title="Posted announcements">
        <AuditTrail entries={past.items} empty="No announcements posted yet." />
        {past.pageCount > 1 ? (
          <Pager
            path="/admin/announcements"
            params={{}}
            page={past.page}
            pageCount={past.pageCount}
            total={past.total}
            noun="announcements"
          />
        ) : null}
      </Panel>
    </>
  );
}
