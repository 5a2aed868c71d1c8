// `node --import ./scripts/support/allow-server-only.mjs`: lets a script import the server's
// modules (each starts with `import "server-only"`). See server-only-hooks.mjs.
import { register } from "node:module";

register("./server-only-hooks.mjs", import.meta.url);
