"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Panel } from "@/components/portal/dashboard/dashboard-ui";
import { Button } from "@/components/portal/ui/button";
import { TextAreaField, TextField } from "@/components/portal/ui/inputs";
import { allIndustries } from "@/content/contact";
import { directoryLanguages, directoryRegions, directoryServices } from "@/content/directory";
import { directoryProfileApi } from "@/lib/client/leads";
import { toast } from "@/lib/client/toast";
import { tierLabel } from "@/lib/validation/tier-options";
import { countryOptions } from "@/lib/validation/countries";
import {
  DESCRIPTION_MAX,
  directoryProfileSchema,
  type DirectoryProfile,
  type DirectoryProfileFields,
  type DirectoryProfileInput,
} from "@/lib/validation/directory";

// Settings → Directory profile (owner and admin): what the public partner directory shows of
// the company. Tier and certifications come from the programme's records and are shown, not
// edited; a profile the team hid says why.

type Option = { value: string; label: string };

function Choices({
  legend,
  options,
  selected,
  onChange,
  error,
}: {
  legend: string;
  options: readonly Option[];
  selected: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800"
          >
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand"
              checked={selected.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...selected, option.value]
                    : selected.filter((v) => v !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <p className="mt-1 text-sm text-danger">{error}</p> : null}
    </fieldset>
  );
}

const places: Option[] = [...directoryRegions, ...countryOptions];

export function DirectoryProfilePanel() {
  const [profile, setProfile] = useState<DirectoryProfile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DirectoryProfileInput, unknown, DirectoryProfileFields>({
    resolver: zodResolver(directoryProfileSchema),
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    void directoryProfileApi.get().then((answer) => {
      if (!answer.ok) return setFailure(answer.message);
      const loaded = answer.data.profile;
      setProfile(loaded);
      form.reset({
        published: loaded.published,
        description: loaded.description,
        services: loaded.services,
        industries: loaded.industries,
        countries: loaded.countries,
        languages: loaded.languages,
        website: loaded.website,
      });
    });
  }, [form]);

  const save = form.handleSubmit(async (values) => {
    const answer = await directoryProfileApi.save(values);
    if (!answer.ok) return void toast.error(answer.message);
    setProfile(answer.data.profile);
    toast.success(
      answer.data.profile.listed ? "Profile saved and shown in the directory." : "Profile saved.",
    );
  });

  const watched = useWatch({
    control: form.control,
    name: ["services", "industries", "countries", "languages"],
  });
  const index = { services: 0, industries: 1, countries: 2, languages: 3 } as const;
  const list = (name: "services" | "industries" | "countries" | "languages") => ({
    selected: (watched[index[name]] as string[] | undefined) ?? [],
    onChange: (next: string[]) => form.setValue(name, next, { shouldDirty: true }),
    error: errors[name]?.message,
  });

  return (
    <Panel title="Directory profile">
      {failure ? (
        <p className="text-sm text-danger">{failure}</p>
      ) : !profile ? (
        <p className="text-sm text-slate-700">Loading…</p>
      ) : (
        <form noValidate onSubmit={save} className="space-y-4">
          <p className="text-sm text-slate-700">
            Public address:{" "}
            <a className="text-brand underline" href={`/partners/directory/${profile.slug}`}>
              /partners/directory/{profile.slug}
            </a>
            {" · "}
            {tierLabel(profile.tier)} tier
            {profile.certifications.length ? ` · ${profile.certifications.join(", ")}` : ""}
          </p>
          {profile.hidden ? (
            <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              The programme team hid this profile: {profile.hidden.reason}
            </p>
          ) : null}
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" className="h-4 w-4 accent-brand" {...form.register("published")} />
            Show the company in the public partner directory
          </label>
          {errors.published?.message ? (
            <p className="text-sm text-danger">{errors.published.message}</p>
          ) : null}
          <TextAreaField
            id="directory-description"
            label="Short description"
            rows={4}
            maxLength={DESCRIPTION_MAX}
            error={errors.description?.message}
            {...form.register("description")}
          />
          <TextField
            id="directory-website"
            label="Website"
            type="url"
            error={errors.website?.message}
            {...form.register("website")}
          />
          <Choices legend="Services" options={directoryServices} {...list("services")} />
          <Choices
            legend="Industries"
            options={allIndustries.map((value) => ({ value, label: value }))}
            {...list("industries")}
          />
          <Choices legend="Languages" options={directoryLanguages} {...list("languages")} />
          <div>
            <label htmlFor="directory-countries" className="mb-2 block text-sm font-medium text-slate-800">
              Countries and regions served
            </label>
            <select
              id="directory-countries"
              multiple
              size={8}
              className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
              value={list("countries").selected}
              onChange={(event) =>
                list("countries").onChange(Array.from(event.target.selectedOptions, (o) => o.value))
              }
            >
              {places.map((place) => (
                <option key={place.value} value={place.value}>
                  {place.label}
                </option>
              ))}
            </select>
            {errors.countries?.message ? (
              <p className="mt-1 text-sm text-danger">{errors.countries.message}</p>
            ) : null}
          </div>
          <Button type="submit" busy={isSubmitting}>
            Save profile
          </Button>
        </form>
      )}
    </Panel>
  );
}
