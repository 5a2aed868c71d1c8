import { describe, expect, it } from "vitest";
import { RECOVERY_CODES_FILE_NAME, recoveryCodesText } from "./recovery-codes-file";

describe("the recovery codes' text", () => {
  it("says what the codes are for and the day, then one code a line", () => {
    const text = recoveryCodesText(["abcde-fghjk", "mnpqr-stuvw"], new Date("2027-02-23T10:00:00Z"));
    expect(text.split("\n")).toEqual([
      "Finlytic AI: two-factor recovery codes",
      "Made: 23 Feb 2027",
      "Each code works once, instead of a code from your authenticator app.",
      "",
      "abcde-fghjk",
      "mnpqr-stuvw",
      "",
    ]);
    expect(RECOVERY_CODES_FILE_NAME).toMatch(/\.txt$/);
  });
});
