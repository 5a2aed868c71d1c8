// What the console API tests share (imported by *.test.ts only): a signed-in programme-team
// member per call, and a partnership claim waiting for review.
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { createAdmin } from "@/lib/server/auth/admins";
import { submitClaim } from "@/lib/server/claims/submit-claim";
import { markEmailVerified, solveCaptcha } from "./accounts";
import { callRoute } from "./routes";

let n = 0;

export async function adminToken(): Promise<string> {
  const email = `admin${(n += 1)}@finlytic.test`;
  await createAdmin({ email, password: "Admin-Passw0rd!" });
  return (
    await callRoute(loginRoute, "/api/auth/login", {
      body: { email, password: "Admin-Passw0rd!" },
      ip: `10.0.0.${n}`,
    })
  ).json.token as string;
}

export async function newClaim(): Promise<{ id: string; email: string }> {
  const email = `applicant${(n += 1)}@apply.example`;
  await markEmailVerified(email);
  const { id } = await submitClaim({
    firstName: "Ana",
    lastName: "Applicant",
    companyName: `Applicant Co ${n}`,
    companyEmail: email,
    website: "apply.example",
    companySize: "1-10",
    industry: "consulting",
    country: "DE",
    whyJoin: "We advise CFOs and want to bring them automation.",
    ...(await solveCaptcha()),
  });
  return { id, email };
}
