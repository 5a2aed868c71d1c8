import { registrationMessages } from "@/lib/validation/registration-messages";
import { attachmentRules } from "@/lib/validation/registration-options";

const extensionOf = (name: string) => name.slice(name.lastIndexOf(".") + 1).toLowerCase();

/** The file input's accept list: the allowed extensions. */
export const attachmentAccept = attachmentRules.extensions.map((ext) => `.${ext}`).join(",");

/**
 * Adds the chosen files to the list: a file of another type or over 20 MB is refused with
 * its own message, and none is added past 10 in total.
 */
export function addAttachments(
  current: readonly File[],
  incoming: readonly File[],
): { files: File[]; errors: string[] } {
  const files = [...current];
  const errors: string[] = [];
  for (const file of incoming) {
    if (!(attachmentRules.extensions as readonly string[]).includes(extensionOf(file.name))) {
      errors.push(registrationMessages.fileBadType(file.name));
    } else if (file.size > attachmentRules.maxFileBytes) {
      errors.push(registrationMessages.fileTooLarge(file.name));
    } else if (files.length >= attachmentRules.maxFiles) {
      if (!errors.includes(registrationMessages.tooManyFiles)) errors.push(registrationMessages.tooManyFiles);
    } else {
      files.push(file);
    }
  }
  return { files, errors };
}

export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
