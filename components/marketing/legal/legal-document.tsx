import type { LegalDocument as Document } from "@/content/legal";
import { PageHeader } from "../page-header";
import { LegalBlock } from "./legal-block";
import { RichText } from "./rich-text";

/**
 * A legal document: dated header, a table of contents linking to each section's id, and
 * the numbered sections. Plain anchors do the navigation, so it needs no JavaScript.
 */
export function LegalDocument({ document }: { document: Document }) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={document.title}>
        <p>
          Last updated: <time dateTime={document.lastUpdated.iso}>{document.lastUpdated.label}</time>
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-content gap-12 px-4 py-16 sm:px-6 grid-cols-1 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-700">
            Contents
          </h2>
          <ol className="mt-4 grid list-decimal gap-2 pl-5 text-sm text-slate-700 marker:text-slate-500">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="hover:text-brand-dark hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="min-w-0 max-w-3xl space-y-12 leading-7 text-slate-700">
          <div className="space-y-4 text-lg">
            {document.intro.map((paragraph, index) => (
              <p key={index}>
                <RichText value={paragraph} />
              </p>
            ))}
          </div>
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="space-y-4"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-ink">
                {index + 1}. {section.title}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <LegalBlock key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
