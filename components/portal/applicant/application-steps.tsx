import { applicationStatusCopy as copy } from "@/content/application-status";
import type { ApplicationState } from "@/lib/validation/application-status";

// Where the application is on its way: Submitted → Under review → Decision. The current
// step is named for screen readers with aria-current.

const position: Record<ApplicationState, number> = {
  submitted: 0,
  under_review: 1,
  approved: 2,
  rejected: 2,
};

export function ApplicationSteps({ state }: { state: ApplicationState }) {
  const current = position[state];
  return (
    <ol
      className="grid grid-cols-3 gap-2 text-center text-xs font-semibold sm:text-sm"
      aria-label="Application progress"
    >
      {copy.steps.map((step, index) => (
        <li
          key={step.state}
          aria-current={index === current ? "step" : undefined}
          className={`rounded-lg px-2 py-2 ${index <= current ? "bg-brand/10 text-brand-dark" : "bg-slate-100 text-slate-700"} ${index === current ? "ring-2 ring-brand" : ""}`}
        >
          {step.label}
        </li>
      ))}
    </ol>
  );
}
