import type { Metadata } from "next";
import { VerifyEmail } from "@/components/portal/auth/verify-email";

export const metadata: Metadata = { title: "Verify Email" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const { token } = await searchParams;
  return <VerifyEmail token={typeof token === "string" ? token : ""} />;
}
