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

/** The settings check the server runs before it listens: lib/server/env.ts, bundled with zod. */
export const SETTINGS_CHECK_FILE = "settings-check.js";

/**
 * Writes server/'s modules compiled into `outdir`, and beside them the settings check (the
 * application's own validation of every setting, bundled, since server/ imports nothing from
 * lib/ at run time); returns the files written.
 */
export async function compileServer(outdir: string): Promise<string[]> {
  const root = path.resolve(import.meta.dirname, "../..");
  await build({
    entryPoints: [path.join(root, "lib/server/env.ts")],
    outfile: path.join(outdir, SETTINGS_CHECK_FILE),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    tsconfig: path.join(root, "tsconfig.json"),
    // The marker package throws outside React Server Components; the check runs before them.
    alias: { "server-only": path.join(import.meta.dirname, "server-only-stub.ts") },
    banner: { js: COMPILED_BANNER },
    logLevel: "warning",
  });
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
  return [
    ...Object.keys(result.metafile.outputs).map((file) => path.resolve(file)),
    path.join(outdir, SETTINGS_CHECK_FILE),
  ];
}
