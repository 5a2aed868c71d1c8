import { beforeAll } from "vitest";
import { resetEnvForTests } from "@/lib/server/env";

// Each test file starts from a clean configuration with mail kept local.
beforeAll(() => {
  process.env.DATA_DIR ??= `${process.env.TMPDIR ?? "/tmp"}/app-unit-data`;
  // The application's JSON log lines (expected failures included) would bury the report.
  process.env.LOG_LEVEL ??= "silent";
  resetEnvForTests();
});
