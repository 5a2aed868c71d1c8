import { roles, roleSection } from "@/content/roles";
import { ExplorerSection } from "./explorer-section";

export function RoleSection() {
  return (
    <ExplorerSection section={roleSection} items={roles} selectEvent="setActiveRole" className="bg-white" />
  );
}
