import { ContactModalButton } from "@/components/forms/contact-modal-button";
import { siteConfig } from "@/lib/config/site";

export default function HomePage() {
  return (
    <>
      <section className="bg-ink pb-20 pt-36 text-white">
        <div className="mx-auto max-w-content px-4 text-center sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">
            Purpose-built finance AI
          </p>
          <h1 className="mx-auto mt-4 max-w-4xl text-4xl font-bold tracking-tight sm:text-6xl">
            The World&apos;s First AI Finance Workforce
          </h1>
          <p className="mt-6 text-xl text-slate-300">Finance Work Will Never Be The Same Again</p>
          <a
            href={siteConfig.bookingUrl}
            target="_blank"
            rel="noopener"
            className="mt-10 inline-block rounded-full bg-brand px-6 py-3 font-semibold hover:bg-brand-dark"
          >
            Book a Demo
          </a>
          <ContactModalButton
            variant="home"
            className="ml-4 mt-10 inline-block rounded-full border border-white/40 px-6 py-3 font-semibold hover:bg-white/10"
          >
            Contact Us
          </ContactModalButton>
        </div>
      </section>
      <section
        id="role-section"
        aria-labelledby="role-heading"
        className="mx-auto max-w-content px-4 py-20 sm:px-6"
      >
        <h2 id="role-heading" className="text-3xl font-bold">
          Your Entire Finance Role Powered by AI
        </h2>
      </section>
      <section
        id="task-section"
        aria-labelledby="task-heading"
        className="mx-auto max-w-content px-4 py-20 sm:px-6"
      >
        <p className="text-sm font-semibold uppercase tracking-wider text-brand">Automation Hub</p>
        <h2 id="task-heading" className="text-3xl font-bold">
          Automating Every Task in Finance End to End.
        </h2>
      </section>
      <section aria-labelledby="join-heading" className="mx-auto max-w-content px-4 py-20 sm:px-6">
        <h2 id="join-heading" className="text-3xl font-bold">
          Join Us
        </h2>
        <ContactModalButton
          variant="landing"
          className="mt-6 rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
        >
          Contact Our Team
        </ContactModalButton>
      </section>
    </>
  );
}
