import type { Metadata } from "next";
import { Hero } from "@/components/marketing/home/hero";
import { hero } from "@/content/home";

export const metadata: Metadata = {
  title: hero.headline,
  description: hero.subtitle,
  alternates: { canonical: "/Hero" },
  openGraph: { title: hero.headline, description: hero.subtitle, url: "/Hero" },
};

/** The home page's hero on its own. */
export default function Page() {
  return <Hero />;
}
