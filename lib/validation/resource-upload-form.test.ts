import { describe, expect, it } from "vitest";
import { resourceMessages, resourceUploadFormSchema } from "./resources";

const fields = { title: "Tour", description: "", category: "Sales", type: "" };
const messageOf = (file: unknown) =>
  resourceUploadFormSchema.safeParse({ ...fields, file }).error?.issues.map((issue) => issue.message);

describe("the console's resource upload form", () => {
  it("asks for a file when none is chosen", () => {
    expect(messageOf(undefined)).toEqual([resourceMessages.fileMissing]);
    expect(messageOf([])).toEqual([resourceMessages.fileMissing]);
  });

  it("refuses a file of another type, and takes the first file of the input's list", () => {
    expect(messageOf([new File(["x"], "notes.txt")])).toEqual([resourceMessages.fileBadType("notes.txt")]);
    const file = new File(["%PDF"], "deck.pdf");
    const parsed = resourceUploadFormSchema.parse({ ...fields, file: [file] });
    expect(parsed.file).toBe(file);
  });

  it("checks the fields with the route's messages", () => {
    const result = resourceUploadFormSchema.safeParse({
      ...fields,
      title: " ",
      file: [new File(["x"], "a.pdf")],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["title", "Required"],
    ]);
  });
});
