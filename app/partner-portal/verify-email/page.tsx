import type { Metadata } from "next";

export const metadata: Metadata = { title: "Verify Your Email" };

export default function Page() {
  return (
    <section className="mx-auto max-w-xl rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <h1 className="text-2xl font-bold text-ink">Verify Your Email</h1>
      <p className="mt-3 text-slate-600">Confirm your email address to activate your partner account.</p>
    </section>
  );
}
