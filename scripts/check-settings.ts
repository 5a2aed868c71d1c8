// `npm run local`'s first step: the settings the server will start with, judged by the rules
// the production server applies before it listens (lib/server/env.ts), so a bad setting is
// said at once, one line each, rather than after a build. Exits 1 when any is wrong.
import nextEnv from "@next/env";
import { settingsProblems } from "../lib/server/env";

nextEnv.loadEnvConfig(process.cwd(), false);
const problems = settingsProblems(process.env);
for (const line of problems) process.stderr.write(`Invalid setting ${line}\n`);
if (problems.length > 0) {
  process.stderr.write(`The site was not built: ${problems.length} invalid setting(s).\n`);
  process.exit(1);
}
