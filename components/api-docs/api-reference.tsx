// The API reference, rendered on the server from the OpenAPI document GET /api/v1/openapi.json
// answers (the same object, not a copy): every operation with its scope, parameters, body
// fields and answers, then the webhook events. The partner's docs page and the console's
// share it.

type Json = Record<string, unknown>;
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
};
interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { description?: string }>;
}

const methods = ["get", "post", "patch", "put", "delete"] as const;

function typeOf(schema: Schema | undefined): string {
  if (!schema) return "";
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "object");
  if (type === "array") return `${typeOf(schema.items)}[]`;
  return schema.format ? `${type} (${schema.format})` : type;
}

function limitsOf(schema: Schema): string {
  const parts: string[] = [];
  if (schema.minLength !== undefined && schema.minLength > 0)
    parts.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) parts.push(`at most ${schema.maxLength} characters`);
  if (schema.exclusiveMinimum !== undefined) parts.push(`above ${schema.exclusiveMinimum}`);
  if (schema.minimum !== undefined) parts.push(`from ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`up to ${schema.maximum.toLocaleString("en-US")}`);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return [schema.description, parts.join(", ")].filter(Boolean).join(". ");
}

function Fields({
  rows,
}: {
  rows: { name: string; required: boolean; schema: Schema | undefined; note?: string }[];
}) {
  if (rows.length === 0) return null;
  return (
    <table className="mt-2 w-full text-left text-sm">
      <thead>
        <tr className="text-slate-600">
          <th className="py-1 pr-3 font-medium">Name</th>
          <th className="py-1 pr-3 font-medium">Type</th>
          <th className="py-1 font-medium">Notes</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} className="border-t border-slate-200 align-top">
            <td className="py-1 pr-3 font-mono">
              {row.name}
              {row.required ? <span className="text-danger"> *</span> : null}
            </td>
            <td className="break-all py-1 pr-3 font-mono text-slate-700">{typeOf(row.schema)}</td>
            <td className="py-1 text-slate-700">{row.note ?? (row.schema ? limitsOf(row.schema) : "")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function bodyRows(
  schema: Schema | undefined,
  prefix = "",
): { name: string; required: boolean; schema: Schema }[] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).flatMap(([name, field]) => [
    { name: `${prefix}${name}`, required: (schema.required ?? []).includes(name), schema: field },
    ...(field.properties ? bodyRows(field, `${prefix}${name}.`) : []),
  ]);
}

export function ApiReference({ document }: { document: Json }) {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  const servers = (document.servers ?? []) as { url: string }[];
  const webhooks = Object.keys((document.webhooks ?? {}) as Json);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-700">
        Base address <code className="font-mono">{servers[0]?.url}</code>. The machine-readable document:{" "}
        <a href="/api/v1/openapi.json" className="text-brand-dark underline">
          /api/v1/openapi.json
        </a>{" "}
        (OpenAPI 3.1).
      </p>
      {Object.entries(paths).flatMap(([path, operations]) =>
        methods
          .filter((method) => operations[method])
          .map((method) => {
            const operation = operations[method]!;
            const body = operation.requestBody?.content["application/json"]?.schema;
            return (
              <section
                key={`${method} ${path}`}
                aria-label={`${method.toUpperCase()} ${path}`}
                className="rounded-lg border border-slate-200 bg-white p-4"
              >
                <h3 className="font-mono text-base font-semibold text-ink">
                  <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-sm uppercase">{method}</span>
                  {path}
                </h3>
                <p className="mt-1 text-sm font-medium text-slate-800">{operation.summary}</p>
                {operation.description ? (
                  <p className="text-sm text-slate-700">{operation.description}</p>
                ) : null}
                <Fields
                  rows={(operation.parameters ?? []).map((parameter) => ({
                    name: `${parameter.name} (${parameter.in})`,
                    required: Boolean(parameter.required),
                    schema: parameter.schema,
                    note: parameter.description,
                  }))}
                />
                {body ? (
                  <>
                    <h4 className="mt-3 text-sm font-semibold text-slate-800">JSON body</h4>
                    <Fields rows={bodyRows(body)} />
                  </>
                ) : null}
                <p className="mt-3 text-sm text-slate-700">
                  Answers:{" "}
                  {Object.entries(operation.responses ?? {})
                    .map(([status, answer]) => `${status} ${answer.description ?? ""}`.trim())
                    .join(" · ")}
                </p>
              </section>
            );
          }),
      )}
      <section aria-label="Webhook events" className="rounded-lg border border-slate-200 bg-white p-4">
        <h3 className="text-base font-semibold text-ink">Webhook events</h3>
        <p className="mt-1 text-sm text-slate-700">
          Each delivery is a POST of <code className="font-mono">{"{ type, timestamp, data }"}</code> signed
          as Standard Webhooks (headers <code className="font-mono">webhook-id</code>,{" "}
          <code className="font-mono">webhook-timestamp</code>,{" "}
          <code className="font-mono">webhook-signature</code>
          ).
        </p>
        <ul className="mt-2 flex flex-wrap gap-2 text-sm">
          {webhooks.map((type) => (
            <li key={type} className="rounded bg-slate-100 px-2 py-0.5 font-mono">
              {type}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
