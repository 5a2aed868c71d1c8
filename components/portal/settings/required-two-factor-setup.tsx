"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { Button } from "@/components/portal/ui/button";
import { signOut } from "@/lib/client/api";
import { TwoFactorSetup } from "./two-factor-setup";

/**
 * The set-up the console asks for before it opens, then on to where the admin was going.
 * Sign out is the way out for someone who cannot set it up now (no phone at hand): the
 * pending key waits on the server, so the set-up resumes with it next time.
 */
export function RequiredTwoFactorSetup({
  destination,
  lead = "The console requires two-factor authentication. Set it up to continue.",
}: {
  destination: string;
  lead?: string;
}) {
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  return (
    <AuthCard title="Set Up Two-Factor Authentication" lead={lead}>
      <TwoFactorSetup onFinished={() => router.replace(destination)} />
      <div className="mt-6 border-t border-slate-200 pt-4 text-center">
        <Button
          variant="secondary"
          busy={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut();
          }}
        >
          Sign out
        </Button>
      </div>
    </AuthCard>
  );
}
