import type { ProcessStep } from "@/content/process-flow";

export function StepCards({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      {steps.map((step, index) => (
        <li
          key={step.id}
          data-step={step.id}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <p className="text-sm font-semibold uppercase tracking-wider text-brand">
            Step {index + 1} · {step.layer}
          </p>
          <h3 className="mt-2 text-2xl font-bold text-ink">{step.verb}</h3>
          <p className="mt-3 text-slate-600">{step.description}</p>
          <ul className="mt-5 grid flex-1 gap-2 text-sm text-slate-700">
            {step.points.map((point) => (
              <li key={point} className="flex gap-2">
                <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-brand" />
                {point}
              </li>
            ))}
          </ul>
          <p className="mt-6 border-t border-slate-200 pt-4">
            <span className="text-2xl font-bold text-ink">{step.figure.value}</span>{" "}
            <span className="text-sm text-slate-600">{step.figure.label}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
