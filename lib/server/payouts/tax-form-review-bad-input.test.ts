import {
  crossSite,
  notJson,
  brokenJson,
  emptyBody,
  unrecognized,
  raw,
  t,
  refuses,
  owner,
  admin,
  session,
  w8,
  nextIp,
  preparePayoutRunRefusals,
} from "@/test/support/payout-run-refusals";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { POST as postTaxFormRoute } from "@/app/api/partners/tax-form/route";
import { POST as rejectRoute } from "@/app/api/admin/tax-forms/[id]/reject/route";
import { authMessages } from "@/lib/validation/auth";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { type Options } from "@/test/support/refusals";
import { callRoute } from "@/test/support/routes";

// Bad input on the team's rejection of a tax form:
// the status, the exact message, and nothing changed (test/support/refusals.ts).

const db = freshTestDatabase();
preparePayoutRunRefusals();

// ---------- POST /api/admin/tax-forms/{id}/reject ----------
const formIds = { rejected: "", replaced: "", current: "" };
async function seedForms() {
  if (formIds.current) return;
  const partner = await session({ payoutDetails: false });
  const submit = async () =>
    (
      await callRoute(postTaxFormRoute, "/x", {
        method: "POST",
        token: partner.token,
        body: w8(),
        ip: nextIp(),
      })
    ).json.id as string;
  formIds.replaced = await submit();
  formIds.rejected = await submit();
  await db()
    .updateTable("tax_forms")
    .set({ status: "rejected", rejection_reason: "x" })
    .where("id", "=", formIds.rejected)
    .execute();
  const other = await session({ payoutDetails: false });
  formIds.current = (
    await callRoute(postTaxFormRoute, "/x", { method: "POST", token: other.token, body: w8(), ip: nextIp() })
  ).json.id as string;
}
const reject = (id: string, body: unknown): Options => ({ token: admin.token, params: { id }, body });
const reason = { reason: "The TIN does not match." };
refuses(rejectRoute, "/api/admin/tax-forms/x/reject", "POST", () => [
  {
    name: "no session",
    options: async () => (await seedForms(), { params: { id: formIds.current }, body: reason }),
    status: 401,
    error: authMessages.unauthenticated,
  },
  {
    name: "a partner's session",
    options: async () => (
      await seedForms(),
      { token: owner.token, params: { id: formIds.current }, body: reason }
    ),
    status: 403,
    error: authMessages.adminsOnly,
  },
  {
    name: "a foreign Origin",
    options: async () => (
      await seedForms(),
      { ...reject(formIds.current, reason), headers: { origin: "https://evil.example" } }
    ),
    status: 403,
    error: crossSite,
  },
  {
    name: "an unknown id",
    options: () => reject("00000000-0000-0000-0000-000000000000", reason),
    status: 404,
    error: "Tax form not found.",
  },
  {
    name: "the id ../../etc/passwd",
    options: () => reject("../../etc/passwd", reason),
    status: 404,
    error: "Tax form not found.",
  },
  {
    name: "an id with NUL",
    options: () => reject("a\u0000b", reason),
    status: 400,
    error: forbiddenAddressMessage,
  },
  {
    name: "an already rejected form",
    options: async () => (await seedForms(), reject(formIds.rejected, reason)),
    status: 409,
    error: t.notSubmitted,
  },
  {
    name: "a replaced form",
    options: async () => (await seedForms(), reject(formIds.replaced, reason)),
    status: 409,
    error: t.notSubmitted,
  },
  {
    name: "an empty reason",
    options: async () => (await seedForms(), reject(formIds.current, { reason: "" })),
    status: 400,
    error: t.reason,
  },
  {
    name: "a blank reason",
    options: async () => (await seedForms(), reject(formIds.current, { reason: "   " })),
    status: 400,
    error: t.reason,
  },
  {
    name: "a reason of 501 characters",
    options: async () => (await seedForms(), reject(formIds.current, { reason: "r".repeat(501) })),
    status: 400,
    error: t.reason,
  },
  {
    name: "a reason on two lines",
    options: async () => (await seedForms(), reject(formIds.current, { reason: "a\nb" })),
    status: 400,
    error: t.reason,
  },
  {
    name: "a reason with NUL",
    options: async () => (await seedForms(), reject(formIds.current, { reason: "a\u0000" })),
    status: 400,
    error: t.reason,
  },
  {
    name: "a number as reason",
    options: async () => (await seedForms(), reject(formIds.current, { reason: 5 })),
    status: 400,
    error: t.reason,
  },
  {
    name: "no reason",
    options: async () => (await seedForms(), reject(formIds.current, {})),
    status: 400,
    error: t.reason,
  },
  {
    name: "an array",
    options: async () => (await seedForms(), reject(formIds.current, [reason])),
    status: 400,
    error: t.reason,
  },
  {
    name: "null",
    options: async () => (await seedForms(), reject(formIds.current, null)),
    status: 400,
    error: t.reason,
  },
  {
    name: "an unknown field",
    options: async () => (await seedForms(), reject(formIds.current, { ...reason, notify: false })),
    status: 400,
    error: unrecognized("notify"),
  },
  {
    name: "broken JSON",
    options: async () => (
      await seedForms(),
      { token: admin.token, params: { id: formIds.current }, ...raw("{") }
    ),
    status: 400,
    error: brokenJson,
  },
  {
    name: "a text/plain body",
    options: async () => (
      await seedForms(),
      { token: admin.token, params: { id: formIds.current }, ...raw("{}", "text/plain") }
    ),
    status: 415,
    error: notJson,
  },
  {
    name: "an empty body",
    options: async () => (
      await seedForms(),
      { token: admin.token, params: { id: formIds.current }, ...raw("") }
    ),
    status: 400,
    error: emptyBody,
  },
  {
    name: "a body over 32 KB",
    options: async () => (await seedForms(), reject(formIds.current, { reason: "r".repeat(40_000) })),
    status: 413,
    error: "The request body is too large (limit 32 KB).",
  },
  {
    name: "a 10,000-character id",
    options: () => reject("i".repeat(10_000), reason),
    status: 404,
    error: "Tax form not found.",
  },
  {
    name: "an injection id",
    options: () => reject("' OR 1=1 --", reason),
    status: 404,
    error: "Tax form not found.",
  },
  { name: "the id *", options: () => reject("*", reason), status: 404, error: "Tax form not found." },
]);
