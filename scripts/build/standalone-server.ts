// Runs after `next build` and the compile hints (see the "build" script). Completes
// .next/standalone, the self-contained server that every production run uses:
// - the build's static assets and public/ are copied into it, as Next's documentation says
//   (the standalone server serves static files only from its own folder);
// - Next's server.js becomes next-server.js, and server/ is compiled into the folder, its
//   server.ts becoming server.js (see compile-server.ts), so `node .next/standalone/server.js`
//   takes the client's address from the connection;
// - the security headers of every path move from the routes manifest to a file server.js
//   reads (see server/security-headers.ts).
import fs from "node:fs";
import path from "node:path";
import { moveEveryPathHeaders, SECURITY_HEADERS_FILE } from "../../server/security-headers";
import { COMPILED_BANNER, compileServer } from "./compile-server";

const root = path.resolve(import.meta.dirname, "../..");
const standalone = path.join(root, ".next/standalone");
const at = (...parts: string[]) => path.join(standalone, ...parts);
if (!fs.existsSync(at("server.js"))) {
  console.error(
    'standalone server: .next/standalone/server.js is missing; is output: "standalone" set in next.config.ts?',
  );
  process.exit(1);
}
for (const [from, to] of [
  [".next/static", ".next/standalone/.next/static"],
  ["public", ".next/standalone/public"],
] as const) {
  fs.rmSync(path.join(root, to), { recursive: true, force: true });
  fs.cpSync(path.join(root, from), path.join(root, to), { recursive: true });
}
// A fresh `next build` writes its own server.js; a second run of this script finds ours.
if (!fs.readFileSync(at("server.js"), "utf8").startsWith(COMPILED_BANNER)) {
  fs.renameSync(at("server.js"), at("next-server.js"));
}
const written = await compileServer(standalone);
moveEveryPathHeaders(at(".next/routes-manifest.json"), at(SECURITY_HEADERS_FILE));
console.log(
  `standalone server: static assets and public/ copied; ${written.length} server modules compiled, server.js in front of Next's`,
);
