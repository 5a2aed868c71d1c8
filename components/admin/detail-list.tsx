// A definition list of label/value pairs for a record's details.
export function DetailList({ items }: { items: [label: string, value: React.ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="whitespace-pre-wrap break-words text-slate-900">
            {value === null || value === undefined || value === "" ? "—" : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Panel({
  title,
  children,
  headingLevel = 2,
}: {
  title: string;
  children: React.ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5">
      <Heading className="mb-4 text-base font-semibold text-ink">{title}</Heading>
      {children}
    </section>
  );
}
