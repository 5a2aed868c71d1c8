import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { resourceCategories } from "@/lib/types/resources";
import { multiLineText, singleLineText } from "./text";

// Resource files the programme team uploads for partners (issue 15): the form's fields, the
// file rules (checked again by magic bytes on the server) and the messages shown.

export { resourceFileRules, resourceMessages, resourceTypeOfExtension } from "./resource-rules";

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
