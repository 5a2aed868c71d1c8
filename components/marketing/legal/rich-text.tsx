import Link from "next/link";
import type { RichText as RichTextValue } from "@/content/legal";

const linkClass = "font-medium text-brand-dark underline underline-offset-2 hover:text-brand";

/** Renders text that may contain links: site paths use client navigation, others plain anchors. */
export function RichText({ value }: { value: RichTextValue }) {
  if (typeof value === "string") return value;
  return value.map((part, index) => {
    if (typeof part === "string") return part;
    return part.href.startsWith("/") ? (
      <Link key={index} href={part.href} className={linkClass}>
        {part.label}
      </Link>
    ) : (
      <a key={index} href={part.href} className={linkClass}>
        {part.label}
      </a>
    );
  });
}
