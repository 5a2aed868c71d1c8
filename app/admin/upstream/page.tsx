import { notFound } from "next/navigation";
import { ManagedUpstream } from "@/components/admin/managed-upstream";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { firstParam } from "@/lib/validation/admin";
import { consoleUpstream, upstreamSectionOf } from "@/lib/server/upstream/console-sections";

// The console's partner-data sections in proxy mode: proxy.ts rewrites them here with the
// address asked for in `from`, and the page says where that data is kept instead.

export const metadata = { title: "Managed upstream" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ManagedUpstreamPage({ searchParams }: Props) {
  await requireAdminPage();
  const apiUrl = consoleUpstream();
  const title = upstreamSectionOf(firstParam(await searchParams, "from") ?? "");
  if (!apiUrl || !title) notFound();
  return <ManagedUpstream title={title} apiUrl={apiUrl} />;
}
