// The content type stored files are served with, by the extension the server gave them
// (every upload's extension was checked against the file's magic bytes first).
export const contentTypes: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  mp4: "video/mp4",
  zip: "application/zip",
  csv: "text/csv; charset=utf-8",
};

export function contentTypeOfExtension(extension: string): string {
  return contentTypes[extension.toLowerCase()] ?? "application/octet-stream";
}
