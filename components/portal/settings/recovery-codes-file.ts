import { formatDay } from "@/lib/dates";

// The text a partner or an admin keeps their recovery codes in (copied or downloaded as .txt):
// what they are for and when they were made, then one code a line.

export const RECOVERY_CODES_FILE_NAME = "finlytic-ai-recovery-codes.txt";

export function recoveryCodesText(codes: readonly string[], made = new Date()): string {
  return [
    "Finlytic AI: two-factor recovery codes",
    `Made: ${formatDay(made)}`,
    "Each code works once, instead of a code from your authenticator app.",
    "",
    ...codes,
    "",
  ].join("\n");
}
