// A partner's data as the programme team writes it, in tests (imported by *.test.ts only): a
// team member signed in through the login route, and a row created in a partner's collection.
import { POST as createRoute } from "@/app/api/admin/partners/[id]/[collection]/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { createAdmin } from "@/lib/server/auth/admins";
import { callRoute } from "./routes";

let n = 0;
export const signIn = async (email: string, password: string) =>
  (await callRoute(loginRoute, "/api/auth/login", { body: { email, password }, ip: `10.1.0.${(n += 1)}` }))
    .json.token as string;

export async function admin() {
  const email = `ops${(n += 1)}@finlytic.test`;
  await createAdmin({ email, password: "Admin-Passw0rd!" });
  return signIn(email, "Admin-Passw0rd!");
}
export async function create(token: string, partnerId: string, collection: string, body: unknown) {
  return callRoute(createRoute, "/x", { body, token, params: { id: partnerId, collection } });
}
