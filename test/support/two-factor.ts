import { POST as enableRoute } from "@/app/api/auth/two-factor/enable/route";
import { currentTotp } from "@/lib/server/auth/totp";
import { callRoute } from "./routes";

/**
 * Confirms a two-factor enrolment (POST /api/auth/two-factor/enable) with the previous
 * 30-second step's code, which leaves the current step's code unused for the test. Should a
 * step end between making the code and checking it, that code is one step too old: it is made
 * again once. Answers the route's last answer.
 */
export async function confirmTwoFactor(token: string, secret: string, ip?: string) {
  let answer = await enableWith(token, secret, ip);
  if (answer.status !== 200) answer = await enableWith(token, secret, ip);
  return answer;
}

function enableWith(token: string, secret: string, ip?: string) {
  return callRoute(enableRoute, "/api/auth/two-factor/enable", {
    token,
    body: { code: currentTotp(secret, Date.now() - 30_000) },
    ...(ip ? { ip } : {}),
  });
}
