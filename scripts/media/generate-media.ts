// Generates every home page asset under public/media from code, with free tools only:
//   - one SVG illustration per role and per task (800 x 600, drawn here);
//   - the product video: 240 SVG frames (10 s at 24 fps, a seamless loop) rasterised and
//     encoded by ffmpeg (librsvg) to WebM (VP9) and MP4 (H.264), plus a WebP poster.
// Run: `npx tsx scripts/media/generate-media.ts` (needs ffmpeg built with librsvg, libvpx, libx264).
// Nothing is fetched; the output is deterministic apart from encoder versions.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { roles } from "../../content/roles";
import { tasks } from "../../content/tasks";
import { videoSection } from "../../content/home";
import { EXPLORER_IMAGE_SIZE } from "../../content/home-explorer";
import { drawExplorerArt } from "./generate-media-art";
import { chartKinds } from "./media-art-charts";
import { drawVideoFrame, VIDEO_FPS, VIDEO_SECONDS } from "./generate-media-video";

const root = path.resolve(import.meta.dirname, "../..");
const publicDir = path.join(root, "public");
const MAX_VIDEO_BYTES = 2 * 1024 * 1024;
const POSTER_AT_S = 8.5;

function writeExplorerImages(): void {
  const groups = [
    { items: roles, kinds: chartKinds.roles, hue: "#818cf8" },
    { items: tasks, kinds: chartKinds.tasks, hue: "#22d3ee" },
  ];
  for (const { items, kinds, hue } of groups) {
    items.forEach((item, index) => {
      const file = path.join(publicDir, item.image.src);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const svg = drawExplorerArt({
        kind: kinds[index % kinds.length]!,
        seed: index + 1,
        accent: hue,
        ...EXPLORER_IMAGE_SIZE,
      });
      fs.writeFileSync(file, svg);
      console.log(`wrote ${item.image.src} (${svg.length} bytes)`);
    });
  }
}

function ffmpeg(args: string[]): void {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
}

function writeVideo(): void {
  const { media } = videoSection;
  const frameDir = fs.mkdtempSync(path.join(os.tmpdir(), "finlytic-frames-"));
  const frameCount = VIDEO_FPS * VIDEO_SECONDS;
  for (let frame = 0; frame < frameCount; frame += 1) {
    const svg = drawVideoFrame(frame / VIDEO_FPS, media.width, media.height);
    fs.writeFileSync(path.join(frameDir, `${String(frame).padStart(4, "0")}.svg`), svg);
  }
  const input = ["-framerate", String(VIDEO_FPS), "-c:v", "librsvg", "-i", path.join(frameDir, "%04d.svg")];
  const out = (file: string) => path.join(publicDir, file);
  fs.mkdirSync(path.dirname(out(media.webm)), { recursive: true });

  // No audio track: the video is decorative motion and plays muted.
  ffmpeg([
    ...input,
    "-an",
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "36",
    "-row-mt",
    "1",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    "-pix_fmt",
    "yuv420p",
    out(media.webm),
  ]);
  ffmpeg([
    ...input,
    "-an",
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    "26",
    "-tune",
    "animation",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    out(media.mp4),
  ]);
  // The poster shows the finished workspace (8.5 s in): it is what a visitor who prefers
  // reduced motion sees until they press play, so it should carry the message on its own.
  const posterFrame = String(Math.round(POSTER_AT_S * VIDEO_FPS)).padStart(4, "0");
  ffmpeg([
    "-c:v",
    "librsvg",
    "-i",
    path.join(frameDir, `${posterFrame}.svg`),
    "-c:v",
    "libwebp",
    "-quality",
    "78",
    out(media.poster),
  ]);
  fs.rmSync(frameDir, { recursive: true, force: true });

  const sizes = [media.webm, media.mp4, media.poster].map(
    (file) => [file, fs.statSync(out(file)).size] as const,
  );
  for (const [file, size] of sizes) console.log(`wrote ${file} (${(size / 1024).toFixed(0)} KB)`);
  const videoBytes = (sizes[0]?.[1] ?? 0) + (sizes[1]?.[1] ?? 0);
  if (videoBytes >= MAX_VIDEO_BYTES)
    throw new Error(`The two video files weigh ${videoBytes} bytes; the budget is under 2 MB.`);
}

writeExplorerImages();
if (!process.argv.includes("--images-only")) writeVideo();
