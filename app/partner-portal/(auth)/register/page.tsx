import type { Metadata } from "next";
import { MotionProvider } from "@/components/motion/motion-provider";
import { RegistrationPage } from "@/components/portal/register/registration-page";

export const metadata: Metadata = { title: "Partner Registration" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const { token, invite } = await searchParams;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  // Keyed by the link, so opening another link starts the wizard afresh. The wizard's steps
  // animate: the motion library comes with this screen, not with every portal screen.
  return (
    <MotionProvider>
      <RegistrationPage key={`${text(token)}|${text(invite)}`} token={text(token)} invite={text(invite)} />
    </MotionProvider>
  );
}
