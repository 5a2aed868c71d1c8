"use client";

import dynamic from "next/dynamic";
import { Spinner } from "@/components/portal/ui/spinner";
import { registrationCopy } from "@/content/portal";

const load = () => import("./registration-wizard");

/** Starts loading the wizard's code (a link's page asks for it while the link is checked). */
export const preloadRegistrationWizard = () => void load();

// The wizard (its form hook, react-hook-form, and its steps) loads beside the page rather than
// in its first load, which keeps the public screens' budget. The open registration's form is
// drawn by the server at once, disabled until this code has taken it over.
export const RegistrationWizard = dynamic(() => load().then((m) => m.RegistrationWizard), {
  loading: () => (
    <div className="flex justify-center py-12">
      <Spinner size="lg" label={registrationCopy.formLoading} />
    </div>
  ),
});
