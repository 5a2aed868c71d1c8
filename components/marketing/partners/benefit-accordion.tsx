"use client";

import { useState, type ReactNode } from "react";
import { useCollapseOnDemand, type CollapseComponent } from "@/components/motion/on-demand-collapse";
import type { PartnerBenefit } from "@/content/partners";

/**
 * The benefit accordions: one panel open at a time (opening one closes the other),
 * following the WAI-ARIA accordion pattern. Closed panels stay in the HTML (hidden), so
 * their text is indexed and available without JavaScript. Once a pointer or the keyboard
 * reaches the accordion, the panels fold open and shut (framer-motion, loaded then; loading
 * it as the page loads moved the open panel, a layout shift).
 */
export function BenefitAccordion({ benefits }: { benefits: readonly PartnerBenefit[] }) {
  const [openId, setOpenId] = useState<string | null>(benefits[0]?.id ?? null);
  const { Collapse, load } = useCollapseOnDemand();

  return (
    <div
      onPointerEnter={load}
      onPointerDown={load}
      onFocus={load}
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {benefits.map((benefit) => {
        const open = benefit.id === openId;
        const buttonId = `benefit-${benefit.id}-button`;
        const panelId = `benefit-${benefit.id}-panel`;
        return (
          <div key={benefit.id}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : benefit.id)}
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left"
              >
                <span>
                  <span className="block text-lg font-semibold text-ink">{benefit.title}</span>
                  <span className="mt-1 block text-slate-600">{benefit.summary}</span>
                </span>
                <svg
                  aria-hidden="true"
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  className={`shrink-0 text-brand transition-transform ${open ? "rotate-180" : ""}`}
                >
                  <path d="M6 9l6 6 6-6" />
                </svg>
              </button>
            </h3>
            <Panel Collapse={Collapse} open={open} id={panelId} labelledBy={buttonId}>
              <ul className="grid gap-2 text-slate-700">
                {benefit.details.map((detail) => (
                  <li key={detail} className="flex gap-2">
                    <span aria-hidden="true" className="text-success">
                      ✓
                    </span>
                    {detail}
                  </li>
                ))}
              </ul>
            </Panel>
          </div>
        );
      })}
    </div>
  );
}

function Panel({
  Collapse,
  open,
  id,
  labelledBy,
  children,
}: {
  Collapse: CollapseComponent | null;
  open: boolean;
  id: string;
  labelledBy: string;
  children: ReactNode;
}) {
  const content = <div className="px-6 pb-6">{children}</div>;
  if (Collapse) {
    return (
      <Collapse open={open} id={id} role="region" aria-labelledby={labelledBy}>
        {content}
      </Collapse>
    );
  }
  return (
    <div id={id} role="region" aria-labelledby={labelledBy} hidden={!open}>
      {content}
    </div>
  );
}
