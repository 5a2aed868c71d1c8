import type { Metadata } from "next";
import { MotionProvider } from "@/components/motion/motion-provider";
import { AnonymousRegistration } from "@/components/portal/register/anonymous-registration";

export const metadata: Metadata = { title: "Open Partner Registration" };

export default function Page() {
  // The wizard's steps animate: the motion library comes with this screen only.
  return (
    <MotionProvider>
      <AnonymousRegistration />
    </MotionProvider>
  );
}
