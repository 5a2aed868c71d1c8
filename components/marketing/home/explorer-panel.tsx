import Image from "next/image";
import type { ExplorerItem } from "@/content/home-explorer";

interface ExplorerPanelProps {
  item: ExplorerItem;
  tagsHeading: string;
  featuresHeading: string;
}

/** One tab's content: title, subtitle, tags, feature bullets and the illustration. */
export function ExplorerPanel({ item, tagsHeading, featuresHeading }: ExplorerPanelProps) {
  return (
    <div className="grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,460px)] lg:gap-12">
      <div>
        <h3 className="text-2xl font-bold text-ink sm:text-3xl">{item.title}</h3>
        <p className="mt-1 text-lg font-semibold text-brand">{item.subtitle}</p>
        <h4 className="mt-5 text-xs font-semibold uppercase tracking-wider text-slate-600">{tagsHeading}</h4>
        <ul className="mt-2 flex flex-wrap gap-2">
          {item.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full border border-brand/20 bg-brand/5 px-3 py-1 text-xs font-medium text-brand-dark"
            >
              {tag}
            </li>
          ))}
        </ul>
        <h4 className="mt-5 text-xs font-semibold uppercase tracking-wider text-slate-600">
          {featuresHeading}
        </h4>
        <ul className="mt-2 grid gap-2">
          {item.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-sm leading-6 text-slate-700">
              <svg
                width="20"
                height="20"
                viewBox="0 0 24 24"
                className="mt-0.5 shrink-0 text-success"
                aria-hidden="true"
              >
                <path
                  d="M5 12.5l4.5 4.5L19 7.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </div>
      <Image
        src={item.image.src}
        alt={item.image.alt}
        width={item.image.width}
        height={item.image.height}
        sizes="(min-width: 1024px) 460px, 100vw"
        className="h-auto w-full rounded-2xl shadow-xl shadow-ink/10"
      />
    </div>
  );
}
