import type { ReactNode } from "react";

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** Call-to-action links or buttons shown under the description. */
  actions?: ReactNode;
  /** Full-width content at the foot of the banner, such as a row of figures. */
  footer?: ReactNode;
}

/** The dark banner that opens every marketing page below the fixed navigation bar. */
export function PageHeader({ eyebrow, title, children, actions, footer }: PageHeaderProps) {
  return (
    <section className="bg-ink pb-16 pt-32 text-white">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>}
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {children && <div className="mt-6 max-w-2xl text-lg text-slate-300">{children}</div>}
        {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        {footer}
      </div>
    </section>
  );
}
