// A table with a caption (read by screen readers), column headers and an empty state.
// Wide tables scroll inside their own region, which is focusable so keyboards can scroll it.
export function DataTable({
  caption,
  columns,
  empty,
  isEmpty,
  children,
}: {
  caption: string;
  columns: string[];
  empty: string;
  isEmpty: boolean;
  children: React.ReactNode;
}) {
  if (isEmpty)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
        {empty}
      </p>
    );
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">{children}</tbody>
      </table>
    </div>
  );
}

export function Cell({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return <td className={`px-4 py-3 align-top ${className}`}>{children}</td>;
}
