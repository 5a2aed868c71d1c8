import { describe, expect, it } from "vitest";
import type { Resource } from "@/lib/validation/resources";
import { summarizeResources } from "./resource-summary";

const resource = (category: string, type: string): Resource => ({
  id: `${category}-${type}-${Math.random()}`,
  title: "T",
  description: "",
  downloadCount: 0,
  lastUpdated: "2027-02-23",
  category,
  type,
  url: null,
  downloadUrl: null,
});

describe("the Resources tab's summary", () => {
  it("counts each category's items by their own type, not one unit per category", () => {
    const summary = summarizeResources([
      resource("Marketing", "Video"),
      resource("Marketing", "Document"),
      resource("Sales", "PDF"),
      resource("Sales", "PDF"),
      resource("Sales", "Presentation"),
    ]);
    expect(summary).toEqual([
      { category: "Sales", count: "3 items", types: "2 PDFs, 1 presentation" },
      { category: "Technical", count: "No items", types: "" },
      { category: "Marketing", count: "2 items", types: "1 document, 1 video" },
    ]);
  });

  it("lists the types most first, then by name, whatever the list's order", () => {
    const types = ["Video", "PDF", "Document", "Video"].map((type) => resource("Marketing", type));
    const expected = "2 videos, 1 document, 1 PDF";
    expect(summarizeResources(types)[2]!.types).toBe(expected);
    expect(summarizeResources([...types].reverse())[2]!.types).toBe(expected);
  });

  it("says item for one and names a resource without a type a file", () => {
    expect(summarizeResources([resource("Technical", " ")])[1]).toEqual({
      category: "Technical",
      count: "1 item",
      types: "1 file",
    });
  });
});
