import {
  unrecognized,
  refuses,
  owner,
  admin,
  requests,
  seedRuns,
  p,
  preparePayoutRunRefusals,
} from "@/test/support/payout-run-refusals";
import { useTestDatabase as freshTestDatabase } from "@/test/support/test-database";
import { GET as adminDetailsRoute } from "@/app/api/admin/partners/[id]/payout-details/route";
import { GET as fileRoute } from "@/app/api/admin/payout-runs/[id]/file/route";
import { GET as form1099Route } from "@/app/api/admin/tax/1099/route";
import { GET as irisRoute } from "@/app/api/admin/tax/1099/iris/route";
import { authMessages } from "@/lib/validation/auth";
import { tax1099Messages } from "@/lib/validation/tax-forms";
import { forbiddenAddressMessage } from "@/server/address-checks";

// Bad input on the team's reads: a payout run's file, the 1099-NEC list and a partner's payout
// details:
// the status, the exact message, and nothing changed (test/support/refusals.ts).

freshTestDatabase();
preparePayoutRunRefusals();

const file = (query: string, id?: string) => async () => (
  await seedRuns(),
  { token: admin.token, params: { id: id ?? requests.run }, path: `/api/admin/payout-runs/x/file${query}` }
);
refuses(fileRoute, "/api/admin/payout-runs/x/file?format=csv", "GET", () => [
  {
    name: "no session",
    options: async () => (await seedRuns(), { params: { id: requests.run } }),
    status: 401,
    error: authMessages.unauthenticated,
  },
  {
    name: "a partner's session",
    options: async () => (await seedRuns(), { token: owner.token, params: { id: requests.run } }),
    status: 403,
    error: authMessages.adminsOnly,
  },
  { name: "no format", options: file(""), status: 400, error: p.format },
  { name: "format pdf", options: file("?format=pdf"), status: 400, error: p.format },
  { name: "format SEPA in capitals", options: file("?format=SEPA"), status: 400, error: p.format },
  { name: "an empty format", options: file("?format="), status: 400, error: p.format },
  {
    name: "an unknown parameter",
    options: file("?format=csv&all=1"),
    status: 400,
    error: unrecognized("all"),
  },
  {
    name: "a parameter with NUL",
    options: file("?format=csv%00"),
    status: 400,
    error: forbiddenAddressMessage,
  },
  { name: "an unknown run", options: file("?format=csv", "missing"), status: 404, error: p.notFound },
  {
    name: "a run id with NUL",
    options: file("?format=csv", "a\u0000"),
    status: 400,
    error: forbiddenAddressMessage,
  },
  { name: "format CSV in capitals", options: file("?format=CSV"), status: 400, error: p.format },
  { name: "format xml", options: file("?format=xml"), status: 400, error: p.format },
  { name: "format pain.001", options: file("?format=pain.001"), status: 400, error: p.format },
  { name: "two formats in one", options: file("?format=sepa,csv"), status: 400, error: p.format },
  { name: "a format with a space", options: file("?format=csv%20"), status: 400, error: p.format },
  { name: "a very long format", options: file(`?format=${"c".repeat(500)}`), status: 400, error: p.format },
  {
    name: "SQL in the format",
    options: file("?format=csv'%3B%20DROP%20TABLE%20payout_runs%3B--"),
    status: 400,
    error: p.format,
  },
  {
    name: "an unknown run in id form",
    options: file("?format=csv", "c0ffee00-0000-4000-8000-000000000000"),
    status: 404,
    error: p.notFound,
  },
  {
    name: "a very long run id",
    options: file("?format=csv", "r".repeat(500)),
    status: 404,
    error: p.notFound,
  },
  { name: "a run id of dots", options: file("?format=csv", ".."), status: 404, error: p.notFound },
  { name: "SQL as the run id", options: file("?format=csv", "' OR '1'='1"), status: 404, error: p.notFound },
  {
    name: "an unknown parameter beside sepa",
    options: file("?format=sepa&debug=1"),
    status: 400,
    error: unrecognized("debug"),
  },
  { name: "a Unicode format", options: file("?format=c%C5%9Bv"), status: 400, error: p.format },
  {
    name: "a SEPA file of a run with no EUR bank transfer",
    options: file("?format=sepa"),
    status: 409,
    error: p.noSepa,
  },
]);

const tax =
  (query: string, asPartner = false) =>
  () => ({
    token: asPartner ? owner.token : admin.token,
    path: `/api/admin/tax/1099${query}`,
  });
