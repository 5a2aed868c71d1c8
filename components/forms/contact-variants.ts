// The four places the enquiry form appears (marketing spec, sections 3, 4 and 7).
export type ContactVariant = "home" | "landing" | "partners" | "about";
