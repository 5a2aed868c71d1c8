import { Cell, DataTable } from "@/components/admin/data-table";
import { formatDateTime } from "@/components/admin/format";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { ResourceRowActions } from "@/components/admin/resource-row-actions";
import { ResourceUploadForm } from "@/components/admin/lazy-forms";
import { SearchBox } from "@/components/admin/search-box";
import { formatBytes } from "@/components/admin/format-bytes";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { parseListQuery } from "@/lib/server/db/pagination";
import { listSharedResources } from "@/lib/server/resources/console";

export const metadata = { title: "Resources" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ResourcesPage({ searchParams }: Props) {
  await requireAdminPage();
  const query = parseListQuery(await searchParams);
  const page = await listSharedResources(query);
  return (
    <>
      <PageHeader
        title="Resources"
        description="Files every partner can download from the Resources tab of the portal. Each partner's download counts once a day."
      />
      <div className="mb-8">
        <ResourceUploadForm />
      </div>
      <h2 className="mb-3 text-lg font-semibold text-ink">Shared resources</h2>
      <SearchBox action="/admin/resources" q={query.q} label="Search title or description" />
      <DataTable
        caption="Shared resources"
        columns={["Title", "Category", "Type", "File", "Downloads", "Last updated", "Actions"]}
        isEmpty={page.items.length === 0}
        empty={query.q ? `No resources match “${query.q}”.` : "No resources uploaded yet."}
      >
        {page.items.map((resource) => (
          <tr key={resource.id}>
            <Cell className="font-medium">
              {resource.title}
              {resource.description ? (
                <span className="block font-normal text-slate-600">{resource.description}</span>
              ) : null}
            </Cell>
            <Cell>{resource.category}</Cell>
            <Cell>{resource.type}</Cell>
            <Cell className="break-all">
              {resource.fileName
                ? `${resource.fileName} (${formatBytes(resource.size ?? 0)})`
                : (resource.url ?? "No file")}
            </Cell>
            <Cell>{resource.downloadCount.toLocaleString("en-US")}</Cell>
            <Cell>{formatDateTime(resource.lastUpdated)}</Cell>
            <Cell>
              <ResourceRowActions id={resource.id} title={resource.title} />
            </Cell>
          </tr>
        ))}
      </DataTable>
      <Pager
        path="/admin/resources"
        params={{ q: query.q }}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun="resources"
      />
    </>
  );
}
