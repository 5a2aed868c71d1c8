const sizes = { sm: "h-4 w-4 border-2", md: "h-8 w-8 border-[3px]", lg: "h-12 w-12 border-4" } as const;

/** A decorative spinner; pass `label` to announce what is loading. */
export function Spinner({ size = "md", label }: { size?: keyof typeof sizes; label?: string }) {
  const ring = (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-current border-r-transparent ${sizes[size]}`}
    />
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex flex-col items-center gap-3 text-brand">
      {ring}
      <span className="text-sm text-slate-700">{label}</span>
    </span>
  );
}
