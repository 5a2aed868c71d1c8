import type { Metadata } from "next";
import { ResetPassword } from "@/components/portal/auth/reset-password";

export const metadata: Metadata = { title: "Reset Password" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const { token } = await searchParams;
  return <ResetPassword token={typeof token === "string" ? token : ""} />;
}
