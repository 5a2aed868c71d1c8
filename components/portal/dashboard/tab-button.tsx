"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { Button } from "@/components/portal/ui/button";
import type { DashboardTabId } from "@/content/portal";
import { dashboardPath } from "@/lib/portal-routes";

/**
 * A button that opens another tab's route (with `open`, what it opens there: { new: "deal" }
 * for the New Deal form), for the actions that read as commands rather than links.
 */
export function TabButton({
  tab,
  open,
  variant = "primary",
  className,
  children,
}: {
  tab: DashboardTabId;
  open?: Record<string, string>;
  variant?: "primary" | "secondary";
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <Button
      variant={variant}
      className={className}
      onClick={() => {
        router.push(dashboardPath(tab, open));
        window.scrollTo(0, 0);
      }}
    >
      {children}
    </Button>
  );
}
