import { ContactModalButton } from "@/components/forms/contact-modal-button";
import { hero, SECTOR_STRIP_LOOP_S, SECTOR_STRIP_REPEAT, sectors } from "@/content/home";
import { Marquee } from "./marquee";

// Server-rendered and static: the headline is the page's largest paint and must appear in
// the first frame, so nothing here fades in or waits for script.
export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative flex min-h-[100svh] flex-col justify-center overflow-hidden bg-ink pb-10 pt-28 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_50%_-10%,rgba(79,70,229,0.45),transparent),radial-gradient(40rem_20rem_at_90%_110%,rgba(6,182,212,0.25),transparent)]"
      />
      <div className="relative mx-auto w-full max-w-content px-4 text-center sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">{hero.intro}</p>
        <h1
          id="hero-heading"
          className="mx-auto mt-4 max-w-4xl text-balance text-4xl font-bold tracking-tight sm:text-6xl lg:text-7xl"
        >
          {hero.headline}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300 sm:text-2xl">{hero.subtitle}</p>
        <ContactModalButton
          variant="home"
          className="mt-10 inline-flex items-center rounded-full bg-brand px-7 py-3 text-base font-semibold text-white shadow-lg shadow-brand/30 transition-colors hover:bg-brand-dark"
        >
          {hero.contactLabel}
        </ContactModalButton>
      </div>

      <div className="relative mx-auto mt-14 w-full max-w-content px-4 sm:px-6">
        <div className="rounded-2xl border border-white/10 bg-white/5 px-5 py-5 text-slate-200 sm:flex sm:items-center sm:gap-6 sm:px-8">
          <div className="shrink-0 text-center sm:text-left">
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">
              {hero.trustedByHeading}
            </h2>
            <p className="mt-1 text-sm text-slate-300">{hero.trustedByText}</p>
          </div>
          <Marquee
            items={sectors}
            repeat={SECTOR_STRIP_REPEAT}
            loopSeconds={SECTOR_STRIP_LOOP_S}
            label="Sectors"
            controlLabel="sector strip"
            className="mt-4 min-w-0 flex-1 sm:mt-0"
            itemClassName="px-6 text-base font-semibold text-slate-100 sm:text-lg"
          />
        </div>
      </div>
    </section>
  );
}
