import { beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/test/support/test-database";
import { POST } from "@/app/api/contact/submit/route";
import { contactRequest, countRows, validEnquiry } from "@/test/support/contact-requests";

const db = useTestDatabase();
const count = (table: "contact_enquiries" | "outbox") => countRows(db(), table);

const base = { ...validEnquiry };
const without = (key: keyof typeof base) =>
  Object.fromEntries(Object.entries(base).filter(([k]) => k !== key));
const huge = (n: number) => "a".repeat(n);

interface BadCase {
  name: string;
  body?: unknown;
  raw?: string;
  contentType?: string;
  status: number;
  /** The field the error names, for validation failures. */
  field?: string;
}

// Every way an enquiry can be wrong that the handler must refuse without storing anything.
const cases: BadCase[] = [
  { name: "missing fullName", body: without("fullName"), status: 400, field: "fullName" },
  { name: "missing email", body: without("email"), status: 400, field: "email" },
  { name: "empty object", body: {}, status: 400, field: "fullName" },
  { name: "empty fullName", body: { ...base, fullName: "" }, status: 400, field: "fullName" },
  { name: "whitespace-only fullName", body: { ...base, fullName: "   \t " }, status: 400, field: "fullName" },
  { name: "fullName as a number", body: { ...base, fullName: 42 }, status: 400, field: "fullName" },
  { name: "fullName null", body: { ...base, fullName: null }, status: 400, field: "fullName" },
  { name: "fullName as an array", body: { ...base, fullName: ["Ada"] }, status: 400, field: "fullName" },
  { name: "email as an array", body: { ...base, email: ["ada@example.test"] }, status: 400, field: "email" },
  { name: "industry as an object", body: { ...base, industry: { $ne: "" } }, status: 400, field: "industry" },
  { name: "message as a number", body: { ...base, message: 12345 }, status: 400, field: "message" },
  { name: "message as a boolean", body: { ...base, message: true }, status: 400, field: "message" },
  { name: "body is an array", body: [base], status: 400, field: "body" },
  { name: "body is a string", body: "Ada Lovelace", status: 400, field: "body" },
  { name: "body is null", body: null, status: 400, field: "body" },
  { name: "huge fullName", body: { ...base, fullName: huge(101) }, status: 400, field: "fullName" },
  { name: "huge company", body: { ...base, company: huge(151) }, status: 400, field: "company" },
  { name: "huge message", body: { ...base, message: huge(5001) }, status: 400, field: "message" },
  { name: "huge email", body: { ...base, email: `${huge(250)}@example.test` }, status: 400, field: "email" },
  { name: "invalid email", body: { ...base, email: "not-an-email" }, status: 400, field: "email" },
  { name: "email without domain", body: { ...base, email: "ada@" }, status: 400, field: "email" },
  {
    name: "two emails",
    body: { ...base, email: "a@example.test, b@example.test" },
    status: 400,
    field: "email",
  },
  {
    name: "NUL in fullName",
    body: { ...base, fullName: "Ada\u0000Lovelace" },
    status: 400,
    field: "fullName",
  },
  {
    name: "header injection in fullName",
    body: { ...base, fullName: "Ada\r\nBcc: all@example.test" },
    status: 400,
    field: "fullName",
  },
  {
    name: "escape character in message",
    body: { ...base, message: "hello \u001b[31m red" },
    status: 400,
    field: "message",
  },
  {
    name: "script tag in fullName",
    body: { ...base, fullName: "<script>alert(1)</script>" },
    status: 400,
    field: "fullName",
  },
  {
    name: "markup in message",
    body: { ...base, message: 'Hi <img src=x onerror="alert(1)">' },
    status: 400,
    field: "message",
  },
  {
    name: "script tag in company",
    body: { ...base, company: "</title><script>x()</script>" },
    status: 400,
    field: "company",
  },
  {
    name: "SQL in email",
    body: { ...base, email: "x'; DROP TABLE contact_enquiries; --@example.test" },
    status: 400,
    field: "email",
  },
  {
    name: "SQL in industry",
    body: { ...base, industry: "Banking' OR '1'='1" },
    status: 400,
    field: "industry",
  },
  {
    name: "SQL in phoneNumber",
    body: { ...base, phoneNumber: "1; DELETE FROM outbox" },
    status: 400,
    field: "phoneNumber",
  },
  { name: "unknown company size", body: { ...base, companySize: "9999" }, status: 400, field: "companySize" },
  {
    name: "letters as phone number",
    body: { ...base, phoneNumber: "call me maybe" },
    status: 400,
    field: "phoneNumber",
  },
  { name: "unknown source tag", body: { ...base, source: "Evil Page" }, status: 400, field: "source" },
  { name: "non-JSON body", raw: "{fullName: 'Ada'", status: 400 },
  { name: "empty body", raw: "", status: 400 },
  { name: "whitespace body", raw: "   ", status: 400 },
  { name: "text/plain content type", raw: JSON.stringify(base), contentType: "text/plain", status: 415 },
  {
    name: "form-encoded body",
    raw: "fullName=Ada&email=ada%40example.test",
    contentType: "application/x-www-form-urlencoded",
    status: 415,
  },
  { name: "body over 32 KB", raw: JSON.stringify({ ...base, message: huge(33 * 1024) }), status: 413 },
];

beforeAll(async () => {
  await db().deleteFrom("contact_enquiries").execute();
});

describe("POST /api/contact/submit refuses bad input", () => {
  it("has a table of at least 25 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)("$name → $status", async ({ body, raw, contentType, status, field }) => {
    const response = await POST(contactRequest(body, { raw, contentType }));
    expect(response.status).toBe(status);
    const answer = (await response.json()) as {
      success: boolean;
      message: string;
      errors?: Record<string, string>;
    };
    expect(answer.success).toBe(false);
    expect(answer.message).toEqual(expect.any(String));
    expect(answer.message.length).toBeGreaterThan(5);
    if (field) expect(answer.errors?.[field]).toEqual(expect.any(String));
    expect(await count("contact_enquiries")).toBe(0);
    expect(await count("outbox")).toBe(0);
  });

  it("still accepts the valid enquiry the cases were made from", async () => {
    expect((await POST(contactRequest(base))).status).toBe(201);
    expect(await count("contact_enquiries")).toBe(1);
  });
});
