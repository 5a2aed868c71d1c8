import { describe, expect, it } from "vitest";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { callRoute } from "@/test/support/routes";
import { useLogLines } from "@/test/support/log-lines";
import { signInThroughProvider, useTestProvider } from "@/test/support/sso";
import { GET as meRoute } from "@/app/api/auth/me/route";

// A provider on oidc-provider's defaults: the ID token carries only `sub` (and `amr`), the
// email and profile claims come from the UserInfo endpoint. (console-sso.test.ts and
// partner-sso.test.ts run the provider whose ID token carries them.)

const db = freshTestDatabase();
const logLines = useLogLines();
const provider = useTestProvider({}, { claimsInIdToken: false });

function params(location: string): URLSearchParams {
  return new URL(location, "http://localhost:3000").searchParams;
}

describe("claims from the UserInfo endpoint", () => {
  it("signs in with the email and names UserInfo gives when the ID token lacks them", async () => {
    const result = await signInThroughProvider("for=admin", { email: "uma@team.example" });
    expect(result.location).toBe("/admin");
    const me = await callRoute(meRoute, "/api/auth/me", { cookie: result.cookie });
    expect(me.json.user).toMatchObject({ email: "uma@team.example", firstName: "Sam", lastName: "Single" });
  });

  it("refuses a provider that shares no email address, saying so, with a log line", async () => {
    provider().accountClaims({ email: undefined, email_verified: undefined });
    try {
      const before = logLines().length;
      const result = await signInThroughProvider("for=admin", { email: "nomail@team.example" });
      expect(params(result.location).get("sso_error")).toBe("emailMissing");
      expect(result.cookie).toBe("");
      expect(
        logLines()
          .slice(before)
          .map((line) => line.msg),
      ).toContain("OpenID provider shared no email address");
      expect(
        await db().selectFrom("users").select("id").where("email", "=", "nomail@team.example").execute(),
      ).toEqual([]);
    } finally {
      provider().accountClaims(undefined);
    }
  });
});
