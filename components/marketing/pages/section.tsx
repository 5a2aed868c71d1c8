import type { ReactNode } from "react";

interface SectionProps {
  /** Used for the heading id (`${id}-heading`) and, when given, as the section's anchor. */
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  tone?: "light" | "muted" | "dark";
  /** Lets a skip or "explore" link move keyboard focus to the section after scrolling. */
  focusTarget?: boolean;
  children: ReactNode;
}

const tones = {
  light: "bg-white text-slate-900",
  muted: "bg-slate-50 text-slate-900",
  dark: "bg-ink text-white",
} as const;

/** A page section with an eyebrow, an h2 that labels it, an optional lead and its content. */
export function Section({
  id,
  eyebrow,
  title,
  description,
  tone = "light",
  focusTarget = false,
  children,
}: SectionProps) {
  const dark = tone === "dark";
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      tabIndex={focusTarget ? -1 : undefined}
      className={`${tones[tone]} render-when-near py-20 focus:outline-none`}
    >
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <div className="max-w-3xl">
          {eyebrow && (
            <p
              className={`text-sm font-semibold uppercase tracking-wider ${dark ? "text-accent" : "text-brand"}`}
            >
              {eyebrow}
            </p>
          )}
          <h2 id={`${id}-heading`} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {description && (
            <p className={`mt-4 text-lg ${dark ? "text-slate-300" : "text-slate-600"}`}>{description}</p>
          )}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
