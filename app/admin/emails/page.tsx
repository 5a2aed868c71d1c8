import Link from "next/link";
import { PageHeader } from "@/components/admin/page-header";
import { requireAdminPage } from "@/lib/server/admin/guard";
import { renderSample } from "@/lib/server/mail/compose";
import { emailSamples } from "@/lib/server/composition/email-previews";
import { firstParam } from "@/lib/validation/admin";

export const metadata = { title: "Emails" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// What partners, applicants and the team receive, kind by kind, rendered from sample data
// with the same templates and footers as the real messages. Nothing is sent or stored.
export default async function EmailsPage({ searchParams }: Props) {
  await requireAdminPage();
  const samples = emailSamples();
  const wanted = firstParam(await searchParams, "kind");
  const sample = samples.find((s) => s.kind === wanted) ?? samples[0]!;
  const { html, text } = await renderSample(sample);
  return (
    <>
      <PageHeader
        title="Emails"
        description="Every kind of email the application sends, shown with sample data: the HTML part as a mail client shows it and the plain-text part beside it. Nothing is sent."
      />
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="Kinds of email">
          <ul className="flex flex-col gap-0.5 text-sm">
            {samples.map((s) => (
              <li key={s.kind}>
                <Link
                  href={`/admin/emails?${new URLSearchParams({ kind: s.kind })}`}
                  aria-current={s === sample ? "page" : undefined}
                  className={`block break-words rounded px-2 py-1 ${s === sample ? "bg-brand text-white" : "text-brand-dark hover:bg-slate-100"}`}
                >
                  {s.kind}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="email-subject" className="min-w-0">
          <h2 id="email-subject" className="text-lg font-semibold text-ink">
            {sample.subject}
          </h2>
          <p className="mb-4 text-sm text-slate-600">
            Kind <code>{sample.kind}</code> · {sample.priority} · to{" "}
            {sample.to === "team" ? "the programme team" : "a partner or applicant"}
          </p>
          <div className="grid gap-4 xl:grid-cols-2">
            <figure className="min-w-0">
              <figcaption className="mb-1 text-sm font-medium text-ink">HTML part</figcaption>
              {/* The email's own markup: React escapes every value in it and it holds no script;
                  a srcdoc frame also inherits this page's script policy. Not sandboxed, so the
                  accessibility check can read it as a mail client's reader would. */}
              <iframe
                title={`HTML part of ${sample.kind}`}
                srcDoc={html}
                className="h-[40rem] w-full rounded border border-slate-200 bg-white"
              />
            </figure>
            <figure className="min-w-0">
              <figcaption className="mb-1 text-sm font-medium text-ink">Plain-text part</figcaption>
              <pre
                tabIndex={0}
                aria-label={`Plain-text part of ${sample.kind}`}
                className="h-[40rem] overflow-auto whitespace-pre-wrap break-words rounded border border-slate-200 bg-white p-3 text-sm text-ink"
              >
                {text}
              </pre>
            </figure>
          </div>
        </section>
      </div>
    </>
  );
}
