import { ActionButton } from "@/components/admin/action-button";
import { Badge } from "@/components/admin/badge";
import { enumLabel } from "@/content/portal-labels";
import { Cell, DataTable } from "@/components/admin/data-table";
import { formatDateTime, queryString } from "@/components/admin/format";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { SearchBox } from "@/components/admin/search-box";
import { TabLinks } from "@/components/admin/tab-links";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { countOutboxViews, listOutbox } from "@/lib/server/mail/console";
import { parseListQuery } from "@/lib/server/db/pagination";
import { firstParam, outboxViews, parseChoice } from "@/lib/validation/admin";

export const metadata = { title: "Outbox" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OutboxPage({ searchParams }: Props) {
  await requireAdminPage();
  const params = await searchParams;
  const view = parseChoice(outboxViews, firstParam(params, "view"));
  const query = parseListQuery(params);
  const [page, counts] = await Promise.all([listOutbox(view, query), countOutboxViews()]);
  const keep: Record<string, string> = view === "waiting" ? {} : { view };
  return (
    <>
      <PageHeader
        title="Outbox"
        description="Every email the application sends waits here until the mail server accepts it. Failed attempts are retried with a growing delay; a message the server refused for good waits for “Retry now”."
      />
      <TabLinks
        label="Outbox views"
        tabs={outboxViews.map((name) => ({
          href: `/admin/outbox${queryString({ view: name === "waiting" ? undefined : name, q: query.q })}`,
          label: enumLabel(name),
          count: counts[name],
          current: name === view,
        }))}
      />
      <SearchBox action="/admin/outbox" q={query.q} label="Search recipient, subject or kind" keep={keep} />
      <DataTable
        caption={`${enumLabel(view)} emails`}
        columns={[
          "Recipient",
          "Subject",
          "Kind",
          "State",
          "Attempts",
          view === "sent" ? "Sent" : "Next attempt",
          "Last error",
          ...(view === "sent" ? [] : ["Actions"]),
        ]}
        isEmpty={page.items.length === 0}
        empty={query.q ? `No ${view} emails match “${query.q}”.` : `No ${view} emails.`}
      >
        {page.items.map((message) => (
          <tr key={message.id}>
            <Cell className="break-all">{message.to}</Cell>
            <Cell>
              {message.subject}
              <span className="block text-xs text-slate-600">queued {formatDateTime(message.createdAt)}</span>
            </Cell>
            <Cell>{message.kind}</Cell>
            <Cell>
              <Badge value={message.state} />
            </Cell>
            <Cell>{message.attempts}</Cell>
            <Cell>
              {view === "sent"
                ? formatDateTime(message.sentAt)
                : message.state === "sending"
                  ? "now"
                  : formatDateTime(message.nextAttemptAt)}
            </Cell>
            <Cell className="max-w-xs break-words text-danger">
              {message.lastError ?? <span className="text-slate-600">—</span>}
            </Cell>
            {view === "sent" ? null : (
              <Cell>
                {message.state === "sending" ? null : (
                  <ActionButton
                    url={`/api/admin/outbox/${message.id}/retry`}
                    label="Retry now"
                    ariaLabel={`Retry now: ${message.subject} to ${message.to}`}
                    pendingLabel="Retrying…"
                    success="The message will be sent again in a moment."
                    variant="secondary"
                  />
                )}
              </Cell>
            )}
          </tr>
        ))}
      </DataTable>
      <Pager
        path="/admin/outbox"
        params={{ ...keep, q: query.q }}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun="emails"
      />
    </>
  );
}
