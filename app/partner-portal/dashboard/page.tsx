import type { Metadata } from "next";

export const metadata: Metadata = { title: "Partner Dashboard" };

export default function Page() {
  return (
    <section className="mx-auto max-w-xl rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <h1 className="text-2xl font-bold text-ink">Partner Dashboard</h1>
      <p className="mt-3 text-slate-600">Your deals, commissions, referrals, resources and training.</p>
    </section>
  );
}
