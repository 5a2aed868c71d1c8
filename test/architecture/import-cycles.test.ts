import { describe, expect, it } from "vitest";
import { importCycles, importGraph } from "./import-graph";

// The layering holds: no file reaches itself through imports (type-only ones count, since
// they tie the modules together just the same), and content/ stays a leaf of copy and labels.

const graph = importGraph();

describe("the application's imports", () => {
  it("reads the whole application", () => {
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get("app/admin/emails/page.tsx")?.length).toBeGreaterThan(0);
  });

  it("form no circle", () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it("lead from content/ to nothing outside it", () => {
    const outward = [...graph].flatMap(([file, targets]) =>
      file.startsWith("content/")
        ? targets.filter((target) => !target.startsWith("content/")).map((target) => `${file} -> ${target}`)
        : [],
    );
    expect(outward).toEqual([]);
  });
});

describe("the cycle finder", () => {
  it("finds a circle closed by any edge, and none in a chain", () => {
    const circle = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(importCycles(circle)).toEqual([["a.ts", "b.ts", "c.ts"]]);
    expect(
      importCycles(
        new Map([
          ["a.ts", ["b.ts"]],
          ["b.ts", []],
        ]),
      ),
    ).toEqual([]);
  });
});
