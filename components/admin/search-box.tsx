import { SEARCH_MAX } from "@/lib/validation/admin";

// A plain GET form: searching works without JavaScript, and the result is a shareable URL.
// Searching starts again at page 1; other parameters (the current tab) are kept.
export function SearchBox({
  action,
  q,
  label,
  keep = {},
}: {
  action: string;
  q: string;
  label: string;
  keep?: Record<string, string>;
}) {
  return (
    <form action={action} method="get" role="search" className="mb-4 flex max-w-xl gap-2">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="console-search" className="sr-only">
        {label}
      </label>
      <input
        id="console-search"
        type="search"
        name="q"
        defaultValue={q}
        maxLength={SEARCH_MAX}
        placeholder={label}
        className="min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500"
      />
      <button
        type="submit"
        className="rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        Search
      </button>
    </form>
  );
}
