import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { isHttpUrl, isMultiLineText, isSingleLineText } from "./text-rules";

export { isHttpUrl, isMultiLineText, isSingleLineText };

// The zod side of the text rules (text-rules.ts): every schema builds its text fields with
// singleLineText or multiLineText, so a field's rule and message are the same in every form
// and endpoint.

export const textMessages = {
  missing: "Required",
  notText: "Please enter text.",
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  singleLine: "Please use one line of plain text, without line breaks or control characters.",
  multiLine: "Please use plain text, without control characters.",
  httpUrl: "Please enter a web address starting with http:// or https://",
} as const;

export interface TextRules {
  /** Set: the field may not be empty, with this message. */
  required?: string;
  /** The message when the value is too long (default: "Please keep this under N characters"). */
  tooLong?: string;
  /** The message when the value has characters the field refuses. */
  invalid?: string;
  /** The message when the value is not a string (or one chosen from what was sent). */
  notText?: string | ((issue: { input: unknown }) => string);
}

function text(max: number, rules: TextRules, allowed: (value: string) => boolean, invalid: string) {
  const base = z
    .string({ error: rules.notText ?? rules.required ?? textMessages.notText })
    .trim()
    .max(max, rules.tooLong ?? textMessages.tooLong(max));
  return (rules.required ? base.min(1, rules.required) : base).refine(allowed, rules.invalid ?? invalid);
}

/** A name, title or reference: one line, trimmed, at most `max` characters. */
export function singleLineText(max: number, rules: TextRules = {}) {
  return text(max, rules, isSingleLineText, textMessages.singleLine);
}

/** A message, note or description: line breaks and tabs allowed, other control characters not. */
export function multiLineText(max: number, rules: TextRules = {}) {
  return text(max, rules, isMultiLineText, textMessages.multiLine);
}

/** An address the portal links to: http(s) only, so never javascript:, data: or vbscript:. */
export function httpUrl(max: number, message: string = textMessages.httpUrl) {
  return singleLineText(max, { invalid: message, notText: message }).refine(isHttpUrl, message);
}
