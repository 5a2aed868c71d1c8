import fs from "node:fs";
import fsp from "node:fs/promises";

// The database, its backups, uploads and the local mail folder hold every person's data:
// files are readable by the server's own user only (0600), folders too (0700). Folders are
// created that way, and existing ones are tightened; a shared folder (sticky, like /tmp) or
// one owned by another user is left as it is.

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
const STICKY = 0o1000;

const ownedByUs = (stat: fs.Stats) => typeof process.getuid !== "function" || stat.uid === process.getuid();

/** Creates `dir` (and its parents) as 0700 and tightens it when it exists already. */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const stat = fs.statSync(dir);
  if (ownedByUs(stat) && !(stat.mode & STICKY) && (stat.mode & 0o777) !== PRIVATE_DIR_MODE)
    fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

export async function makePrivateDirAsync(dir: string): Promise<void> {
  await fsp.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const stat = await fsp.stat(dir);
  if (ownedByUs(stat) && !(stat.mode & STICKY) && (stat.mode & 0o777) !== PRIVATE_DIR_MODE)
    await fsp.chmod(dir, PRIVATE_DIR_MODE);
}

/** Tightens each existing file to 0600 (missing ones are skipped). */
export function makePrivateFiles(...files: string[]): void {
  for (const file of files) {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isFile() && ownedByUs(stat) && (stat.mode & 0o777) !== PRIVATE_FILE_MODE)
      fs.chmodSync(file, PRIVATE_FILE_MODE);
  }
}

/** Creates `file` empty as 0600 unless it exists, then tightens it. */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, "a", PRIVATE_FILE_MODE));
  makePrivateFiles(file);
}

/** Every folder and file under `dir` (itself included) made private: a copied tree. */
export function makePrivateTree(dir: string): void {
  if (!fs.existsSync(dir)) return;
  makePrivateDir(dir);
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = `${entry.parentPath}/${entry.name}`;
    if (entry.isDirectory()) makePrivateDir(full);
    else if (entry.isFile()) makePrivateFiles(full);
  }
}
