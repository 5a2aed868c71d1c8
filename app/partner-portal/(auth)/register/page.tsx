import type { Metadata } from "next";
import { RegistrationPage } from "@/components/portal/register/registration-page";

export const metadata: Metadata = { title: "Partner Registration" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const { token, invite } = await searchParams;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  // Keyed by the link, so opening another link starts the wizard afresh.
  return (
    <RegistrationPage key={`${text(token)}|${text(invite)}`} token={text(token)} invite={text(invite)} />
  );
}
