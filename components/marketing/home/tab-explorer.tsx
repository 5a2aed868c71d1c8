"use client";

import { useMemo, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useExplorerTabs } from "./use-explorer-tabs";
import { useWheelSteps } from "./use-wheel-steps";

interface TabExplorerProps {
  sectionId: string;
  /** The id of the section's heading, rendered inside `header`. */
  headingId: string;
  header: ReactNode;
  tabs: readonly { key: string; label: string }[];
  /** One server-rendered panel per tab, in the same order. */
  panels: readonly ReactNode[];
  selectEvent: "setActiveRole" | "setActiveTask";
  className?: string;
}

/**
 * A section of ARIA tabs (arrow keys, Home, End) with the explorers' behaviour. Every
 * panel stays in the layout, stacked in one grid cell, so the section keeps the height of
 * its tallest panel and switching tabs never shifts the page.
 */
export function TabExplorer({
  sectionId,
  headingId,
  header,
  tabs,
  panels,
  selectEvent,
  className = "",
}: TabExplorerProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // One array per distinct list of keys, so the event listener is not re-added on every render.
  const keySignature = tabs.map((tab) => tab.key).join("\u0000");
  const keys = useMemo(() => keySignature.split("\u0000"), [keySignature]);
  const { active, rotating, select, stopRotation, advance } = useExplorerTabs({
    sectionRef,
    keys,
    selectEvent,
  });
  useWheelSteps({ sectionRef, active, count: tabs.length, advance, onWheel: stopRotation });

  const focusTab = (index: number) => {
    select(index);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  };

  return (
    <section
      ref={sectionRef}
      id={sectionId}
      aria-labelledby={headingId}
      data-rotating={rotating}
      onPointerEnter={stopRotation}
      onTouchStart={stopRotation}
      onFocus={stopRotation}
      className={`flex min-h-[100svh] flex-col justify-center py-14 ${className}`}
    >
      <div className="mx-auto w-full max-w-content px-4 sm:px-6">
        {header}
        <div
          role="tablist"
          aria-labelledby={headingId}
          onKeyDown={onKeyDown}
          className="mt-6 flex flex-wrap gap-2"
        >
          {tabs.map((tab, index) => {
            const selected = index === active;
            return (
              <button
                key={tab.key}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${sectionId}-tab-${index}`}
                aria-selected={selected}
                aria-controls={`${sectionId}-panel-${index}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => select(index)}
                className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                  selected ? "bg-brand text-white shadow" : "bg-slate-100 text-slate-700 hover:bg-slate-200"
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        <div className="mt-6 grid">
          {panels.map((panel, index) => {
            const selected = index === active;
            return (
              <div
                key={tabs[index]?.key ?? index}
                role="tabpanel"
                id={`${sectionId}-panel-${index}`}
                aria-labelledby={`${sectionId}-tab-${index}`}
                tabIndex={selected ? 0 : -1}
                className={`[grid-area:1/1] transition-[opacity,visibility] duration-300 ${selected ? "visible opacity-100" : "invisible opacity-0"}`}
              >
                {panel}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
