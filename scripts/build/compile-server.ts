// Compiles the production server (server/) to JavaScript: each module of the folder, tests
// aside, to one .js file of the same name, import paths unchanged (the modules import each
// other as "./name.js"). Not bundled: pino, better-sqlite3 and Next come from the standalone
// output's own node_modules, and the SQLite checkpoint thread stays a file a Worker can start.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

export const serverSourceDir = path.resolve(import.meta.dirname, "../../server");

/** The first line of every compiled module: it tells our server.js from Next's. */
export const COMPILED_BANNER = "// The production server, compiled from server/ by npm run build.";

/** server/'s modules: every TypeScript file but the tests. */
export function serverModules(dir = serverSourceDir): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.endsWith(".d.ts"))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Writes server/'s modules compiled into `outdir`; returns the files written. */
export async function compileServer(outdir: string): Promise<string[]> {
  const result = await build({
    entryPoints: serverModules(),
    outdir,
    platform: "node",
    format: "esm",
    target: "node20",
    banner: { js: COMPILED_BANNER },
    logLevel: "warning",
    metafile: true,
  });
  return Object.keys(result.metafile.outputs).map((file) => path.resolve(file));
}
