import "server-only";
import path from "node:path";
import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { envFields } from "./env-fields";
import { checkEnvRules } from "./env-rules";

// Every setting of the server, validated once at start-up: the settings and their defaults in
// env-fields.ts, the rules between them in env-rules.ts.
const envSchema = z.object(envFields).superRefine(checkEnvRules);

export type Env = z.infer<typeof envSchema> & {
  SESSION_SECRET: string;
  UPLOAD_DIR: string;
  ADMIN_REQUIRE_2FA: boolean;
};

/**
 * What is wrong with these settings, one "NAME: problem" line each (none when they are good).
 * The production server asks this before it listens (server/server.ts, through the bundle
 * scripts/build/compile-server.ts writes), so a misconfigured process exits instead of serving.
 */
export function settingsProblems(source: Record<string, string | undefined>): string[] {
  const parsed = envSchema.safeParse(source);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

function loadEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = settingsProblems(process.env).map((line) => `  ${line}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  return {
    ...env,
    // A fixed development secret keeps local sessions alive across restarts; production
    // refuses to start without its own (env-rules.ts).
    SESSION_SECRET: env.SESSION_SECRET ?? "local-development-secret-change-me-0123456789",
    UPLOAD_DIR: env.UPLOAD_DIR ?? path.join(env.DATA_DIR, "uploads"),
    ADMIN_REQUIRE_2FA: env.ADMIN_REQUIRE_2FA ?? env.NODE_ENV === "production",
  };
}

let cached: Env | undefined;

/** The validated configuration; read lazily so tests can set variables first. */
export function env(): Env {
  cached ??= loadEnv();
  return cached;
}

/** Tests change variables between files; this forgets the cached copy. */
export function resetEnvForTests(): void {
  cached = undefined;
}
