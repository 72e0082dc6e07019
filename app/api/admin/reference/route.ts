import { LEVEL } from "@/lib/auth/levels";
import { route } from "@/lib/http/route";
import { listAllReferenceItems } from "@/lib/admin/reference/list-reference-items";
import { runReferenceAction } from "@/lib/admin/reference/run-reference-action";
import { referenceActionSchema } from "@/lib/admin/schemas/reference";

export const dynamic = "force-dynamic";

/** Every reference list, retired items included, with how much each item is used. */
export const GET = route({ minLevel: LEVEL.admin }, async () => ({ lists: await listAllReferenceItems() }));

/** Add, rename, move, retire, bring back or delete an item of one list. */
export const POST = route({ minLevel: LEVEL.admin, body: referenceActionSchema }, ({ session, body }) =>
  runReferenceAction(session, body),
);
