"use client";

import type { TrainingModule } from "@/lib/validation/training";

// The course's modules in order beside the reading view: done ones ticked, the current
// one marked, the one on screen highlighted (aria-current).

export function TrainingModuleList({
  modules,
  selected,
  currentId,
  onSelect,
}: {
  modules: TrainingModule[];
  selected: number;
  currentId: string | null;
  onSelect: (index: number) => void;
}) {
  return (
    <nav aria-label="Course modules">
      <ol className="space-y-1">
        {modules.map((part, index) => (
          <li key={part.id}>
            <button
              type="button"
              onClick={() => onSelect(index)}
              aria-current={index === selected ? "step" : undefined}
              className={`flex min-h-11 w-full items-start gap-2 rounded-lg px-3 py-2 text-left text-sm ${index === selected ? "bg-brand/10 font-semibold text-ink" : "text-slate-800 hover:bg-slate-50"}`}
            >
              <span
                aria-hidden="true"
                className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs ${part.completed ? "bg-green-700 text-white" : "border border-slate-400 text-slate-700"}`}
              >
                {part.completed ? "✓" : index + 1}
              </span>
              <span>
                {part.title}
                <span className="sr-only">
                  {part.completed ? " (completed)" : part.id === currentId ? " (current)" : ""}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
