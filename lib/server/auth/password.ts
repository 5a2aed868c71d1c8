import "server-only";
import { hash, verify } from "@node-rs/argon2";

// OWASP's first recommendation: argon2id, 19 MiB, 2 passes, 1 lane. The library's
// default algorithm is argon2id (its const enum cannot be imported with isolatedModules);
// the PHC string of every hash records it, and a test checks the prefix.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password or a malformed stored hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Verifies against a throw-away hash when the account does not exist, so a login for an
 * unknown email costs the same argon2 work as one for a known email.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword("timing-equaliser-not-a-password");
  await verifyPassword(await dummy, password);
}
