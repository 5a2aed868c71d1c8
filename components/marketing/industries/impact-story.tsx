import type { ImpactStory as Story } from "@/content/industries";

function PointList({
  title,
  points,
  tone,
}: {
  title: string;
  points: readonly string[];
  tone: "challenge" | "outcome";
}) {
  return (
    <div>
      <h4 className="text-sm font-semibold uppercase tracking-wider text-slate-700">{title}</h4>
      <ul className="mt-3 grid gap-2 text-slate-700">
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            <span aria-hidden="true" className={tone === "challenge" ? "text-danger" : "text-success"}>
              {tone === "challenge" ? "✕" : "✓"}
            </span>
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ImpactStory({ story }: { story: Story }) {
  return (
    <article
      aria-labelledby={`${story.id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <p className="text-sm font-semibold uppercase tracking-wider text-brand">{story.industry}</p>
      <h3 id={`${story.id}-title`} className="mt-2 text-2xl font-bold text-ink">
        {story.title}
      </h3>
      <p className="mt-3 max-w-3xl text-slate-600">{story.summary}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <PointList title="Challenges" points={story.challenges} tone="challenge" />
        <PointList title="Outcomes" points={story.outcomes} tone="outcome" />
      </div>
      <dl className="mt-8 grid gap-4 sm:grid-cols-3">
        {story.stats.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-xl bg-slate-50 p-4">
            <dt className="text-sm text-slate-600">{stat.label}</dt>
            <dd className="order-first text-3xl font-bold text-ink">
              {stat.value}
              <span aria-hidden="true" className="text-brand">
                *
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
