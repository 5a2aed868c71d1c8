import type { CSSProperties } from "react";
import { MarqueeFrame } from "./marquee-frame";
import styles from "./marquee.module.css";

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
}

/** An endlessly scrolling strip of text marks. Assistive technology reads the list once. */
export function Marquee({ items, repeat, loopSeconds, label, controlLabel, className, itemClassName = "" }: MarqueeProps) {
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
        className={`${styles.track} flex w-max`}
        style={{ "--marquee-duration": `${loopSeconds}s` } as CSSProperties}
      >
        {copies.map((copy) =>
          items.map((item) => (
            <span key={`${copy}-${item}`} className={`shrink-0 whitespace-nowrap ${itemClassName}`}>
              {item}
            </span>
          )),
        )}
      </div>
    </MarqueeFrame>
  );
}
