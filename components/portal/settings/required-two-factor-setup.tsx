"use client";

import { useRouter } from "next/navigation";
import { AuthCard } from "@/components/portal/ui/auth-card";
import { TwoFactorSetup } from "./two-factor-setup";

/** The set-up the console asks for before it opens, then on to where the admin was going. */
export function RequiredTwoFactorSetup({ destination }: { destination: string }) {
  const router = useRouter();
  return (
    <AuthCard
      title="Set Up Two-Factor Authentication"
      lead="The console requires two-factor authentication. Set it up to continue."
    >
      <TwoFactorSetup onFinished={() => router.replace(destination)} />
    </AuthCard>
  );
}
