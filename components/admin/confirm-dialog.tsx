// The console asks with the same confirmation as the portal.
export { ConfirmDialog } from "@/components/confirm-dialog";
