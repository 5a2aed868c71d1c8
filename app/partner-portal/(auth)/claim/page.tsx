import type { Metadata } from "next";
import { LazyClaimForm } from "@/components/portal/claim/lazy-claim-form";

export const metadata: Metadata = {
  title: "Claim Your Partner Portal",
  description:
    "Apply to the Finlytic AI Partner Programme: verify your company email and tell us about your company.",
};

export default function Page() {
  return <LazyClaimForm />;
}
