// A password's strength without zod: the strength meters show it as the person types, and
// the chosen-password rule in auth.ts requires Fair or better.

/** One point each for: 8+ characters, a lower-case letter, an upper-case letter, a digit, another character. */
export function passwordStrength(password: string): {
  score: number;
  label: "Very Weak" | "Weak" | "Fair" | "Good" | "Strong";
} {
  const score = [
    password.length >= 8,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  const label =
    score <= 1 ? "Very Weak" : score === 2 ? "Weak" : score === 3 ? "Fair" : score === 4 ? "Good" : "Strong";
  return { score, label };
}
