import { integrationsHero, TOOL_STRIP_LOOP_S, toolLogos, toolMarks } from "@/content/integrations";
import { ExploreMoreButton } from "./explore-more-button";
import { Marquee } from "./marquee";

const logoId = (name: string) => `tool-logo-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** Each tool's mark, drawn once; the strip's copies refer to it. */
function ToolLogoSymbols() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <defs>
        {toolLogos.map((tool) => (
          <symbol key={tool.name} id={logoId(tool.name)} viewBox="0 0 24 24">
            <path d={tool.mark} fill={tool.color} fillRule="evenodd" />
          </symbol>
        ))}
      </defs>
    </svg>
  );
}

function ToolLogo({ name }: { name: string }) {
  return (
    <span data-tool-logo className="flex items-center gap-2.5">
      <svg width="28" height="28" aria-hidden="true" className="shrink-0">
        <use href={`#${logoId(name)}`} />
      </svg>
      {name}
    </span>
  );
}

export function IntegrationsHero() {
  return (
    <section
      aria-labelledby="integrations-heading"
      className="render-when-near overflow-hidden bg-ink py-20 text-white sm:py-28"
    >
      <div className="mx-auto max-w-content px-4 text-center sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">
          {integrationsHero.eyebrow}
        </p>
        <h2
          id="integrations-heading"
          className="mx-auto mt-3 max-w-3xl text-balance text-3xl font-bold tracking-tight sm:text-5xl"
        >
          {integrationsHero.heading}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-300">{integrationsHero.text}</p>
        <ToolLogoSymbols />
        <Marquee
          items={toolMarks}
          renderItem={(name) => <ToolLogo name={name} />}
          repeat={2}
          loopSeconds={TOOL_STRIP_LOOP_S}
          label="Tools Finlytic AI connects to"
          controlLabel="tool strip"
          className="mt-12"
          itemClassName="mx-2 px-5 py-3 text-lg font-semibold tracking-tight text-slate-100"
        />
        <div className="mt-12">
          <ExploreMoreButton label={integrationsHero.exploreLabel} />
        </div>
      </div>
    </section>
  );
}
