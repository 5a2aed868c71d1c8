import { wizardSteps } from "./wizard-form";

/** "Step n of 4" with a bar and the four step names; the current one is marked for screen readers. */
export function WizardProgress({ step }: { step: number }) {
  const current = step + 1;
  return (
    <div>
      <div className="flex items-center justify-between text-sm font-medium text-slate-700">
        <span>
          Step {current} of {wizardSteps.length}
        </span>
        <span>{Math.round((current / wizardSteps.length) * 100)}%</span>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Registration progress"
        aria-valuemin={1}
        aria-valuemax={wizardSteps.length}
        aria-valuenow={current}
        aria-valuetext={`Step ${current} of ${wizardSteps.length}: ${wizardSteps[step]}`}
      >
        {/* The bar grows with a CSS transition (none with reduced motion). */}
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-motion ease-out motion-reduce:transition-none"
          style={{ width: `${(current / wizardSteps.length) * 100}%` }}
        />
      </div>
      <ol className="mt-3 hidden gap-2 text-xs sm:grid sm:grid-cols-4">
        {wizardSteps.map((name, index) => (
          <li
            key={name}
            aria-current={index === step ? "step" : undefined}
            className={index <= step ? "font-semibold text-brand-dark" : "text-slate-600"}
          >
            {index + 1}. {name}
          </li>
        ))}
      </ol>
    </div>
  );
}
