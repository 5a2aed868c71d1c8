import type { Metadata, Viewport } from "next";
import { siteConfig } from "@/lib/config/site";
import { SITE_TITLE, siteCards } from "@/lib/seo/page-metadata";
import "./globals.css";

// No metadataBase here: the portal and the console name no address, and the website's comes
// from the running server (the (marketing) layout), never from the build.
export const metadata: Metadata = {
  title: {
    default: SITE_TITLE,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  ...siteCards(),
};

export const viewport: Viewport = {
  themeColor: "#0b1020",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The marketing layout's consent script may mark <html> before hydration.
    <html lang="en" suppressHydrationWarning>
      <body className="font-sans">{children}</body>
    </html>
  );
}
