import type { ExplorerItem } from "@/content/home-explorer";
import { ExplorerPanel } from "./explorer-panel";
import { TabExplorer } from "./tab-explorer";

interface ExplorerSectionProps {
  section: { id: string; eyebrow: string; heading: string; tagsHeading: string; featuresHeading: string };
  items: readonly ExplorerItem[];
  selectEvent: "setActiveRole" | "setActiveTask";
  className?: string;
}

/** The role or task explorer: the copy is rendered here, on the server; the tabs are the client island. */
export function ExplorerSection({ section, items, selectEvent, className }: ExplorerSectionProps) {
  const headingId = `${section.id}-heading`;
  return (
    <TabExplorer
      sectionId={section.id}
      headingId={headingId}
      selectEvent={selectEvent}
      className={className}
      tabs={items.map((item) => ({ key: item.key, label: item.tab }))}
      header={
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand">{section.eyebrow}</p>
          <h2
            id={headingId}
            className="mt-2 text-balance text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            {section.heading}
          </h2>
        </div>
      }
      panels={items.map((item) => (
        <ExplorerPanel
          key={item.key}
          item={item}
          tagsHeading={section.tagsHeading}
          featuresHeading={section.featuresHeading}
        />
      ))}
    />
  );
}
