import type { Metadata } from "next";

export const metadata: Metadata = { title: "Open Partner Registration" };

export default function Page() {
  return (
    <section className="mx-auto max-w-xl rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <h1 className="text-2xl font-bold text-ink">Open Partner Registration</h1>
      <p className="mt-3 text-slate-600">Register your company; the programme team reviews every registration.</p>
    </section>
  );
}
