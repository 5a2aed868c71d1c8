import "server-only";
import { stagingDir } from "@/lib/server/uploads/attachments";
import {
  discardStaged,
  parseMultipart,
  type MultipartLimits,
  type ParsedMultipart,
} from "@/lib/server/uploads/multipart";

// The HTTP side of an upload: a multipart body read into staged files as it streams in,
// handed to a service as a form (its text fields and staged files), and the staged files
// discarded afterwards whatever the service did (the store keeps its own copy). Services
// take the form, never the request.

export const isMultipart = (request: Request) =>
  /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");

export async function withUploadedForm<T>(
  request: Request,
  limits: MultipartLimits,
  handle: (form: ParsedMultipart) => Promise<T>,
): Promise<T> {
  const form = await parseMultipart(request, stagingDir(), limits);
  try {
    return await handle(form);
  } finally {
    await discardStaged(form.files);
  }
}
