// The enquiry fields' length limits: the schema (./contact.ts) enforces them and the forms'
// maxLength attributes show them. Kept apart from the schema so a form's first load needs no zod.
export const contactLimits = {
  fullName: 100,
  email: 254,
  company: 150,
  phoneNumber: 40,
  message: 5000,
} as const;
