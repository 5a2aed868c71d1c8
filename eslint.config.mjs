import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    // Server modules and tests hold no React components; `use…` names there are not hooks.
    files: ["**/*.test.ts", "lib/server/**", "server/**", "scripts/**", "e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name='mock'][arguments.0.value='@/lib/server/mail/sender']",
          message: "test/setup.ts already keeps the mail sender off in every test file.",
        },
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name='mock'][arguments.0.value='@/lib/server/webhooks/events']",
          message: "test/setup.ts checks every queued webhook against the OpenAPI document; keep that check.",
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    "node_modules/**",
    "data/**",
    "test-results/**",
    "playwright-report/**",
    "bench/lighthouse/**",
    "next-env.d.ts",
  ]),
]);
