import { benefits, benefitsSection } from "@/content/benefits";
import { BenefitIcon } from "./benefit-icon";

export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-heading" className="render-when-near bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-content px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand">
            {benefitsSection.eyebrow}
          </p>
          <h2
            id="benefits-heading"
            className="mt-3 text-balance text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            {benefitsSection.heading}
          </h2>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => (
            <li
              key={benefit.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <div className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand/10 text-brand">
                <BenefitIcon name={benefit.icon} />
              </div>
              <h3 className="mt-5 text-lg font-semibold text-ink">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
