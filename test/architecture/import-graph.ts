import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

// The application's import graph as the compiler reads it: every `import`, `import type`,
// `export ... from` and `import()` between the application's own files (packages left out).

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE_DIRS = ["app", "components", "content", "lib", "server", "scripts"];
const ROOT_FILES = ["proxy.ts", "instrumentation.ts", "instrumentation-node.ts"];
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

const isApplicationFile = (file: string) =>
  /\.(ts|tsx)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith(".d.ts");

function walk(dir: string, files: string[]) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else if (isApplicationFile(full)) files.push(path.relative(ROOT, full));
  }
}

export function applicationFiles(): string[] {
  const files: string[] = [];
  for (const dir of SOURCE_DIRS) walk(path.join(ROOT, dir), files);
  for (const file of ROOT_FILES) if (fs.existsSync(path.join(ROOT, file))) files.push(file);
  return files.sort();
}

function resolve(from: string, specifier: string, known: Set<string>): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return null;
  base = path.normalize(base).replace(/\.(js|jsx)$/, "");
  if (known.has(base)) return base;
  for (const extension of EXTENSIONS) if (known.has(base + extension)) return base + extension;
  return null;
}

/** Each application file and the application files it imports (type-only imports included). */
export function importGraph(): Map<string, string[]> {
  const files = applicationFiles();
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(ROOT, file), "utf8");
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles
      .map((imported) => resolve(file, imported.fileName, known))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one file (or a file importing itself). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * The graph of folders: `folderOf` names a file's folder (null leaves the file out); an
 * arrow A -> B for every import from a file of A to a file of B. Each arrow keeps the file
 * imports that draw it, for the failure message.
 */
export function folderGraph(
  graph: Map<string, string[]>,
  folderOf: (file: string) => string | null,
): { graph: Map<string, string[]>; imports: Map<string, string[]> } {
  const folders = new Map<string, Set<string>>();
  const imports = new Map<string, string[]>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (from === null) continue;
    if (!folders.has(from)) folders.set(from, new Set());
    for (const target of targets) {
      const to = folderOf(target);
      if (to === null || to === from) continue;
      folders.get(from)!.add(to);
      const arrow = `${from} -> ${to}`;
      imports.set(arrow, [...(imports.get(arrow) ?? []), `${file} -> ${target}`]);
    }
  }
  return { graph: new Map([...folders].map(([folder, to]) => [folder, [...to].sort()])), imports };
}
