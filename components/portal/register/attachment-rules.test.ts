import { describe, expect, it } from "vitest";
import { addAttachments } from "./attachment-rules";

const file = (name: string, size = 1000) =>
  new File([new Uint8Array(Math.min(size, 10))], name, { type: "application/octet-stream" });
const sized = (name: string, size: number) => Object.defineProperty(file(name), "size", { value: size });

describe("addAttachments", () => {
  it("accepts the five types, case-insensitively", () => {
    const { files, errors } = addAttachments(
      [],
      ["a.pdf", "b.DOC", "c.docx", "d.png", "e.jpg", "f.JPEG"].map((n) => file(n)),
    );
    expect(files).toHaveLength(6);
    expect(errors).toEqual([]);
  });

  it("refuses other types and files over 20 MB with the file's name", () => {
    const { files, errors } = addAttachments(
      [],
      [file("run.exe"), sized("big.pdf", 20 * 1024 * 1024 + 1), sized("ok.pdf", 20 * 1024 * 1024)],
    );
    expect(files.map((f) => f.name)).toEqual(["ok.pdf"]);
    expect(errors).toEqual(["run.exe is not a supported file type", "big.pdf is too large (max 20MB)"]);
  });

  it("stops at 10 files", () => {
    const current = Array.from({ length: 9 }, (_, i) => file(`${i}.pdf`));
    const { files, errors } = addAttachments(current, [file("x.pdf"), file("y.pdf"), file("z.pdf")]);
    expect(files).toHaveLength(10);
    expect(errors).toEqual(["Maximum 10 files allowed"]);
  });
});
