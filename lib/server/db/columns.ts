import "server-only";

// A validated camelCase input becomes the snake_case columns of its table. Fields left out
// (undefined) are not written; the owner (`partnerId`) is never taken from the fields, the
// caller sets it. A field stored in other columns than its name says is expanded by `expand`.

type Expand = Record<string, (value: unknown) => Record<string, unknown>>;

const camelToSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function toColumns(input: Record<string, unknown>, expand: Expand = {}): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === "partnerId") continue;
    const expanded = expand[key];
    if (expanded) Object.assign(columns, expanded(value));
    else columns[camelToSnake(key)] = value;
  }
  return columns;
}
