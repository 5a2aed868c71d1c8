import type { Metadata } from "next";
import { AnonymousRegistration } from "@/components/portal/register/anonymous-registration";

export const metadata: Metadata = { title: "Open Partner Registration" };

export default function Page() {
  return <AnonymousRegistration />;
}
