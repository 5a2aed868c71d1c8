import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center bg-ink px-6 text-center text-white"
    >
      <p className="text-sm font-semibold uppercase tracking-wider text-accent">404</p>
      <h1 className="mt-3 text-4xl font-bold">This page could not be found</h1>
      <p className="mt-4 max-w-md text-slate-300">The address may be mistyped, or the page may have moved.</p>
      <Link href="/" className="mt-8 rounded-full bg-brand px-6 py-3 font-semibold hover:bg-brand-dark">
        Back to the home page
      </Link>
    </main>
  );
}
