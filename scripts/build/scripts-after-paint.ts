// Runs after `next build` (see the "build" script): every static page of the (marketing) route
// group starts Next's scripts after its first contentful paint (server/scripts-after-paint.ts
// says why and how; the production server does the same for the group's pages it renders per
// request). The portal and the console keep Next's tags. Idempotent: a page that has the
// loader is left alone.
import fs from "node:fs";
import path from "node:path";
import { marketingRoutes, rewritePage } from "../../server/scripts-after-paint";

/** The static pages of the (marketing) route group: their HTML file names in the server's app folder. */
export function marketingPages(nextDir: string): string[] {
  return marketingRoutes(nextDir)
    .filter((entry) => entry.prerendered)
    .map(({ route }) => `${route === "/" ? "index" : route.slice(1)}.html`);
}

if (process.argv[1] === import.meta.filename) {
  const nextDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../../.next"));
  // The standalone server serves its own copy of the pages.
  const appDirs = [
    path.join(nextDir, "server/app"),
    path.join(nextDir, "standalone/.next/server/app"),
  ].filter((dir) => fs.existsSync(dir));
  const pages = marketingPages(nextDir);
  let changed = 0;
  for (const dir of appDirs)
    for (const page of pages) {
      const file = path.join(dir, page);
      const html = fs.readFileSync(file, "utf8");
      const rewritten = rewritePage(html);
      if (rewritten === html) continue;
      fs.writeFileSync(file, rewritten);
      changed += 1;
    }
  console.log(
    `scripts after paint: ${changed} page(s) of ${pages.length} rewritten in ${appDirs.length} folder(s)`,
  );
}
