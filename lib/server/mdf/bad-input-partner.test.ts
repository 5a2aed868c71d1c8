import { describe, expect, it } from "vitest";
import { GET as mdfRoute } from "@/app/api/partners/mdf/route";
import { POST as createRoute } from "@/app/api/partners/mdf/requests/route";
import { PUT as reviseRoute } from "@/app/api/partners/mdf/requests/[id]/route";
import { GET as planRoute } from "@/app/api/partners/mdf/requests/[id]/plan/route";
import { POST as claimRoute } from "@/app/api/partners/mdf/requests/[id]/claim/route";
import { POST as withdrawRoute } from "@/app/api/partners/mdf/requests/[id]/withdraw/route";
import { formatDay } from "@/lib/dates";
import { memberPermissionMessages } from "@/lib/member-roles";
import { formatMoney } from "@/lib/money";
import { reportingCurrency } from "@/lib/server/money/exchange-rates";
import { authMessages } from "@/lib/validation/auth";
import { MDF_MAX_MINOR, mdfMessages as m } from "@/lib/validation/mdf";
import { invalidCharactersMessage } from "@/lib/validation/parse";
import { attachmentRules } from "@/lib/validation/registration-options";
import { textMessages } from "@/lib/validation/text";
import { forbiddenAddressMessage } from "@/server/address-checks";
import { csvProof, pdfProof, requestBody } from "@/test/support/mdf";
import {
  expiredDeadline,
  mdf,
  mdfTables,
  prepareMdfRefusals,
  SEEDED_MINOR,
} from "@/test/support/mdf-refusals";
import { rawBody, refusalMessages, refusalSuite, type Case, type Options } from "@/test/support/refusals";
import { buildMultipart, type UploadPart } from "@/test/support/routes";
import { useTestDatabase } from "@/test/support/test-database";

// Bad input on a partner's market development endpoints: the status, the exact message, and
// nothing changed in the requests, claims, allocations, ledger, notifications, webhooks, audit
// log or outbox (test/support/refusals.ts). The team's endpoints: ./bad-input-console.test.ts.

useTestDatabase();
prepareMdfRefusals();
const refuses = refusalSuite("10.140", mdfTables);
const { crossSite, notJson, brokenJson, emptyBody, tooLarge, unrecognized } = refusalMessages;
const writeRefused = memberPermissionMessages["mdf:write"];
const notMultipart = "The request body must be multipart/form-data.";
const exe = (filename: string, field: string): UploadPart => ({
  field,
  filename,
  content: Buffer.from("MZ\u0090\u0000\u0003\u0000\u0000\u0000 This program cannot be run in DOS mode."),
});

/** A case made as the company's owner unless `options` says otherwise. */
const owner = (name: string, options: () => Options, status: number, error: string): Case => ({
  name,
  options: () => ({ token: mdf.owner.token, ...options() }),
  status,
  error,
});
const multipart = (fields: Record<string, unknown>, files: UploadPart[] = []): Options => {
  const text = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const { body, contentType } = buildMultipart(text, files);
  return { rawBody: new Uint8Array(body), headers: { "content-type": contentType } };
};

/** Who may not act at all, whatever the body. */
const sessionCases = (valid: () => Options, writes: boolean): Case[] => [
  ...(writes
    ? [
        owner(
          "a foreign Origin",
          () => ({ ...valid(), headers: { origin: "https://evil.example" } }),
          403,
          crossSite,
        ),
        owner("an opaque Origin", () => ({ ...valid(), headers: { origin: "null" } }), 403, crossSite),
        owner(
          "a finance colleague (no mdf:write)",
          () => ({ ...valid(), token: mdf.finance }),
          403,
          writeRefused,
        ),
      ]
    : []),
  owner("no session", () => ({ ...valid(), token: undefined }), 401, authMessages.unauthenticated),
  owner(
    "a forged token",
    () => ({ ...valid(), token: "forged.token.value" }),
    401,
    authMessages.unauthenticated,
  ),
  owner("the team's session", () => ({ ...valid(), token: mdf.admin }), 403, authMessages.partnersOnly),
  owner(
    "a company waiting for approval",
    () => ({ ...valid(), token: mdf.pending }),
    403,
    authMessages.pendingApproval,
  ),
];

