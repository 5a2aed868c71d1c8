// Shared call-to-action looks for links and buttons on the marketing pages, so a link
// styled as a button and a real button read the same.
const base =
  "inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition-colors";

export const ctaStyles = {
  /** Filled brand button, on light or dark backgrounds. */
  primary: `${base} bg-brand text-white hover:bg-brand-dark`,
  /** Outlined button for dark backgrounds. */
  secondaryOnDark: `${base} border border-white/40 text-white hover:bg-white/10`,
  /** White button for brand-coloured bands. */
  onBrand: `${base} bg-white text-brand-dark hover:bg-indigo-50`,
  /** Outlined button for light backgrounds. */
  secondary: `${base} border border-slate-300 text-ink hover:bg-slate-100`,
} as const;
