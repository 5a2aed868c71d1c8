import "server-only";

/** The columns an update sets (an undefined one is left as it is), as the audit log keeps them. */
export function setColumns<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;
}
