import { describe, expect, it } from "vitest";
import { formatDay, formatDayTime } from "./dates";

describe("dates for people", () => {
  it("formats a day as 23 Feb 2027 in UTC, whatever the time of day", () => {
    expect(formatDay("2027-02-23T17:20:37.365Z")).toBe("23 Feb 2027");
    expect(formatDay("2027-02-23T23:59:59.999Z")).toBe("23 Feb 2027");
    expect(formatDay(new Date("2027-02-01T00:00:00Z"))).toBe("1 Feb 2027");
  });

  it("formats a moment with its UTC time", () => {
    expect(formatDayTime("2027-02-23T07:05:00Z")).toBe("23 Feb 2027, 07:05 UTC");
  });

  it("answers the fallback for a missing or unreadable date", () => {
    expect(formatDay(null)).toBe("—");
    expect(formatDay("", "N/A")).toBe("N/A");
    expect(formatDayTime("not a date")).toBe("—");
  });
});
