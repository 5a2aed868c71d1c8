import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { allIndustries } from "@/content/contact";
import { directoryLanguages, directoryRegions, directoryServices } from "@/content/directory";
import { countryCodes } from "./countries";
import { httpUrl, multiLineText } from "./text";

// A partner company's directory profile: the one schema the settings editor and
// GET/PUT /api/partners/directory-profile share, the team's hide, and the public filters.
// Tier and certifications are never typed: they come from the programme's own records.

export const directoryMessages = {
  description: "Please describe the company in at most 600 characters.",
  services: "Choose services from the list.",
  industries: "Choose industries from the list.",
  countries: "Choose countries or regions from the list.",
  languages: "Choose languages from the list.",
  website: "Please enter the company's website, starting with http:// or https://",
  publishIncomplete: "Add a description, at least one service and one country or region before publishing.",
  notFound: "No directory profile found.",
  hideReason: "Please give a reason of 3 to 500 characters.",
  hiddenByTeam: "The programme team hid this profile",
  unknownField: "Tier and certifications come from the programme's records; unknown field:",
  logoType: "The logo must be a PNG, JPEG or WebP image of at most 1 MB.",
  logoMissing: "Choose one PNG, JPEG or WebP image for the logo.",
  logoNotFound: "No logo found.",
} as const;

export const DESCRIPTION_MAX = 600;
export const LOGO_MAX_BYTES = 1024 * 1024;
/** The logo's allowed extensions (the bytes are checked too) and the form field it travels in. */
export const LOGO_EXTENSIONS = ["png", "jpg", "jpeg", "webp"] as const;
export const LOGO_FIELD = "logo";

const serviceValues = directoryServices.map((option) => option.value) as string[];
const languageValues = directoryLanguages.map((option) => option.value) as string[];
/** A profile's places: ISO country codes and the regions of content/directory.ts. */
export const placeValues: string[] = [...countryCodes, ...directoryRegions.map((option) => option.value)];

function choices(values: readonly string[], message: string) {
  const allowed = new Set(values);
  return z
    .array(
      z.string({ error: message }).refine((value) => allowed.has(value), message),
      { error: message },
    )
    .max(values.length, message)
    .transform((list) => [...new Set(list)]);
}

/** The settings form's logo field: one image of an allowed type and size (the server checks its bytes too). */
export const LOGO_MIME_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const directoryLogoSchema = z.object({
  logo: z
    .custom<FileList>(
      (value) => typeof FileList !== "undefined" && value instanceof FileList && value.length === 1,
      directoryMessages.logoMissing,
    )
    .refine((files) => {
      const file = files[0];
      return (
        !!file && (LOGO_MIME_TYPES as readonly string[]).includes(file.type) && file.size <= LOGO_MAX_BYTES
      );
    }, directoryMessages.logoType),
});
export type DirectoryLogoInput = z.input<typeof directoryLogoSchema>;

export const directoryProfileSchema = z
  .object(
    {
      published: z.boolean({ error: "published must be true or false." }),
      description: multiLineText(DESCRIPTION_MAX, {
        notText: directoryMessages.description,
        tooLong: directoryMessages.description,
      }).default(""),
      services: choices(serviceValues, directoryMessages.services).default([]),
      industries: choices(allIndustries, directoryMessages.industries).default([]),
      countries: choices(placeValues, directoryMessages.countries).default([]),
      languages: choices(languageValues, directoryMessages.languages).default([]),
      website: z
        .union([z.literal(""), httpUrl(300, directoryMessages.website)], { error: directoryMessages.website })
        .default(""),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `${directoryMessages.unknownField} ${issue.keys.join(", ")}.`
          : "The profile must be a JSON object.",
    },
  )
  .strict()
  .superRefine((profile, ctx) => {
    if (profile.published && (!profile.description || !profile.services.length || !profile.countries.length))
      ctx.addIssue({ code: "custom", path: ["published"], message: directoryMessages.publishIncomplete });
  });
export type DirectoryProfileInput = z.input<typeof directoryProfileSchema>;
export type DirectoryProfileFields = z.output<typeof directoryProfileSchema>;

/** What GET/PUT /api/partners/directory-profile answer with. */
export const directoryProfileAnswerSchema = z.object({
  slug: z.string(),
  published: z.boolean(),
  /** Shown on the public site: published and not hidden by the team. */
  listed: z.boolean(),
  description: z.string(),
  services: z.array(z.string()),
  industries: z.array(z.string()),
  countries: z.array(z.string()),
  languages: z.array(z.string()),
  website: z.string(),
  logoUrl: z.string().nullable(),
  tier: z.string(),
  certifications: z.array(z.string()),
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type DirectoryProfile = z.infer<typeof directoryProfileAnswerSchema>;

/** The team's hide (hidden: true, with a reason) or its undoing. */
export const directoryHideSchema = z.discriminatedUnion(
  "hidden",
  [
    z
      .object({
        hidden: z.literal(true),
        reason: multiLineText(500, {
          required: directoryMessages.hideReason,
          tooLong: directoryMessages.hideReason,
        }).refine((value) => value.length >= 3, directoryMessages.hideReason),
      })
      .strict(),
    z.object({ hidden: z.literal(false) }).strict(),
  ],
  { error: "Send { hidden: true, reason } or { hidden: false }." },
);

/** The public page's filters, read from its search parameters (unknown values are ignored). */
export const directoryFilterSchema = z.object({
  q: z.string().trim().max(100).catch("").default(""),
  industry: z.string().catch("").default(""),
  place: z.string().catch("").default(""),
  service: z.string().catch("").default(""),
  language: z.string().catch("").default(""),
  tier: z.string().catch("").default(""),
});
export type DirectoryFilter = z.infer<typeof directoryFilterSchema>;
