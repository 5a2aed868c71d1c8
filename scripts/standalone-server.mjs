// Runs after `next build` and the compile hints (see the "build" script). Completes
// .next/standalone, the self-contained server that every production run uses:
// - the build's static assets and public/ are copied into it, as Next's documentation says
//   (the standalone server serves static files only from its own folder);
// - Next's server.js becomes next-server.js, and scripts/server.mjs (with the module it
//   imports) becomes server.js, so `node .next/standalone/server.js` takes the client's
//   address from the connection;
// - the security headers of every path move from the routes manifest to a file server.js
//   reads (see security-headers.mjs).
import fs from "node:fs";
import path from "node:path";
import { moveEveryPathHeaders, SECURITY_HEADERS_FILE } from "./security-headers.mjs";

const root = path.join(import.meta.dirname, "..");
const standalone = path.join(root, ".next/standalone");
const at = (...parts) => path.join(standalone, ...parts);
if (!fs.existsSync(at("server.js"))) {
  console.error('standalone server: .next/standalone/server.js is missing; is output: "standalone" set in next.config.ts?');
  process.exit(1);
}
for (const [from, to] of [
  [".next/static", ".next/standalone/.next/static"],
  ["public", ".next/standalone/public"],
]) {
  fs.rmSync(path.join(root, to), { recursive: true, force: true });
  fs.cpSync(path.join(root, from), path.join(root, to), { recursive: true });
}
// A fresh `next build` writes its own server.js; a second run of this script finds ours.
if (!fs.readFileSync(at("server.js"), "utf8").includes("trustConnectionAddress")) {
  fs.renameSync(at("server.js"), at("next-server.js"));
}
fs.copyFileSync(path.join(root, "scripts/server.mjs"), at("server.js"));
for (const helper of ["client-address", "security-headers", "request-log", "graceful-shutdown", "log-options", "cluster", "sqlite-checkpoints", "sqlite-checkpoint-thread", "address-checks"]) {
  fs.copyFileSync(path.join(root, `scripts/${helper}.mjs`), at(`${helper}.mjs`));
}
moveEveryPathHeaders(at(".next/routes-manifest.json"), at(SECURITY_HEADERS_FILE));
console.log("standalone server: static assets and public/ copied; server.js takes client addresses from the connection and sets the security headers");
