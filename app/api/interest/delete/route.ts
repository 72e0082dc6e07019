import { route } from "@/lib/http/route";
import { deleteInterest } from "@/lib/interest/withdraw";

export const dynamic = "force-dynamic";

/** Deletes one of the person's own withdrawn or declined requests. */
export const POST = route("POST /api/interest/delete/", async ({ session, body }) => {
  await deleteInterest(session, body.id);
  return { response: "success" as const };
});
