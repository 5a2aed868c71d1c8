import type { ReactNode } from "react";

/** The white card every sign-in screen sits in, with its heading and optional lead text. */
export function AuthCard({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section
      className={`mx-auto w-full ${wide ? "max-w-3xl" : "max-w-md"} rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8`}
    >
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {lead ? <div className="mt-2 text-slate-600">{lead}</div> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
