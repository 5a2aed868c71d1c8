import { describe, expect, it } from "vitest";
import { downloadTargetOf } from "./resource-download";

describe("a resource card's Download control", () => {
  it("downloads a stored file through the partner API", () => {
    expect(
      downloadTargetOf({
        downloadUrl: "/api/partners/resources/r1/download",
        url: "https://example.com/a.pdf",
      }),
    ).toEqual({ kind: "file", href: "/api/partners/resources/r1/download" });
  });

  it("opens a web address", () => {
    expect(downloadTargetOf({ downloadUrl: null, url: "https://example.com/guide.pdf" })).toEqual({
      kind: "link",
      href: "https://example.com/guide.pdf",
    });
    expect(downloadTargetOf({ downloadUrl: null, url: "http://example.com/guide" })?.kind).toBe("link");
  });

  it("is absent without a file or a web address", () => {
    for (const url of [
      null,
      "",
      "  ",
      "guide.pdf",
      "/files/guide.pdf",
      "javascript:alert(1)",
      "ftp://example.com/a.pdf",
      "https://",
    ]) {
      expect(downloadTargetOf({ downloadUrl: null, url })).toBeNull();
    }
  });
});
