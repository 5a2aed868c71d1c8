import { ContactModalButton } from "@/components/forms/contact-modal-button";
import { joinUs } from "@/content/home";
import { siteConfig } from "@/lib/config/site";

export function JoinUsSection() {
  return (
    <section aria-labelledby="join-us-heading" className="render-when-near bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl bg-ink px-6 py-14 text-center text-white sm:px-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_20%_0%,rgba(79,70,229,0.5),transparent),radial-gradient(30rem_18rem_at_100%_100%,rgba(6,182,212,0.3),transparent)]"
          />
          <div className="relative">
            <p className="text-sm font-semibold uppercase tracking-wider text-accent">{joinUs.eyebrow}</p>
            <h2
              id="join-us-heading"
              className="mx-auto mt-3 max-w-3xl text-balance text-3xl font-bold tracking-tight sm:text-4xl"
            >
              {joinUs.heading}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{joinUs.text}</p>
            <div className="mt-10 flex flex-wrap justify-center gap-4">
              <a
                href={siteConfig.bookingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-full bg-brand px-7 py-3 font-semibold text-white shadow-lg shadow-brand/30 transition-colors hover:bg-brand-dark"
              >
                {joinUs.demoLabel}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <ContactModalButton
                variant="landing"
                className="rounded-full border border-white/30 px-7 py-3 font-semibold text-white transition-colors hover:bg-white/10"
              >
                {joinUs.contactLabel}
              </ContactModalButton>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
