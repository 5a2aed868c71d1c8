import { describe, expect, it } from "vitest";
import { workerExecArgv } from "./cluster.js";

describe("the server processes' node flags", () => {
  it("are the primary's own plus a 32 MB young generation", () => {
    expect(workerExecArgv([])).toEqual(["--max-semi-space-size=32"]);
    expect(workerExecArgv(["--enable-source-maps"], "")).toEqual([
      "--enable-source-maps",
      "--max-semi-space-size=32",
    ]);
  });

  it("keep an operator's own young generation, as a flag or in NODE_OPTIONS", () => {
    expect(workerExecArgv(["--max-semi-space-size=8"])).toEqual(["--max-semi-space-size=8"]);
    expect(workerExecArgv([], "--max-old-space-size=512 --max-semi-space-size=64")).toEqual([]);
  });
});
