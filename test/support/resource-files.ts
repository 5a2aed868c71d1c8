// Small but real files of each resource type, for tests: file-type recognises each by its
// bytes as the server does (a ZIP with the entries of a Word or PowerPoint document, an MP4
// with its ftyp box). Imported by tests only (vitest and Playwright).
import { crc32 } from "node:zlib";

/** A ZIP archive with the given entries, stored without compression. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/x" ContentType="${main}"/></Types>`;

export const resourceFixtures = {
  pdf: () => Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  zip: () => zipOf({ "readme.txt": "Partner kit", "logo.svg": "<svg/>" }),
  docx: () =>
    zipOf({
      "[Content_Types].xml": contentTypes(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
      ),
      "word/document.xml": "<w:document/>",
    }),
  pptx: () =>
    zipOf({
      "[Content_Types].xml": contentTypes(
        "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml",
      ),
      "ppt/presentation.xml": "<p:presentation/>",
    }),
  /** An MP4 of `size` bytes: an ftyp box (brand isom), then filler. */
  mp4: (size = 4096) => {
    const head = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypisom"),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from("isomiso2"),
    ]);
    const filler = Buffer.alloc(Math.max(0, size - head.length));
    for (let i = 0; i < filler.length; i += 1) filler[i] = (i * 31) % 251;
    return Buffer.concat([head, filler]);
  },
  exe: () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]),
};
