import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { attachment } from "@/lib/http/attachment";
import { milestoneCalendar } from "@/lib/calendar/milestone-file";

export const dynamic = "force-dynamic";

// One milestone as an .ics file to save, for whoever may see its project; 404 otherwise, the
// same for an unknown id (docs/product.md#calendars).
export const GET = route("GET /api/calendar/milestone/", async ({ session, query }) => {
  const file = await milestoneCalendar(session, query.id);
  return new NextResponse(file.text, { headers: attachment({ fileName: file.fileName, contentType: "text/calendar; charset=utf-8" }) });
});
