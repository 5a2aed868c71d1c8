import { describe, expect, it } from "vitest";
import { mdfMessages, mdfPlanFileRules, planFileProblem } from "./mdf";

// The request form names a chosen plan file's problem before anything is sent, with the
// messages the server answers.

describe("a chosen plan file", () => {
  it("passes in each allowed kind, whatever the case of its extension", () => {
    for (const name of ["plan.pdf", "plan.DOCX", "deck.pptx", "map.png", "photo.JPG", "photo.jpeg"])
      expect(planFileProblem({ name, size: 1_000 })).toBeNull();
  });

  it("is refused by its kind, naming it", () => {
    expect(planFileProblem({ name: "plan.exe", size: 10 })).toBe(mdfMessages.planBadType("plan.exe"));
    expect(planFileProblem({ name: "plan.doc", size: 10 })).toBe(mdfMessages.planBadType("plan.doc"));
    expect(planFileProblem({ name: "pdf", size: 10 })).toBe(mdfMessages.planBadType("pdf"));
  });

  it("is refused over the size limit, and accepted at it", () => {
    const limit = mdfPlanFileRules.maxFileBytes;
    expect(planFileProblem({ name: "plan.pdf", size: limit })).toBeNull();
    expect(planFileProblem({ name: "plan.pdf", size: limit + 1 })).toBe(mdfMessages.fileTooLarge("plan.pdf"));
  });
});
