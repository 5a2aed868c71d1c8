import type { Metadata } from "next";

export const metadata: Metadata = { title: "Claim Your Partner Portal" };

export default function Page() {
  return (
    <section className="mx-auto max-w-xl rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <h1 className="text-2xl font-bold text-ink">Claim Your Partner Portal</h1>
      <p className="mt-3 text-slate-600">Apply to join the partner programme. Review takes 2-3 business days.</p>
    </section>
  );
}
