import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The portal's public screens keep zod and framer-motion out of their first load (at most
// 1.15x the empty page's JavaScript, bench/budgets.mjs): their schemas load with a dynamic
// import() and the registration wizard animates in CSS. This follows each screen's static
// imports, as the bundler does (type-only imports and import() calls are not part of the
// first load), and names the path to any of those packages.

const root = path.resolve(__dirname, "../..");
const forbidden = ["zod", "framer-motion"];

const screens = {
  claim: "components/portal/claim/claim-form.tsx",
  register: "app/partner-portal/(auth)/register/page.tsx",
  "register/anonymous": "app/partner-portal/(auth)/register/anonymous/page.tsx",
  join: "components/portal/auth/join-team.tsx",
  login: "components/portal/auth/login-form.tsx",
  "forgot-password": "components/portal/auth/forgot-password.tsx",
  "reset-password": "components/portal/auth/reset-password.tsx",
  "verify-email": "components/portal/auth/verify-email.tsx",
};

function resolveModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(root, from)}: cannot resolve ${specifier}`);
}

/** The modules a file loads with it: its imports and re-exports that are not type-only. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
      if (!onlyTypes) found.push(statement.moduleSpecifier.text);
    }
    if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

/** Each path from `entry` to a forbidden package, as "file > file > package". */
function pathsToForbidden(entry: string, packages = forbidden): string[] {
  const seen = new Set<string>();
  const hits: string[] = [];
  const visit = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      const packageName = specifier.startsWith("@/") ? null : specifier.split("/")[0]!;
      if (packageName && packages.includes(packageName)) {
        hits.push([...trail, path.relative(root, file), specifier].join(" > "));
        continue;
      }
      const next = resolveModule(file, specifier);
      if (next) visit(next, [...trail, path.relative(root, file)]);
    }
  };
  visit(path.join(root, entry), []);
  return hits;
}

describe("the portal's public screens' first load", () => {
  it.each(Object.entries(screens))("%s imports neither zod nor framer-motion up front", (_, entry) => {
    expect(pathsToForbidden(entry)).toEqual([]);
  });

  it("finds an eager import of either", () => {
    // The console's layout animates with the motion library, and its forms validate with zod.
    expect(pathsToForbidden("app/admin/layout.tsx").some((hit) => hit.endsWith("> framer-motion"))).toBe(
      true,
    );
    expect(pathsToForbidden("lib/validation/claim.ts")).toContain("lib/validation/claim.ts > zod");
  });
});

// The dashboard's routes draw their first view without the motion library: tabs and cards
// fade in by CSS, and a dialog, the notification panel and Settings bring it with their own
// code. The client side of each route: the shared shell and the tab's component.
const dashboardScreens = {
  shell: "components/portal/dashboard/dashboard-shell.tsx",
  overview: "components/portal/dashboard/overview-tab.tsx",
  deals: "components/portal/dashboard/deals-tab.tsx",
  commissions: "components/portal/dashboard/commissions-tab.tsx",
  referrals: "components/portal/dashboard/referrals-tab.tsx",
  resources: "components/portal/dashboard/resources-tab.tsx",
  training: "components/portal/dashboard/training-tab.tsx",
};

describe("the dashboard's first load", () => {
  it.each(Object.entries(dashboardScreens))("%s imports no framer-motion up front", (_, entry) => {
    expect(pathsToForbidden(entry, ["framer-motion"])).toEqual([]);
  });

  it("finds the motion library where it is loaded up front (Settings)", () => {
    expect(pathsToForbidden("app/partner-portal/dashboard/settings/page.tsx", ["framer-motion"])).not.toEqual(
      [],
    );
  });
});

// The website's contact page and the enquiry modal follow the same rule: the enquiry schema
// loads when the visitor first enters the form (components/forms/contact-validation.ts).
describe("the enquiry form's first load", () => {
  it.each([
    ["contact page", "app/(marketing)/contact/page.tsx"],
    ["enquiry modal", "components/forms/contact-modal.tsx"],
  ])("%s imports no zod up front", (_, entry) => {
    expect(pathsToForbidden(entry, ["zod", "@hookform"])).toEqual([]);
  });
});
