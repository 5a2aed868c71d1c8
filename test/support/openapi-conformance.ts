// Checks what the API really sends against its published OpenAPI document (imported by tests
// only): the document GET /api/v1/openapi.json serves, compiled by Ajv as JSON Schema 2020-12
// (the dialect of OpenAPI 3.1). test/support/routes.ts checks every /api/v1 answer a test gets
// with it, and test/setup.ts every webhook body a service queues.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";
import { GET as openApiRoute } from "@/app/api/v1/openapi.json/route";

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema: object }> }>;
  requestBody?: { content: Record<string, { schema: object }> };
}
interface PublishedDocument {
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation }>;
}

/** The base of every `$ref` into the document: its own `#/components/schemas/...` refs resolve under it. */
const documentId = "https://api.test/openapi.json";

// The only formats the document uses. ajv-formats is not a dependency: these two are checked
// the way the API writes them (ISO 8601 UTC times, ISO days), and must be real dates.
const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const date = /^\d{4}-\d{2}-\d{2}$/;

let published: Promise<{ document: PublishedDocument; ajv: Ajv2020 }> | undefined;

function load() {
  published ??= (async () => {
    const document = (await openApiRoute().json()) as PublishedDocument & Record<string, unknown>;
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    ajv.addFormat("date-time", (value) => dateTime.test(value) && !Number.isNaN(Date.parse(value)));
    ajv.addFormat("date", (value) => date.test(value) && !Number.isNaN(Date.parse(value)));
    // The document's own top-level fields are not JSON Schema keywords; strict mode must know them.
    for (const keyword of Object.keys(document)) ajv.addKeyword(keyword);
    ajv.addSchema({ ...document, $id: documentId });
    return { document, ajv };
  })();
  return published;
}

/** A JSON Pointer of the document, as a reference Ajv resolves. */
function pointer(...steps: string[]): string {
  const escaped = steps.map((step) => encodeURIComponent(step.replaceAll("~", "~0").replaceAll("/", "~1")));
  return `${documentId}#/${escaped.join("/")}`;
}

const compiled = new Map<string, ValidateFunction>();

function validatorAt(ajv: Ajv2020, ref: string): ValidateFunction {
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  return validate;
}

function check(validate: ValidateFunction, what: string, body: unknown) {
  if (validate(body)) return;
  throw new Error(
    `${what} does not match the published OpenAPI document:\n` +
      `${JSON.stringify(validate.errors, null, 2)}\nbody: ${JSON.stringify(body)}`,
  );
}

/**
 * Fails unless `body` is what the document says `method pathTemplate` answers with `status`
 * (pathTemplate as the document names it: "/deals/{id}"); `contentType` is the answer's
 * Content-Type, which must be one the document lists for that status.
 */
export async function expectAnswerMatches(
  method: string,
  pathTemplate: string,
  status: number,
  body: unknown,
  contentType?: string | null,
): Promise<void> {
  const { document, ajv } = await load();
  const what = `${method.toUpperCase()} ${pathTemplate} ${status}`;
  const operation = document.paths[pathTemplate]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${what}: the document has no such operation`);
  const response = operation.responses?.[String(status)];
  if (!response) throw new Error(`${what}: the document does not describe this status`);
  const types = Object.keys(response.content ?? {});
  const type = contentType ? contentType.split(";")[0]!.trim() : types[0];
  if (!type || !types.includes(type))
    throw new Error(`${what}: answered as ${type ?? "no content"}; the document lists ${types.join(", ")}`);
  const ref = pointer(
    "paths",
    pathTemplate,
    method.toLowerCase(),
    "responses",
    String(status),
    "content",
    type,
  );
  check(validatorAt(ajv, `${ref}/schema`), what, body);
}

/** The document's path template ("/deals/{id}") of a request to /api/v1 ("/api/v1/deals/d_1?x=1"). */
export async function apiV1PathTemplate(url: string): Promise<string> {
  const { document } = await load();
  const path = new URL(url, "http://localhost").pathname.replace(/^\/api\/v1/, "");
  const template = Object.keys(document.paths).find((candidate) =>
    new RegExp(`^${candidate.replace(/\{\w+\}/g, "[^/]+")}$`).test(path),
  );
  if (!template) throw new Error(`${url}: the OpenAPI document has no path for it`);
  return template;
}

/** Fails unless `body` is what the document says the `type` webhook carries. */
export async function expectWebhookMatches(type: string, body: unknown): Promise<void> {
  const { document, ajv } = await load();
  if (!document.webhooks[type]) throw new Error(`${type}: the document has no such webhook`);
  const ref = pointer("webhooks", type, "post", "requestBody", "content", "application/json");
  check(validatorAt(ajv, `${ref}/schema`), `The ${type} webhook`, body);
}