/** The request's fields wrong one at a time, as JSON (`base` names the request, if any). */
const fieldCases = (base: () => Options): Case[] => {
  const send = (body: unknown): Options => ({ ...base(), body });
  const bad = (name: string, fields: Record<string, unknown>, error: string) =>
    owner(name, () => send(requestBody(SEEDED_MINOR, fields)), 400, error);
  return [
    owner("not JSON", () => ({ ...base(), ...rawBody("{}", "text/plain") }), 415, notJson),
    owner("broken JSON", () => ({ ...base(), ...rawBody("{") }), 400, brokenJson),
    owner("an empty body", () => ({ ...base(), ...rawBody("") }), 400, emptyBody),
    owner(
      "a body over 32 KB",
      () => send(requestBody(SEEDED_MINOR, { description: "x".repeat(33 * 1024) })),
      413,
      tooLarge,
    ),
    owner("an array", () => send([]), 400, "Invalid input: expected object, received array"),
    bad("an unknown key (status)", { status: "approved" }, unrecognized("status")),
    bad("an unknown key (partnerId)", { partnerId: mdf.other.partnerId }, unrecognized("partnerId")),
    bad("no activity type", { activityType: undefined }, m.activityType),
    bad("an unknown activity type", { activityType: "party" }, m.activityType),
    bad("no title", { title: undefined }, m.title),
    bad("a blank title", { title: "   " }, m.title),
    bad("a title of 201 characters", { title: "t".repeat(201) }, m.title),
    bad("a title that is a number", { title: 42 }, m.title),
    bad("a title with NUL", { title: "Web\u0000inar" }, textMessages.singleLine),
    bad("a title with a line break", { title: "Web\r\nBcc: all@x.example" }, textMessages.singleLine),
    bad("a description with a lone surrogate", { description: "a\uD800b" }, invalidCharactersMessage),
    bad("no description", { description: undefined }, m.description),
    bad("a description of 4,001 characters", { description: "d".repeat(4001) }, m.description),
    bad("no start date", { startDate: undefined }, m.date),
    bad("a start date not YYYY-MM-DD", { startDate: "12/01/2026" }, m.date),
    bad("a start date that is no day", { startDate: "2026-02-30" }, m.date),
    bad("an end date that is a number", { endDate: 20260101 }, m.date),
    bad("an end before the start", { startDate: "2026-06-02", endDate: "2026-06-01" }, m.endBeforeStart),
    bad("no amount", { amountMinor: undefined }, m.amount),
    bad("an amount of zero", { amountMinor: 0 }, m.amount),
    bad("a negative amount", { amountMinor: -100 }, m.amount),
    bad("a fractional amount", { amountMinor: 100.5 }, m.amount),
    bad("an amount as a string", { amountMinor: "40000" }, m.amount),
    bad("an amount over the largest", { amountMinor: MDF_MAX_MINOR + 1 }, m.amount),
    bad("expected leads negative", { expectedLeads: -1 }, m.count),
    bad("expected attendees fractional", { expectedAttendees: 1.5 }, m.count),
    bad("expected pipeline a string", { expectedPipelineMinor: "1000" }, m.amount),
  ];
};

const newRequest = (fields: Record<string, unknown> = {}): Options => ({
  body: requestBody(SEEDED_MINOR, fields),
});

