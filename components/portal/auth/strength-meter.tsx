import { passwordStrength } from "@/lib/validation/password-strength";

const requirements = [
  { label: "At least 8 characters", test: (p: string) => p.length >= 8 },
  { label: "One lowercase letter", test: (p: string) => /[a-z]/.test(p) },
  { label: "One uppercase letter", test: (p: string) => /[A-Z]/.test(p) },
  { label: "One number", test: (p: string) => /\d/.test(p) },
  { label: "One special character", test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

const barColours = [
  "bg-red-600",
  "bg-red-600",
  "bg-orange-500",
  "bg-amber-500",
  "bg-lime-600",
  "bg-green-700",
] as const;

/** The five-point strength score with its label, and which of the five rules hold. */
export function StrengthMeter({ password, id }: { password: string; id: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <div id={id} className="space-y-3">
      <div>
        <div className="flex items-center justify-between text-sm">
          <span className="text-slate-700">Password strength</span>
          <span className="font-semibold text-slate-900" data-testid="strength-label">
            {label}
          </span>
        </div>
        <div
          className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={5}
          aria-valuenow={score}
          aria-valuetext={`${label} (${score} of 5)`}
        >
          {/* A CSS transition (the site's 200 ms, none with reduced motion): the sign-in
              screens ship no animation library for one bar. */}
          <div
            className={`h-full transition-[width] duration-200 ease-out motion-reduce:transition-none ${barColours[score]}`}
            style={{ width: `${(score / 5) * 100}%` }}
          />
        </div>
      </div>
      <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label="Password requirements">
        {requirements.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.label} className={met ? "text-green-800" : "text-slate-600"}>
              <span aria-hidden="true">{met ? "✓" : "○"}</span> {rule.label}
              <span className="sr-only">{met ? " (met)" : " (not met)"}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
