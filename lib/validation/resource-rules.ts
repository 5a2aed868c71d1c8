// The resource upload's file rules, categories and messages without zod: the console's upload
// form checks a file in the browser with them before sending it.

export const resourceCategories = ["Sales", "Technical", "Marketing"] as const;
export type ResourceCategory = (typeof resourceCategories)[number];

/** The one address of a resource's file (training modules link to it too). */
export const resourceDownloadPath = (id: string) =>
  `/api/partners/resources/${encodeURIComponent(id)}/download`;

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
