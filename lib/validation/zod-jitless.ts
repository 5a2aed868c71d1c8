import { config } from "zod";

// Zod compiles object parsers with `new Function` unless told not to. The site's
// Content-Security-Policy forbids eval, so every schema is built in jitless mode: every
// module that builds a schema imports this module first, which sets it before any schema
// exists. (Re-exporting `z` from a wrapper instead would keep all of Zod in the bundle,
// translations included: about 58 KB gzip more on every page with a form.)
config({ jitless: true });