const counts = {
  budget: refuses(mdfRoute, "/api/partners/mdf", "GET", () => [
    ...sessionCases(() => ({}), false),
    owner("a quarter 5", () => ({ path: "/api/partners/mdf?quarter=2026-Q5" }), 400, m.quarter),
    owner("a quarter 0", () => ({ path: "/api/partners/mdf?quarter=2026-Q0" }), 400, m.quarter),
    owner("a lower-case quarter", () => ({ path: "/api/partners/mdf?quarter=2026-q1" }), 400, m.quarter),
    owner("a quarter as a month", () => ({ path: "/api/partners/mdf?quarter=2026-10" }), 400, m.quarter),
    owner(
      "a quarter with SQL",
      () => ({ path: "/api/partners/mdf?quarter=2026-Q1'%20OR%201=1" }),
      400,
      m.quarter,
    ),
    owner(
      "a NUL in the query",
      () => ({ path: "/api/partners/mdf?quarter=a%00b" }),
      400,
      forbiddenAddressMessage,
    ),
  ]),

  request: refuses(createRoute, "/api/partners/mdf/requests", "POST", () => [
    ...sessionCases(() => newRequest(), true),
    ...fieldCases(() => ({})),
    owner(
      "more than the quarter has left",
      () => newRequest({ amountMinor: 500_000 - 7 * SEEDED_MINOR + 1 }),
      409,
      m.overRemaining(formatMoney(500_000 - 7 * SEEDED_MINOR, reportingCurrency())),
    ),
    owner(
      "a form with a field wrong",
      () => multipart(requestBody(SEEDED_MINOR, { amountMinor: "lots" })),
      400,
      m.amount,
    ),
    owner(
      "a form with an executable as its plan",
      () => multipart(requestBody(SEEDED_MINOR), [exe("plan.pdf", "planFile")]),
      400,
      m.planBadType("plan.pdf"),
    ),
    owner(
      "a form with a plan of a type not allowed",
      () => multipart(requestBody(SEEDED_MINOR), [{ ...csvProof(), field: "planFile" }]),
      400,
      m.planBadType("attendees.csv"),
    ),
    owner(
      "a form with two plans",
      () =>
        multipart(requestBody(SEEDED_MINOR), [
          { ...pdfProof(), field: "planFile" },
          { ...pdfProof(), field: "planFile" },
        ]),
      400,
      m.planTooMany,
    ),
    owner(
      "a form with a file in another field",
      () => multipart(requestBody(SEEDED_MINOR), [pdfProof()]),
      400,
      'Unexpected file field "files".',
    ),
  ]),

  revise: refuses(reviseRoute, "/api/partners/mdf/requests/{id}", "PUT", () => {
    const changes = (): Options => ({ params: { id: mdf.requests.changes } });
    return [
      ...sessionCases(() => ({ ...changes(), body: requestBody(SEEDED_MINOR) }), true),
      ...fieldCases(changes),
      owner(
        "an unknown id",
        () => ({ params: { id: crypto.randomUUID() }, body: requestBody(SEEDED_MINOR) }),
        404,
        m.notFound,
      ),
      owner(
        "another company's request",
        () => ({ params: { id: mdf.other.requestId }, body: requestBody(SEEDED_MINOR) }),
        404,
        m.notFound,
      ),
      owner(
        "a request awaiting a decision",
        () => ({ params: { id: mdf.requests.submitted }, body: requestBody(SEEDED_MINOR) }),
        409,
        m.notEditable,
      ),
      owner(
        "an approved request",
        () => ({ params: { id: mdf.requests.approved }, body: requestBody(SEEDED_MINOR) }),
        409,
        m.notEditable,
      ),
      owner(
        "a form with removePlan neither true nor false",
        () => ({
          params: { id: mdf.requests.changes },
          ...multipart({ ...requestBody(SEEDED_MINOR), removePlan: "yes" }),
        }),
        400,
        m.removePlan,
      ),
      owner(
        "a form that replaces and removes the plan",
        () => ({
          params: { id: mdf.requests.changes },
          ...multipart({ ...requestBody(SEEDED_MINOR), removePlan: "true" }, [
            { ...pdfProof(), field: "planFile" },
          ]),
        }),
        400,
        m.planReplaceOrRemove,
      ),
    ];
  }),

  plan: refuses(planRoute, "/api/partners/mdf/requests/{id}/plan", "GET", () => [
    ...sessionCases(() => ({ params: { id: mdf.requests.submitted } }), false),
    owner("an unknown id", () => ({ params: { id: crypto.randomUUID() } }), 404, m.notFound),
    owner("another company's request", () => ({ params: { id: mdf.other.requestId } }), 404, m.notFound),
    owner(
      "a request without a plan",
      () => ({ params: { id: mdf.requests.submitted } }),
      404,
      m.planNotFound,
    ),
    owner("an id with SQL", () => ({ params: { id: "' OR '1'='1" } }), 404, m.notFound),
    owner("an id of 5,000 characters", () => ({ params: { id: "i".repeat(5000) } }), 404, m.notFound),
  ]),

  claim: refuses(claimRoute, "/api/partners/mdf/requests/{id}/claim", "POST", () => {
    const fields = { actualSpendMinor: "30000", results: "80 attendees" };
    const claim = (id: () => string, form: Record<string, unknown>, files: UploadPart[]) => (): Options => ({
      params: { id: id() },
      ...multipart(form, files),
    });
    const approved = () => mdf.requests.approved;
    const bad = (
      name: string,
      form: Record<string, unknown>,
      files: UploadPart[],
      status: number,
      error: string,
    ) => owner(name, claim(approved, form, files), status, error);
    return [
      ...sessionCases(claim(approved, fields, [pdfProof()]), true),
      owner("a JSON body", () => ({ params: { id: approved() }, body: { ...fields } }), 415, notMultipart),
      bad("no proof file", fields, [], 400, m.filesMissing),
      bad(
        "an executable named .pdf",
        fields,
        [exe("invoice.pdf", "files")],
        400,
        m.fileBadType("invoice.pdf"),
      ),
      bad("an .exe", fields, [exe("setup.exe", "files")], 400, m.fileBadType("setup.exe")),
      bad(
        "a CSV with NUL bytes",
        fields,
        [{ ...csvProof(), content: Buffer.from("a,b\u0000\n") }],
        400,
        m.fileBadType("attendees.csv"),
      ),
      bad(
        "a file over the upload limit",
        fields,
        [{ ...pdfProof(), content: Buffer.alloc(attachmentRules.maxFileBytes + 1, "%PDF-1.4\n") }],
        413,
        m.fileTooLarge("invoice.pdf"),
      ),
      bad("eleven files", fields, Array.from({ length: 11 }, pdfProof), 400, m.tooManyFiles),
      bad(
        "a file in another field",
        fields,
        [{ ...pdfProof(), field: "planFile" }],
        400,
        'Unexpected file field "planFile".',
      ),
      bad("no actual spend", { results: fields.results }, [pdfProof()], 400, m.amount),
      bad("an actual spend of words", { ...fields, actualSpendMinor: "lots" }, [pdfProof()], 400, m.amount),
      bad("an actual spend of zero", { ...fields, actualSpendMinor: "0" }, [pdfProof()], 400, m.amount),
      bad("a fractional actual spend", { ...fields, actualSpendMinor: "10.5" }, [pdfProof()], 400, m.amount),
      bad(
        "an actual spend over the largest",
        { ...fields, actualSpendMinor: String(MDF_MAX_MINOR + 1) },
        [pdfProof()],
        400,
        m.amount,
      ),
      bad("no results", { actualSpendMinor: "30000" }, [pdfProof()], 400, m.results),
      bad(
        "results of 4,001 characters",
        { ...fields, results: "r".repeat(4001) },
        [pdfProof()],
        400,
        m.results,
      ),
      bad("results with NUL", { ...fields, results: "a\u0000b" }, [pdfProof()], 400, textMessages.multiLine),
      bad(
        "an unknown field",
        { ...fields, amountMinor: "1" },
        [pdfProof()],
        400,
        unrecognized("amountMinor"),
      ),
      owner(
        "an unknown id",
        claim(() => crypto.randomUUID(), fields, [pdfProof()]),
        404,
        m.notFound,
      ),
      owner(
        "another company's request",
        claim(() => mdf.other.requestId, fields, [pdfProof()]),
        404,
        m.notFound,
      ),
      owner(
        "a request awaiting a decision",
        claim(() => mdf.requests.submitted, fields, [pdfProof()]),
        409,
        m.notClaimable,
      ),
      owner(
        "an activity whose claim is under review",
        claim(() => mdf.requests.claimed, fields, [pdfProof()]),
        409,
        m.notClaimable,
      ),
      owner(
        "an activity not started yet",
        claim(() => mdf.requests.early, fields, [pdfProof()]),
        409,
        m.claimTooEarly,
      ),
      owner(
        "an activity past its claim deadline",
        claim(() => mdf.requests.expired, fields, [pdfProof()]),
        409,
        m.claimDeadlinePassed(formatDay(expiredDeadline)),
      ),
    ];
  }),

  withdraw: refuses(withdrawRoute, "/api/partners/mdf/requests/{id}/withdraw", "POST", () => {
    const withdraw = (id: () => string) => (): Options => ({ params: { id: id() } });
    return [
      ...sessionCases(
        withdraw(() => mdf.requests.submitted),
        true,
      ),
      owner(
        "an unknown id",
        withdraw(() => crypto.randomUUID()),
        404,
        m.notFound,
      ),
      owner(
        "another company's request",
        withdraw(() => mdf.other.requestId),
        404,
        m.notFound,
      ),
      owner(
        "an approved request",
        withdraw(() => mdf.requests.approved),
        409,
        m.notWithdrawable,
      ),
      owner(
        "a claimed request",
        withdraw(() => mdf.requests.claimed),
        409,
        m.notWithdrawable,
      ),
      owner(
        "a body with a field",
        () => ({ params: { id: mdf.requests.submitted }, body: { status: "approved" } }),
        400,
        m.withdrawFields,
      ),
      owner(
        "a body that is not JSON",
        () => ({ params: { id: mdf.requests.submitted }, ...rawBody("status=x", "text/plain") }),
        415,
        notJson,
      ),
    ];
  }),
};

describe("the partner's market development refusals", () => {
  it("covers each endpoint with at least 9 refusals, and those taking a body with 30", () => {
    for (const [endpoint, count] of Object.entries(counts)) expect(count, endpoint).toBeGreaterThanOrEqual(9);
    for (const endpoint of ["request", "revise", "claim"] as const)
      expect(counts[endpoint], endpoint).toBeGreaterThanOrEqual(30);
  });
});
