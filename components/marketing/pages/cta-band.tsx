import type { ReactNode } from "react";

interface CtaBandProps {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
  /** A short line under the buttons. */
  note?: string;
}

/** The brand-coloured call-to-action band that closes a marketing page. */
export function CtaBand({ id, title, description, children, note }: CtaBandProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="render-when-near bg-brand-dark py-20 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id={`${id}-heading`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-indigo-100">{description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        {note && <p className="mt-8 text-sm font-medium text-indigo-100">{note}</p>}
      </div>
    </section>
  );
}
