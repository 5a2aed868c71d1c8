import Link from "next/link";
import { allIndustries } from "@/content/contact";
import { directoryCopy, directoryLanguages, directoryRegions, directoryServices } from "@/content/directory";
import { tierIds, tierLabels } from "@/lib/validation/tier-options";
import { countryOptions } from "@/lib/validation/countries";

const selectClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40";

function Choice({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={`directory-${name}`} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={`directory-${name}`} name={name} defaultValue="" className={selectClass}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The directory's filter form: a GET form the filter island enhances. */
export function DirectoryFilterForm({ id }: { id: string }) {
  return (
    <form
      id={id}
      method="get"
      role="search"
      aria-label={directoryCopy.search}
      className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      <div className="sm:col-span-3 lg:col-span-1">
        <label htmlFor="directory-q" className="block text-sm font-medium text-slate-800">
          {directoryCopy.search}
        </label>
        <input id="directory-q" name="q" type="search" maxLength={100} className={selectClass} />
      </div>
      <Choice
        name="industry"
        label="Industry"
        options={allIndustries.map((value) => ({ value, label: value }))}
      />
      <Choice name="place" label="Country or region" options={[...directoryRegions, ...countryOptions]} />
      <Choice name="service" label="Service" options={[...directoryServices]} />
      <Choice name="language" label="Language" options={[...directoryLanguages]} />
      <Choice
        name="tier"
        label="Tier"
        options={tierIds.map((value) => ({ value, label: tierLabels[value] }))}
      />
      <div className="flex gap-3 sm:col-span-3 lg:col-span-6">
        <button
          type="submit"
          className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand/90"
        >
          {directoryCopy.filter}
        </button>
        <Link
          href="/partners/directory"
          className="rounded-lg px-4 py-2 font-semibold text-slate-800 underline"
        >
          {directoryCopy.clear}
        </Link>
      </div>
    </form>
  );
}
