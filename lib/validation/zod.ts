import { z } from "zod";

// Zod compiles object parsers with `new Function` unless told not to. The site's
// Content-Security-Policy forbids eval, so every schema is built in jitless mode: every
// module that builds a schema imports `z` from here, which sets this before any schema exists.
z.config({ jitless: true });

export { z };
