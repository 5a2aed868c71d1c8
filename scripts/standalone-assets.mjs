// Runs after `next build` and the compile hints (see the "build" script). The standalone
// server (.next/standalone/server.js) serves static files only from its own folder, so the
// build's static assets and public/ are copied there, as Next's documentation describes.
import fs from "node:fs";
import path from "node:path";

const root = path.join(import.meta.dirname, "..");
const standalone = path.join(root, ".next/standalone");
if (!fs.existsSync(path.join(standalone, "server.js"))) {
  console.error("standalone assets: .next/standalone/server.js is missing; is output: \"standalone\" set in next.config.ts?");
  process.exit(1);
}
for (const [from, to] of [
  [".next/static", ".next/standalone/.next/static"],
  ["public", ".next/standalone/public"],
]) {
  fs.rmSync(path.join(root, to), { recursive: true, force: true });
  fs.cpSync(path.join(root, from), path.join(root, to), { recursive: true });
}
console.log("standalone assets: .next/static and public copied into .next/standalone");
