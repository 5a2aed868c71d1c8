import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createCanvas, GlobalFonts, loadImage } from "@napi-rs/canvas";
import { captchaAlphabet } from "@/lib/validation/claim";

// The OCR attack the captcha has to withstand: binarise the image at a grey level, optionally
// clear thin strokes with a 3x3 morphological opening, and let tesseract read one line or one
// word restricted to the captcha's alphabet. A challenge counts as read when any variant
// returns exactly its code.

const run = promisify(execFile);

export interface OcrVariant {
  threshold: number;
  opening: boolean;
  psm: 7 | 8;
}

export const ocrVariants: OcrVariant[] = [100, 150].flatMap((threshold) =>
  [false, true].flatMap((opening) => ([7, 8] as const).map((psm) => ({ threshold, opening, psm }))),
);

export async function hasTesseract(): Promise<boolean> {
  try {
    await run("tesseract", ["--version"]);
    return true;
  } catch {
    return false;
  }
}

/** Grey level below `threshold` is ink (black), the rest paper (white). */
function binarise(data: Uint8ClampedArray, width: number, height: number, threshold: number): Uint8Array {
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i += 1) {
    const grey = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
    ink[i] = grey < threshold ? 1 : 0;
  }
  return ink;
}

/** 3x3 erosion (all == 1) or dilation (any == 1) of the ink. */
function morph(ink: Uint8Array, width: number, height: number, erode: boolean): Uint8Array {
  const out = new Uint8Array(ink.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let hit = erode ? 1 : 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = Math.min(width - 1, Math.max(0, x + dx));
          const ny = Math.min(height - 1, Math.max(0, y + dy));
          const v = ink[ny * width + nx]!;
          if (erode && !v) hit = 0;
          if (!erode && v) hit = 1;
        }
      }
      out[y * width + x] = hit;
    }
  }
  return out;
}

/** The image binarised (and opened) as a black-on-white PNG with a white margin. */
export async function preprocess(
  png: Buffer,
  variant: Pick<OcrVariant, "threshold" | "opening">,
): Promise<Buffer> {
  const image = await loadImage(png);
  const { width, height } = image;
  const source = createCanvas(width, height).getContext("2d");
  source.drawImage(image, 0, 0);
  let ink = binarise(source.getImageData(0, 0, width, height).data, width, height, variant.threshold);
  if (variant.opening) ink = morph(morph(ink, width, height, true), width, height, false);
  const margin = 20;
  const canvas = createCanvas(width + 2 * margin, height + 2 * margin);
  const ctx = canvas.getContext("2d");
  const out = ctx.createImageData(canvas.width, canvas.height);
  out.data.fill(255);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!ink[y * width + x]) continue;
      const o = ((y + margin) * canvas.width + x + margin) * 4;
      out.data[o] = out.data[o + 1] = out.data[o + 2] = 0;
    }
  }
  ctx.putImageData(out, 0, 0);
  return canvas.encode("png");
}

/** Tesseract's reading of each image (in order), whitespace removed. One process per variant. */
async function readAll(files: string[], dir: string, psm: number): Promise<string[]> {
  const list = path.join(dir, `list-${psm}-${Math.random().toString(36).slice(2)}.txt`);
  await writeFile(list, files.join("\n") + "\n");
  const { stdout } = await run(
    "tesseract",
    [list, "stdout", "--psm", String(psm), "-l", "eng", "-c", `tessedit_char_whitelist=${captchaAlphabet}`],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  // Tesseract ends each page's text with a form feed.
  return stdout
    .split("\f")
    .slice(0, files.length)
    .map((text) => text.replace(/\s+/g, ""));
}

export interface OcrResult {
  read: number;
  total: number;
  /** How many challenges each variant read. */
  byVariant: { variant: OcrVariant; read: number }[];
}

/** Runs every variant over the images; a code counts once however many variants read it. */
export async function attackWithOcr(
  challenges: { code: string; png: Buffer }[],
  variants = ocrVariants,
): Promise<OcrResult> {
  const dir = await mkdtemp(path.join(tmpdir(), "captcha-ocr-"));
  try {
    const readCodes = new Set<number>();
    const byVariant: OcrResult["byVariant"] = [];
    const preprocessings = [...new Set(variants.map((v) => `${v.threshold}:${v.opening}`))];
    const filesOf = new Map<string, string[]>();
    for (const key of preprocessings) {
      const [threshold, opening] = [Number(key.split(":")[0]), key.endsWith("true")];
      const files: string[] = [];
      for (const [index, challenge] of challenges.entries()) {
        const file = path.join(dir, `${index}-${threshold}-${opening}.png`);
        await writeFile(file, await preprocess(challenge.png, { threshold, opening }));
        files.push(file);
      }
      filesOf.set(key, files);
    }
    // Two tesseract processes at a time: enough to use the machine, not to swamp it.
    const queue = [...variants];
    const worker = async () => {
      for (let variant = queue.shift(); variant; variant = queue.shift()) {
        const texts = await readAll(
          filesOf.get(`${variant.threshold}:${variant.opening}`)!,
          dir,
          variant.psm,
        );
        let read = 0;
        texts.forEach((text, index) => {
          if (text === challenges[index]!.code) {
            read += 1;
            readCodes.add(index);
          }
        });
        byVariant.push({ variant, read });
      }
    };
    await Promise.all([worker(), worker()]);
    return { read: readCodes.size, total: challenges.length, byVariant };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The control: the code typeset plainly in a real font (Geist, which Next ships), black on
 * white, letters spaced. The attack must read nearly all of these, or a low score against
 * the captcha means a broken reader rather than a strong image.
 */
export async function renderPlainCode(code: string): Promise<Buffer> {
  if (!GlobalFonts.has(CONTROL_FONT)) {
    GlobalFonts.registerFromPath(
      require.resolve("next/dist/compiled/@vercel/og/Geist-Regular.ttf"),
      CONTROL_FONT,
    );
  }
  const canvas = createCanvas(400, 128);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, 400, 128);
  ctx.fillStyle = "#111111";
  ctx.font = `56px ${CONTROL_FONT}`;
  ctx.textBaseline = "middle";
  ctx.fillText([...code].join(" "), 24, 64);
  return canvas.encode("png");
}

const CONTROL_FONT = "CaptchaControlSans";
