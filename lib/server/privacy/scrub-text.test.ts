import { describe, expect, it } from "vitest";
import { nameParts } from "./erasure-terms";
import { ERASED, replaceTerms, replaceTermsInJson } from "./scrub-text";

describe("replaceTerms", () => {
  it("replaces every term, longest first, whatever the case", () => {
    expect(
      replaceTerms("Ada Lovelace wrote; ada@x.example cc ADA", ["Ada", "Ada Lovelace", "ada@x.example"]),
    ).toBe(`${ERASED} wrote; ${ERASED} cc ${ERASED}`);
  });

  it("matches whole words only, whatever the accents or apostrophe", () => {
    expect(
      replaceTerms("ZOE O’MALLEY-BUYER met Zoëy and O'Malley-Buyers; zoë o'malley-buyer.", [
        "Zoë",
        "O'Malley-Buyer",
      ]),
    ).toBe(`${ERASED} ${ERASED} met Zoëy and O'Malley-Buyers; ${ERASED} ${ERASED}.`);
  });
});

describe("nameParts", () => {
  it("keeps parts of three letters or more, quotes trimmed and hyphenated names whole", () => {
    expect(nameParts(`Zoë "Quoted" O'Malley-Buyer`)).toEqual(["Zoë", "Quoted", "O'Malley-Buyer"]);
    expect(nameParts("Al (Li) Wu-Oh")).toEqual(["Wu-Oh"]);
  });
});

describe("replaceTermsInJson", () => {
  it("scrubs string values only, so a name that is also a key keeps the JSON whole", () => {
    const stored = JSON.stringify({
      content: { heading: "New claim", facts: [{ label: "Name", value: "Ana Label" }], links: [] },
      footer: { reason: "Sent to Label's team" },
    });
    const scrubbed = replaceTermsInJson(stored, ["Ana Label", "Ana", "Label"]);
    expect(JSON.parse(scrubbed)).toEqual({
      content: { heading: "New claim", facts: [{ label: "Name", value: ERASED }], links: [] },
      footer: { reason: `Sent to ${ERASED}'s team` },
    });
  });

  it("falls back to plain text when the column does not hold JSON", () => {
    expect(replaceTermsInJson("Hello Ana Label", ["Ana Label"])).toBe(`Hello ${ERASED}`);
  });
});
