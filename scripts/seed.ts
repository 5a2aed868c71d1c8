// `npm run db:seed`: the demo partner, built through the product's own services
// (lib/server/composition/seed). Idempotent: an existing demo account is left as is.
// DEMO_EMAIL / DEMO_PASSWORD override the printed credentials.
import { ZodError } from "zod";
import { getDb } from "../lib/server/db";
import { stopMailSender } from "../lib/server/mail";
import { defaultDemoEmail, demoCompanyName, seedDemo } from "../lib/server/composition/seed";

const email = (process.env.DEMO_EMAIL ?? defaultDemoEmail).toLowerCase();
const password = process.env.DEMO_PASSWORD ?? "Demo-Partner-2025!";

const db = await getDb();
try {
  const result = await seedDemo({ email, password });
  if (result.resources > 0) console.log(`Uploaded ${result.resources} shared resources.`);
  console.log(
    result.partnerCreated
      ? `Seeded the demo partner ${demoCompanyName}.`
      : `The demo partner already exists: ${email}`,
  );
  console.log(
    `Sign in at /partner-portal/login with\n  email:    ${email}\n  password: ${process.env.DEMO_PASSWORD ? "(DEMO_PASSWORD)" : password}`,
  );
} catch (error) {
  // A DEMO_EMAIL or DEMO_PASSWORD the registration refuses: say why, as the form would.
  if (!(error instanceof ZodError)) throw error;
  console.error(`The demo account was refused: ${error.issues.map((issue) => issue.message).join("; ")}`);
  process.exitCode = 1;
} finally {
  // The services kick the mail sender after each commit; let its run finish first.
  await stopMailSender();
  await db.destroy();
}
