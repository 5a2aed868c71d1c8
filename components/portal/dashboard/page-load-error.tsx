"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";

/** A route whose data could not be read: the reason, and Retry (the route rendered again). */
export function PageLoadError({ message }: { message: string }) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  return (
    <Alert
      tone="error"
      title={message}
      action={
        <Button variant="secondary" busy={retrying} onClick={() => startRetry(() => router.refresh())}>
          Retry
        </Button>
      }
    >
      Your data is safe. Select Retry to load it again.
    </Alert>
  );
}
