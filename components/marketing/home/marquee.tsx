import type { CSSProperties, ReactNode } from "react";
import { MarqueeFrame } from "./marquee-frame";

interface MarqueeProps {
  items: readonly string[];
  /** Copies of the list on the track; even, so sliding by half the track loops seamlessly. */
  repeat: number;
  loopSeconds: number;
  /** Accessible name of the list ("Sectors"). */
  label: string;
  /** What the pause button names ("sector strip"). */
  controlLabel: string;
  className?: string;
  itemClassName?: string;
  /** How an item looks on the strip (its name by default); the list read aloud stays text. */
  renderItem?: (item: string) => ReactNode;
}

/** An endlessly scrolling strip of marks. Assistive technology reads the list once, as text. */
export function Marquee({
  items,
  repeat,
  loopSeconds,
  label,
  controlLabel,
  className,
  itemClassName = "",
  renderItem,
}: MarqueeProps) {
  const copies = Array.from({ length: repeat % 2 === 0 ? repeat : repeat + 1 }, (_, copy) => copy);
  return (
    <MarqueeFrame label={controlLabel} className={className}>
      <ul aria-label={label} className="sr-only">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div
        aria-hidden="true"
        data-marquee-track
        className="marquee-track flex w-max"
        style={{ "--marquee-duration": `${loopSeconds}s` } as CSSProperties}
      >
        {copies.map((copy) =>
          items.map((item) => (
            <span key={`${copy}-${item}`} className={`shrink-0 whitespace-nowrap ${itemClassName}`}>
              {renderItem ? renderItem(item) : item}
            </span>
          )),
        )}
      </div>
    </MarqueeFrame>
  );
}
