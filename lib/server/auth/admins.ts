import "server-only";
import { randomUUID } from "node:crypto";
import { Refusal } from "@/lib/refusal";
import { getDb } from "../db";
import { env } from "../env";
import { isUniqueViolation } from "@/lib/server/db/errors";
import { hashPassword } from "./password";
import { normaliseEmail } from "./users";
import { moduleLog } from "../log";

/** Creates an admin account (verified, no partner company); 409 when the email is taken. */
export async function createAdmin(input: {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
}): Promise<{ id: string; email: string }> {
  const email = normaliseEmail(input.email);
  if (input.password.length < 8) throw new Refusal(400, "Password must be at least 8 characters long.");
  const db = await getDb();
  const existing = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
  if (existing) throw new Refusal(409, "An account with this email already exists.");
  const now = new Date().toISOString();
  const id = randomUUID();
  const insert = db
    .insertInto("users")
    .values({
      id,
      partner_id: null,
      email,
      password_hash: await hashPassword(input.password),
      role: "admin",
      member_role: null,
      first_name: input.firstName ?? null,
      last_name: input.lastName ?? null,
      title: null,
      phone: null,
      linkedin_url: null,
      email_verified_at: now,
      last_login_at: null,
      previous_login_at: null,
      onboarding_dismissed_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  try {
    await insert;
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(409, "An account with this email already exists.");
    throw error;
  }
  return { id, email };
}

/**
 * At start-up: creates the admin named by ADMIN_EMAIL / ADMIN_PASSWORD when that account
 * does not exist yet. An existing account is left alone (its password may have changed).
 */
export async function ensureFirstAdmin(): Promise<"created" | "exists" | "not-configured"> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = env();
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return "not-configured";
  const db = await getDb();
  const existing = await db
    .selectFrom("users")
    .select(["id", "role"])
    .where("email", "=", normaliseEmail(ADMIN_EMAIL))
    .executeTakeFirst();
  if (existing) {
    if (existing.role !== "admin")
      moduleLog("auth").warn("ADMIN_EMAIL belongs to a partner account; no admin was created");
    return "exists";
  }
  try {
    await createAdmin({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    return "created";
  } catch (error) {
    // Two instances starting together: the other one created it.
    if (error instanceof Refusal && error.status === 409) return "exists";
    throw error;
  }
}
