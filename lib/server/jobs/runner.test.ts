import { describe, expect, it } from "vitest";
import { jobRunner, type RunnerState } from "./runner";

function harness(runsBeforeStart: boolean, more: () => boolean = () => false) {
  const state: RunnerState = { running: false, again: false };
  let active = 0;
  let maxActive = 0;
  let passes = 0;
  let release: () => void = () => {};
  const runner = jobRunner({
    log: { module: "test", failure: "test run failed" },
    state: () => state,
    work: async () => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      passes += 1;
      await new Promise<void>((resolve) => (release = resolve));
      active -= 1;
      return more();
    },
    pollMs: () => 60_000,
    runsBeforeStart,
  });
  return { state, runner, passes: () => passes, maxActive: () => maxActive, release: () => release() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the job runner", () => {
  it("never overlaps runs: kicks during a run make it go round once more", async () => {
    const h = harness(true);
    const first = h.runner.run();
    void h.runner.run();
    void h.runner.run();
    expect(h.state.running).toBe(true);
    h.release();
    await tick();
    h.release();
    await first;
    expect(h.passes()).toBe(2);
    expect(h.maxActive()).toBe(1);
    expect(h.state.running).toBe(false);
  });

  it("goes round again while the work says more is waiting", async () => {
    let left = 2;
    const h = harness(true, () => left-- > 0);
    const done = h.runner.run();
    for (let i = 0; i < 3; i += 1) {
      await tick();
      h.release();
    }
    await done;
    expect(h.passes()).toBe(3);
  });

  it("waits for start when told to, and stop lets the run under way finish and starts no other", async () => {
    const h = harness(false);
    await h.runner.run();
    expect(h.passes()).toBe(0);
    h.runner.start();
    expect(h.state.running).toBe(true);
    const stopped = h.runner.stop();
    h.release();
    await stopped;
    await h.runner.run();
    expect(h.passes()).toBe(1);
    expect(h.state.timer).toBeUndefined();
  });
});
