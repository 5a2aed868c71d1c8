import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { resourceCategories } from "@/lib/types/resources";
import { multiLineText, singleLineText } from "./text";

// Resource files the programme team uploads for partners (issue 15): the form's fields, the
// file rules (checked again by magic bytes on the server) and the messages shown.

export const resourceFileRules = {
  maxFileBytes: 50 * 1024 * 1024,
  extensions: ["pdf", "pptx", "docx", "mp4", "zip"],
} as const;

/** The type a card shows, from the file's extension. */
export const resourceTypeOfExtension: Record<(typeof resourceFileRules.extensions)[number], string> = {
  pdf: "PDF",
  pptx: "Presentation",
  docx: "Document",
  mp4: "Video",
  zip: "Archive",
};

export const resourceMessages = {
  fileMissing: "Choose a file to upload (PDF, PPTX, DOCX, MP4 or ZIP, up to 50 MB).",
  fileTooLarge: (name: string) => `${name} is too large (max 50MB)`,
  fileBadType: (name: string) => `${name} is not a supported file type (PDF, PPTX, DOCX, MP4 or ZIP)`,
  tooManyFiles: "Upload one file per resource.",
  notFound: "Resource not found.",
  created: "Resource uploaded.",
  replaced: "File replaced.",
  deleted: "Resource deleted.",
} as const;

// Form fields arrive as UTF-8 bytes: control characters, or bytes that were not valid text
// (decoded as U+FFFD, such as a lone surrogate), are refused rather than stored.
const notText = "Please use plain text";
const text = (max: number) => singleLineText(max, { required: "Required", invalid: notText });

/** The fields sent beside the file (multipart form fields, so every value is text). */
export const resourceUploadSchema = z.object({
  title: text(200),
  description: multiLineText(2000, { invalid: notText }).default(""),
  category: z.enum(resourceCategories, { error: "Choose Sales, Technical or Marketing" }),
  /** Empty: named after the file (PDF, Presentation, Document, Video, Archive). */
  type: singleLineText(40, { invalid: notText }).default(""),
});
export type ResourceUpload = z.output<typeof resourceUploadSchema>;
