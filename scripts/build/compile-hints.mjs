// Runs after `next build` (see the "build" script). Marks every client chunk with V8's
// explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and later): the
// browser then compiles the chunk's functions on a background thread while it downloads,
// instead of compiling each one on the main thread the first time it runs. The chunks run
// at start-up (React, the Next runtime, the page's islands), so this takes most of the
// compile work out of the long tasks that block input. Other browsers ignore the comment.
// Idempotent: a chunk that already starts with the hint is left alone.
import fs from "node:fs";
import path from "node:path";

const HINT = "//# allFunctionsCalledOnLoad\n";
// The folder may be given as an argument (the tests do); by default it is the build's.
const chunksDir = path.resolve(
  process.argv[2] ?? path.join(import.meta.dirname, "../../.next/static/chunks"),
);

let marked = 0;
for (const entry of fs.readdirSync(chunksDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
  const file = path.join(entry.parentPath, entry.name);
  const source = fs.readFileSync(file, "utf8");
  if (source.startsWith(HINT)) continue;
  fs.writeFileSync(file, HINT + source);
  marked += 1;
}
console.log(`compile hints: ${marked} chunk(s) marked in ${path.relative(process.cwd(), chunksDir) || "."}`);
