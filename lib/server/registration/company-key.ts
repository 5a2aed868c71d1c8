/** Company names compare case- and space-insensitively: "Acme  Ltd" and "acme ltd" are one company. */
export function companyKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}
