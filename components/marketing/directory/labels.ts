import { directoryLanguages, directoryRegions, directoryServices } from "@/content/directory";
import { countryName } from "@/lib/validation/countries";

// A profile's stored option values as visitors read them.

const labelIn = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

export const serviceLabel = (value: string) => labelIn(directoryServices, value);
export const languageLabel = (value: string) => labelIn(directoryLanguages, value);
export const placeLabel = (value: string) =>
  value.startsWith("region:") ? labelIn(directoryRegions, value) : countryName(value);
