import type { ReactNode } from "react";

const tones = {
  error: "border-red-200 bg-red-50 text-red-900",
  success: "border-green-200 bg-green-50 text-green-900",
  info: "border-blue-200 bg-blue-50 text-blue-900",
} as const;

/** An inline message box; errors are announced at once, the others politely. */
export function Alert({
  tone,
  title,
  children,
  action,
}: {
  tone: keyof typeof tones;
  title?: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex flex-col gap-3 rounded-lg border p-4 text-sm sm:flex-row sm:items-center sm:justify-between ${tones[tone]}`}
    >
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? "mt-1" : ""}>{children}</div> : null}
      </div>
      {action}
    </div>
  );
}
