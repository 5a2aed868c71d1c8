import { siteConfig } from "@/lib/config/site";

export function Logo() {
  return (
    <span className="flex items-center gap-2">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path
          d="M8 22V10h10M8 16h8M20 22l4-12"
          stroke="#fff"
          strokeWidth="2.6"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className="text-lg font-bold tracking-tight">{siteConfig.name}</span>
    </span>
  );
}
