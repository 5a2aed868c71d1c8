// Calendar quarters (UTC) as the budget names them: "2026-Q4".

export function quarterOf(date: Date): string {
  return `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}

function parts(quarter: string): [number, number] {
  const [year, q] = quarter.split("-Q");
  return [Number(year), Number(q)];
}

export function previousQuarter(quarter: string): string {
  const [year, q] = parts(quarter);
  return q === 1 ? `${year - 1}-Q4` : `${year}-Q${q - 1}`;
}

export function nextQuarter(quarter: string): string {
  const [year, q] = parts(quarter);
  return q === 4 ? `${year + 1}-Q1` : `${year}-Q${q + 1}`;
}

/** The quarter's first day, YYYY-MM-DD. */
export function quarterStart(quarter: string): string {
  const [year, q] = parts(quarter);
  return `${year}-${String((q - 1) * 3 + 1).padStart(2, "0")}-01`;
}

/** `day` (YYYY-MM-DD) plus `days` days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
