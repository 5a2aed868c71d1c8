import { tasks, taskSection } from "@/content/tasks";
import { ExplorerSection } from "./explorer-section";

export function TaskSection() {
  return (
    <ExplorerSection
      section={taskSection}
      items={tasks}
      selectEvent="setActiveTask"
      className="bg-slate-50"
    />
  );
}
