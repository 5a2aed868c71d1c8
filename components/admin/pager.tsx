import Link from "next/link";
import { queryString } from "./format";

// Previous / next links for a server-paged list; keeps the other parameters of the URL.
export function Pager({
  path,
  params,
  page,
  pageCount,
  total,
  noun,
}: {
  path: string;
  params: Record<string, string>;
  page: number;
  pageCount: number;
  total: number;
  noun: string;
}) {
  const link = (target: number) => `${path}${queryString({ ...params, page: target })}`;
  const linkClass =
    "rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";
  return (
    <nav
      aria-label={`${noun} pages`}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
    >
      <p>
        {total} {total === 1 ? noun.replace(/s$/, "") : noun} · page {page} of {pageCount}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link href={link(page - 1)} className={linkClass} rel="prev">
            Previous page
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link href={link(page + 1)} className={linkClass} rel="next">
            Next page
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
