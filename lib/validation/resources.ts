import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { resourceCategories, resourceFileRules, resourceMessages } from "./resource-rules";
import { multiLineText, singleLineText } from "./text";

// Resource files the programme team uploads for partners (issue 15): the form's fields, the
// file rules (checked again by magic bytes on the server) and the messages shown.

export {
  resourceCategories,
  resourceDownloadPath,
  resourceFileRules,
  resourceMessages,
  resourceTypeOfExtension,
  type ResourceCategory,
} from "./resource-rules";

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

/** The console's upload form: the fields as the route checks them, and the one file by its rules. */
export const resourceUploadFormSchema = resourceUploadSchema.extend({
  // The file input gives its list of files: the form sends the first.
  file: z
    .unknown()
    .transform((files) => (files instanceof File ? files : (files as FileList | undefined)?.[0]))
    .pipe(
      z
        .custom<File>((file) => file instanceof File && file.size > 0, {
          error: resourceMessages.fileMissing,
        })
        .superRefine((file, ctx) => {
          if (file.size > resourceFileRules.maxFileBytes)
            ctx.addIssue({ code: "custom", message: resourceMessages.fileTooLarge(file.name) });
          else if (!resourceFileRules.extensions.some((ext) => file.name.toLowerCase().endsWith(`.${ext}`)))
            ctx.addIssue({ code: "custom", message: resourceMessages.fileBadType(file.name) });
        }),
    ),
});

/** A resource as the partner's Resources tab and the console's partner page read it. */
export const resourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  downloadCount: z.number(),
  lastUpdated: z.string(),
  category: z.string(),
  type: z.string(),
  url: z.string().nullable(),
  /** GET /api/partners/resources/{id}/download when the resource is a stored file. */
  downloadUrl: z.string().nullable(),
});
export type Resource = z.infer<typeof resourceSchema>;
