import type { Metadata } from "next";

export const metadata: Metadata = { title: "Partner Registration" };

export default function Page() {
  return (
    <section className="mx-auto max-w-xl rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <h1 className="text-2xl font-bold text-ink">Partner Registration</h1>
      <p className="mt-3 text-slate-600">Register with the link from your approval or invitation email.</p>
    </section>
  );
}
