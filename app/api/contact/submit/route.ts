// POST /api/contact/submit: stores a contact enquiry and queues the inbox notification and the visitor's confirmation (or forwards it to CONTACT_API_URL).
import { env } from "@/lib/server/env";
import { createSubmitHandler, preflight } from "./submit-handler";

export const POST = createSubmitHandler(() => env().CONTACT_API_URL);

// OPTIONS /api/contact/submit: CORS preflight for the sites listed in CONTACT_CORS_ORIGINS.
export const OPTIONS = preflight;
