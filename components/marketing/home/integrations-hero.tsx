import { integrationsHero, TOOL_STRIP_LOOP_S, toolMarks } from "@/content/integrations";
import { ExploreMoreButton } from "./explore-more-button";
import { Marquee } from "./marquee";

export function IntegrationsHero() {
  return (
    <section aria-labelledby="integrations-heading" className="render-when-near overflow-hidden bg-ink py-20 text-white sm:py-28">
      <div className="mx-auto max-w-content px-4 text-center sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">{integrationsHero.eyebrow}</p>
        <h2 id="integrations-heading" className="mx-auto mt-3 max-w-3xl text-balance text-3xl font-bold tracking-tight sm:text-5xl">
          {integrationsHero.heading}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-300">{integrationsHero.text}</p>
        <Marquee
          items={toolMarks}
          repeat={2}
          loopSeconds={TOOL_STRIP_LOOP_S}
          label="Tools Finlytic AI connects to"
          controlLabel="tool strip"
          className="mt-12"
          itemClassName="mx-2 rounded-xl border border-white/10 bg-white/5 px-6 py-3 font-mono text-lg font-semibold tracking-tight text-slate-100"
        />
        <div className="mt-12">
          <ExploreMoreButton label={integrationsHero.exploreLabel} />
        </div>
      </div>
    </section>
  );
}
