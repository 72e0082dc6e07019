import { route } from "@/lib/http/route";
import { digestSetting, setDigestSetting } from "@/lib/mail-preferences/digest-setting";

export const dynamic = "force-dynamic";

/** The editor's or admin's daily digest of new requests: on or off. */
export const GET = route("GET /api/interest/digest/", async ({ session }) => digestSetting(session));
export const POST = route("POST /api/interest/digest/", async ({ session, body }) => setDigestSetting(session, body.on));
