// The four places the enquiry form appears.
export type ContactVariant = "home" | "landing" | "partners" | "about";
