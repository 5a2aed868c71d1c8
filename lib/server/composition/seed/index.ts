import "server-only";
import { ensureTrainingCatalog } from "@/lib/server/training/catalog";
import { seedDemoPartner, type DemoAccount } from "./demo-partner";
import { seedDemoResources } from "./demo-resources";

export { defaultDemoEmail, demoCompanyName, type DemoAccount } from "./demo-partner";

export interface SeedResult {
  /** Shared resources uploaded now (0: the library had resources already). */
  resources: number;
  /** False when the demo account existed already and was left as is. */
  partnerCreated: boolean;
}

/**
 * `npm run db:seed`: the training catalogue, the shared resource library and the demo
 * partner. Idempotent: whatever exists already is left as it is.
 */
export async function seedDemo(account: DemoAccount): Promise<SeedResult> {
  // The catalogue first: a new partner is enrolled in its onboarding courses.
  await ensureTrainingCatalog();
  const resources = await seedDemoResources();
  const partnerCreated = await seedDemoPartner(account);
  return { resources, partnerCreated };
}
