import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { videoSection } from "./home";
import { EXPLORER_IMAGE_SIZE, slugify } from "./home-explorer";
import { platformGroups } from "./navigation";
import { roles } from "./roles";
import { tasks } from "./tasks";

const publicDir = path.resolve(import.meta.dirname, "../public");

describe("home explorer content", () => {
  it("uses exactly the navigation bar's identifiers, in its order, with its labels", () => {
    const [roleGroup, taskGroup] = platformGroups;
    expect(roles.map((role) => role.key)).toEqual(roleGroup.entries.map((entry) => entry.id));
    expect(roles.map((role) => role.tab)).toEqual(roleGroup.entries.map((entry) => entry.label));
    expect(tasks.map((task) => task.key)).toEqual(taskGroup.entries.map((entry) => entry.id));
  });

  it("gives each role eight tags and five features, and each task six tags and four features", () => {
    for (const role of roles)
      expect([role.key, role.tags.length, role.features.length]).toEqual([role.key, 8, 5]);
    for (const task of tasks)
      expect([task.key, task.tags.length, task.features.length]).toEqual([task.key, 6, 4]);
  });

  it("keeps the section subtitles", () => {
    expect(roles.map((role) => role.subtitle)).toEqual([
      "The Always On Performance Engine",
      "The Deal Intelligence Partner",
      "The Real Time Risk Evaluator",
      "The Close and Control Guardian",
      "The Strategic Finance Brain",
      "The Decision Intelligence Partner",
    ]);
    expect(tasks.map((task) => task.subtitle)).toEqual([
      "The Real Time Planner",
      "The Deal Speed Engine",
      "The Auto Reconciled Engine",
      "The Insight Engine",
      "The Treasury Pilot",
      "The Continuous Auditor",
    ]);
  });

  it("points every tab at a generated image of the declared size", () => {
    for (const item of [...roles, ...tasks]) {
      const svg = fs.readFileSync(path.join(publicDir, item.image.src), "utf8");
      expect(svg).toContain(`width="${EXPLORER_IMAGE_SIZE.width}" height="${EXPLORER_IMAGE_SIZE.height}"`);
      expect(item.image.alt.length).toBeGreaterThan(20);
    }
  });

  it("slugifies keys into file names", () => {
    expect(slugify("FP&A")).toBe("fp-and-a");
    expect(slugify("Consolidation & Close")).toBe("consolidation-and-close");
    expect(slugify("ACCOUNTANT")).toBe("accountant");
  });
});

describe("home video", () => {
  it("ships WebM and MP4 under 2 MB together, and a poster", () => {
    const size = (file: string) => fs.statSync(path.join(publicDir, file)).size;
    expect(size(videoSection.media.webm) + size(videoSection.media.mp4)).toBeLessThan(2 * 1024 * 1024);
    expect(size(videoSection.media.poster)).toBeGreaterThan(0);
  });
});
