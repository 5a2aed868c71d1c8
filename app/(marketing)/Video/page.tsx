import type { Metadata } from "next";
import { preload } from "react-dom";
import { VideoSection } from "@/components/marketing/home/video-section";
import { videoSection } from "@/content/home";

export const metadata: Metadata = {
  title: videoSection.heading,
  description: videoSection.text,
  alternates: { canonical: "/Video" },
  openGraph: { title: videoSection.heading, description: videoSection.text, url: "/Video" },
};

/** The home page's pinned video section on its own. */
export default function Page() {
  // Here the section opens the page, and its poster is the largest thing in the first view.
  preload(videoSection.media.poster, { as: "image", fetchPriority: "high" });
  return <VideoSection headingLevel="h1" />;
}
