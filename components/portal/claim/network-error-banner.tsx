import { Alert } from "@/components/portal/ui/alert";
import { Button } from "@/components/portal/ui/button";
import { networkErrorMessage } from "@/lib/client/messages";

/** Shown when a request got no answer; Retry repeats it. */
export function NetworkErrorBanner({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert
      tone="error"
      title="Network Error"
      action={
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {networkErrorMessage}
    </Alert>
  );
}
