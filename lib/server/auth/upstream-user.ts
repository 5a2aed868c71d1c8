import "server-only";
import { fetchUpstream, UpstreamError } from "@/lib/server/upstream/fetch-upstream";
import { upstreamUrl } from "@/lib/server/upstream/partner-api";
import type { PublicUser } from "./users";

/**
 * The signed-in user of a session token according to the partner API (its /auth/me), or
 * null when it does not accept the token. Throws UpstreamError when it cannot answer.
 * `twoFactorVerified` is true only when the answer says so (`twoFactorVerified: true`):
 * a partner API that does not tell has not shown that the session passed a second factor.
 */
export async function upstreamUser(
  base: string,
  token: string,
): Promise<{ user: PublicUser; twoFactorVerified: boolean } | null> {
  const answer = await fetchUpstream(upstreamUrl(base, "/api/auth/me"), {
    method: "GET",
    headers: { accept: "application/json", authorization: `Bearer ${token}` },
    expect: "json",
  });
  if (answer.status === 401 || answer.status === 403) return null;
  const user = answer.json?.user;
  if (answer.status !== 200 || typeof user !== "object" || user === null) {
    throw new UpstreamError(
      "bad-answer",
      `The partner API's /auth/me answered ${answer.status} without a user.`,
    );
  }
  return { user: user as PublicUser, twoFactorVerified: answer.json?.twoFactorVerified === true };
}
