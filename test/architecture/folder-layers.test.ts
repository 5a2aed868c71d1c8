import { describe, expect, it } from "vitest";
import { folderGraph, importCycles, importGraph } from "./import-graph";

// The server's folders are modules (docs/architecture.md): no two folders import each other
// through any path, the core below the domains imports no domain, and the composition (the
// seed, the job registry, the email preview catalogue) sits above every domain where nothing
// of lib/ imports it. The same holds one level up: the HTTP layer (lib/api) above the
// server, the shared rules (lib/validation) below both.

const graph = importGraph();

/** lib/server/<folder>/... and lib/server/<file>.ts by their first name; other lib/ files by theirs. */
function libFolderOf(file: string): string | null {
  const server = file.match(/^lib\/server\/([^/]+?)(\.tsx?)?(\/|$)/);
  if (server) return `server/${server[1]}`;
  const lib = file.match(/^lib\/([^/]+?)(\.tsx?)?(\/|$)/);
  return lib ? lib[1]! : null;
}

const serverFolderOf = (file: string) => {
  const folder = libFolderOf(file);
  return folder?.startsWith("server/") ? folder.slice("server/".length) : null;
};

/** The core: plumbing every domain may use, which imports no domain. */
const core = new Set([
  "actor",
  "audit",
  "csv",
  "db",
  "env",
  "env-fields",
  "env-payer-fields",
  "env-rules",
  "file-modes",
  "jobs",
  "log",
  "mail",
  "money",
  "notifications",
  "outbound",
  "rate-limit",
  "security",
  "storage",
  "upstream",
  "uploads",
]);

const describeArrows = (arrows: string[], imports: Map<string, string[]>) =>
  arrows.flatMap((arrow) => [arrow, ...(imports.get(arrow) ?? []).map((line) => `  ${line}`)]);

describe("lib/server's folders", () => {
  const folders = folderGraph(graph, serverFolderOf);

  it("are read, every one", () => {
    expect(folders.graph.size).toBeGreaterThan(40);
    for (const folder of core) expect(folders.graph.has(folder), folder).toBe(true);
  });

  it("form no circle", () => {
    expect(importCycles(folders.graph)).toEqual([]);
  });

  it("keep the core below every domain", () => {
    const upward = [...folders.graph].flatMap(([from, to]) =>
      core.has(from) ? to.filter((folder) => !core.has(folder)).map((folder) => `${from} -> ${folder}`) : [],
    );
    expect(describeArrows(upward, folders.imports)).toEqual([]);
  });

  it("leave the composition to the application: nothing in lib/ imports it", () => {
    const inward = [...graph].flatMap(([file, targets]) =>
      file.startsWith("lib/") && !file.startsWith("lib/server/composition/")
        ? targets
            .filter((target) => target.startsWith("lib/server/composition/"))
            .map((t) => `${file} -> ${t}`)
        : [],
    );
    expect(inward).toEqual([]);
  });
});

describe("lib/'s folders", () => {
  const folders = folderGraph(graph, libFolderOf);

  it("form no circle, lib/server's folders counted one by one", () => {
    expect(importCycles(folders.graph)).toEqual([]);
  });

  it("keep the server below the HTTP layer and the shared rules below both", () => {
    const upward = [...folders.graph].flatMap(([from, to]) =>
      to
        .filter(
          (folder) =>
            (from.startsWith("server/") && folder === "api") ||
            (from === "validation" && (folder === "api" || folder.startsWith("server/"))),
        )
        .map((folder) => `${from} -> ${folder}`),
    );
    expect(describeArrows(upward, folders.imports)).toEqual([]);
  });
});

describe("the folder graph", () => {
  it("draws one arrow per pair of folders and finds a circle through them", () => {
    const files = new Map([
      ["lib/server/a/one.ts", ["lib/server/b/two.ts", "lib/server/a/three.ts"]],
      ["lib/server/a/three.ts", []],
      ["lib/server/b/two.ts", ["lib/server/c.ts"]],
      ["lib/server/c.ts", ["lib/server/a/three.ts"]],
    ]);
    const folders = folderGraph(files, serverFolderOf);
    expect(folders.graph).toEqual(
      new Map([
        ["a", ["b"]],
        ["b", ["c"]],
        ["c", ["a"]],
      ]),
    );
    expect(importCycles(folders.graph)).toEqual([["a", "b", "c"]]);
    expect(folders.imports.get("c -> a")).toEqual(["lib/server/c.ts -> lib/server/a/three.ts"]);
  });
});
