// `npm run db:seed`: a demo partner with a living dashboard (deals, commissions, referrals,
// resources, training, notifications). Idempotent: an existing demo account is left as is.
// DEMO_EMAIL / DEMO_PASSWORD override the printed credentials.
import { randomUUID } from "node:crypto";
import { hashPassword } from "../lib/server/auth/password";
import { getDb } from "../lib/server/db";
import { seedDemoData } from "@/lib/server/partner-data/demo-data";
import { ensureTrainingCatalog } from "@/lib/server/training/catalog";

const email = (process.env.DEMO_EMAIL ?? "demo@partner.finlytic.ai").toLowerCase();
const password = process.env.DEMO_PASSWORD ?? "Demo-Partner-2025!";

const db = await getDb();
try {
  // The courses' modules first: the demo partner's progress refers to them.
  await ensureTrainingCatalog();
  const existing = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  if (existing) {
    console.log(`The demo partner already exists: ${email}`);
  } else {
    const passwordHash = await hashPassword(password);
    await db.transaction().execute((trx) => seedDemoData(trx, { email, passwordHash, partnerId: randomUUID(), userId: randomUUID() }));
    console.log("Seeded the demo partner Northwind Advisory Group.");
  }
  console.log(`Sign in at /partner-portal/login with\n  email:    ${email}\n  password: ${process.env.DEMO_PASSWORD ? "(DEMO_PASSWORD)" : password}`);
} finally {
  await db.destroy();
}
