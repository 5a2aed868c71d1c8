"use client";

import { inputClass } from "@/components/portal/ui/field";
import type { RegisteredBy } from "@/lib/validation/members";

export type Whose = "all" | "me";

/** Whether a row passes "Mine" / "Everyone's" for `userId`. */
export function isShown(
  row: { registeredBy?: RegisteredBy | null },
  whose: Whose,
  userId: string | null,
): boolean {
  return whose === "all" || (userId !== null && row.registeredBy?.userId === userId);
}

/** "Everyone's" or "Mine": the company's rows, or what the signed-in user registered. */
export function MineFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Whose;
  onChange: (value: Whose) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        Whose
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value === "me" ? "me" : "all")}
        className={`${inputClass} border-slate-300`}
      >
        <option value="all">Everyone&apos;s</option>
        <option value="me">Mine</option>
      </select>
    </div>
  );
}
