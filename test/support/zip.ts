// Reads a zip download in tests: its file names, data.json and any file's text.
import { strFromU8, unzipSync } from "fflate";

export interface UnzippedExport {
  names: string[];
  data: Record<string, unknown>;
  text: (name: string) => string;
}

export async function unzipExport(response: Response): Promise<UnzippedExport> {
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const text = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} is not in the zip (${Object.keys(files).join(", ")})`);
    return strFromU8(file);
  };
  return { names: Object.keys(files).sort(), data: JSON.parse(text("data.json")), text };
}
