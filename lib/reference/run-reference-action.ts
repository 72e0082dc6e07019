import "server-only";
import type { Actor } from "@/lib/activity/actor";
import type { ReferenceAction } from "./schemas";
import { addReferenceItem } from "./add-reference-item";
import { deleteReferenceItem, moveReferenceItem, renameReferenceItem, setReferenceItemRetired } from "./change-reference-item";

/** POST /api/admin/reference/: one change to one item of one list. */
export async function runReferenceAction(actor: Actor, body: ReferenceAction): Promise<{ success: true; id: number }> {
  switch (body.action) {
    case "add":
      return { success: true, id: (await addReferenceItem(actor, body.list, body.description)).id };
    case "rename":
      await renameReferenceItem(actor, body.list, body.id, body.description);
      break;
    case "move":
      await moveReferenceItem(actor, body.list, body.id, body.direction);
      break;
    case "retire":
    case "unretire":
      await setReferenceItemRetired(actor, body.list, body.id, body.action === "retire");
      break;
    case "delete":
      await deleteReferenceItem(actor, body.list, body.id);
      break;
  }
  return { success: true, id: body.id };
}
