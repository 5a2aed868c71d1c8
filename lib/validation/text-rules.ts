// The one rule for what a text field accepts. Every schema builds its text fields with it
// (through text.ts), so a name cannot carry a line break into an email's body or a header,
// and a message cannot smuggle control characters, whichever form or endpoint it arrives
// through. The browser uses it here, without zod.
//
// Single line (names, titles, references): no control characters at all (C0, DEL, C1, so
// no CR, LF or tab), no Unicode line or paragraph separators, no bidirectional overrides
// (they make text read differently from what it is), and no U+FFFD (bytes that were not
// valid text). Multi-line (messages, notes, descriptions): the same, except that line
// breaks and tabs are allowed. Surrounding spaces are trimmed first.

const NOT_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFFFD]/;
const NOT_MULTI_LINE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFFFD]/;

export const isSingleLineText = (value: string) => !NOT_SINGLE_LINE.test(value);
export const isMultiLineText = (value: string) => !NOT_MULTI_LINE.test(value);

/** Whether `value` is an absolute http(s) address (what a link may point at). */
export function isHttpUrl(value: string): boolean {
  // URL() drops tabs and line breaks silently: such an address is refused, not cleaned.
  if (!/^https?:\/\//i.test(value) || !isSingleLineText(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}
