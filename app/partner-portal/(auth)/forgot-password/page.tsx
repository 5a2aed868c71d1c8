import type { Metadata } from "next";
import { ForgotPassword } from "@/components/portal/auth/forgot-password";

export const metadata: Metadata = { title: "Forgot Password" };

export default function Page() {
  return <ForgotPassword />;
}
