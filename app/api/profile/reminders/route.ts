import { route } from "@/lib/http/route";
import { categoryOn, setCategoryOn } from "@/lib/mail-preferences/preference";

export const dynamic = "force-dynamic";

// Review reminders to the account's own proved address (docs/product.md#review-reminders): on or
// off, the same opt-out the reminder's unsubscribe link records.
export const GET = route("GET /api/profile/reminders/", async ({ session }) => ({ on: await categoryOn(session, "reminders") }));
export const POST = route("POST /api/profile/reminders/", async ({ session, body }) => ({ on: await setCategoryOn(session, "reminders", body.on) }));
