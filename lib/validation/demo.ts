import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { demoRoles, demoUseCases } from "@/content/contact-demo";
import { contactLimits, emailField, line, messageField, oneOf, typeError } from "./contact";

// The demo request shared by the book-demo form and POST /api/contact/demo. The text
// fields follow the contact enquiry's rules (same limits, no markup), since a demo request
// is stored and mailed as an enquiry.

const roles: readonly string[] = demoRoles.map((role) => role.value);
const useCases = demoUseCases.map((useCase) => useCase.value);

export const demoRequestSchema = z.object(
  {
    name: line("Full name", contactLimits.fullName).min(1, "Please enter your full name."),
    email: emailField,
    company: line("Company", contactLimits.company).min(1, "Please enter your company."),
    role: z
      .string({ error: typeError("Role") })
      .trim()
      .min(1, "Please choose your role.")
      .refine((value) => roles.includes(value), "Please choose a valid role."),
    useCase: oneOf("Use case", useCases),
    message: messageField,
  },
  { error: "The demo request must be a JSON object." },
);

/** What the form sends (every field a string). */
export type DemoRequestInput = z.input<typeof demoRequestSchema>;
/** A validated request: trimmed, optional fields defaulted to "". */
export type DemoRequest = z.output<typeof demoRequestSchema>;