const year = new Date().getUTCFullYear();
refuses(form1099Route, "/api/admin/tax/1099", "GET", () => [
  {
    name: "no session",
    options: () => ({ path: `/api/admin/tax/1099?year=${year}` }),
    status: 401,
    error: authMessages.unauthenticated,
  },
  {
    name: "a partner's session",
    options: tax(`?year=${year}`, true),
    status: 403,
    error: authMessages.adminsOnly,
  },
  { name: "no year", options: tax(""), status: 400, error: tax1099Messages.year },
  { name: "a two-digit year", options: tax("?year=26"), status: 400, error: tax1099Messages.year },
  { name: "a year in words", options: tax("?year=last"), status: 400, error: tax1099Messages.year },
  { name: "1999", options: tax("?year=1999"), status: 400, error: tax1099Messages.year },
  { name: "next year", options: tax(`?year=${year + 1}`), status: 400, error: tax1099Messages.year },
  { name: "a decimal year", options: tax(`?year=${year}.0`), status: 400, error: tax1099Messages.year },
  { name: "tin=partial", options: tax(`?year=${year}&tin=partial`), status: 400, error: tax1099Messages.tin },
  {
    name: "full TINs without two-factor",
    options: tax(`?year=${year}&tin=full`),
    status: 403,
    error: tax1099Messages.fullTinTwoFactor,
  },
  {
    name: "an unknown parameter",
    options: tax(`?year=${year}&state=TX`),
    status: 400,
    error: unrecognized("state"),
  },
  { name: "a year with NUL", options: tax(`?year=${year}%00`), status: 400, error: forbiddenAddressMessage },
  { name: "an empty year", options: tax("?year="), status: 400, error: tax1099Messages.year },
  { name: "a negative year", options: tax(`?year=-${year}`), status: 400, error: tax1099Messages.year },
  {
    name: "a year with a plus sign",
    options: tax(`?year=%2B${year}`),
    status: 400,
    error: tax1099Messages.year,
  },
  {
    name: "a year with a leading zero",
    options: tax(`?year=0${year}`),
    status: 400,
    error: tax1099Messages.year,
  },
  { name: "a five-digit year", options: tax(`?year=${year}0`), status: 400, error: tax1099Messages.year },
  {
    name: "a year in exponent form",
    options: tax("?year=2.025e3"),
    status: 400,
    error: tax1099Messages.year,
  },
  { name: "a hexadecimal year", options: tax("?year=0x7E9"), status: 400, error: tax1099Messages.year },
  {
    name: "a date for a year",
    options: tax(`?year=${year}-01-01`),
    status: 400,
    error: tax1099Messages.year,
  },
  {
    name: "a very long number",
    options: tax(`?year=${"9".repeat(400)}`),
    status: 400,
    error: tax1099Messages.year,
  },
  {
    name: "SQL in the year",
    options: tax(`?year=${year}%3B%20DROP%20TABLE%20payout_requests`),
    status: 400,
    error: tax1099Messages.year,
  },
  {
    name: "tin=FULL in capitals",
    options: tax(`?year=${year}&tin=FULL`),
    status: 400,
    error: tax1099Messages.tin,
  },
  { name: "an empty tin", options: tax(`?year=${year}&tin=`), status: 400, error: tax1099Messages.tin },
  { name: "tin=all", options: tax(`?year=${year}&tin=all`), status: 400, error: tax1099Messages.tin },
]);

const iris = (query: string) => () => ({ token: admin.token, path: `/api/admin/tax/1099/iris${query}` });
refuses(irisRoute, "/api/admin/tax/1099/iris", "GET", () => [
  {
    name: "no session",
    options: () => ({ path: `/api/admin/tax/1099/iris?year=${year}` }),
    status: 401,
    error: authMessages.unauthenticated,
  },
  {
    name: "a partner's session",
    options: () => ({ token: owner.token, path: `/api/admin/tax/1099/iris?year=${year}` }),
    status: 403,
    error: authMessages.adminsOnly,
  },
  // Every TIN in the file is in full.
  {
    name: "a session without two-factor",
    options: iris(`?year=${year}`),
    status: 403,
    error: tax1099Messages.fullTinTwoFactor,
  },
  { name: "no year", options: iris(""), status: 400, error: tax1099Messages.year },
  { name: "next year", options: iris(`?year=${year + 1}`), status: 400, error: tax1099Messages.year },
  {
    name: "tin=full (always full)",
    options: iris(`?year=${year}&tin=full`),
    status: 400,
    error: unrecognized("tin"),
  },
  { name: "part 0", options: iris(`?year=${year}&part=0`), status: 400, error: tax1099Messages.irisPart },
  {
    name: "part in words",
    options: iris(`?year=${year}&part=two`),
    status: 400,
    error: tax1099Messages.irisPart,
  },
  {
    name: "an empty part",
    options: iris(`?year=${year}&part=`),
    status: 400,
    error: tax1099Messages.irisPart,
  },
]);

refuses(adminDetailsRoute, "/api/admin/partners/x/payout-details", "GET", () => [
  {
    name: "no session",
    options: () => ({ params: { id: owner.partnerId } }),
    status: 401,
    error: authMessages.unauthenticated,
  },
  {
    name: "a partner's session",
    options: () => ({ token: owner.token, params: { id: owner.partnerId } }),
    status: 403,
    error: authMessages.adminsOnly,
  },
  {
    name: "an unknown partner",
    options: () => ({ token: admin.token, params: { id: "missing" } }),
    status: 404,
    error: "Not found.",
  },
  {
    name: "an id with NUL",
    options: () => ({ token: admin.token, params: { id: "a\u0000" } }),
    status: 400,
    error: forbiddenAddressMessage,
  },
  {
    name: "an injection id",
    options: () => ({ token: admin.token, params: { id: "' OR 1=1 --" } }),
    status: 404,
    error: "Not found.",
  },
]);
