import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { unsubscribe } from "@/lib/mail-preferences/unsubscribe";
import { unsubscribePageUrl } from "@/lib/mail/unsubscribe/token";

export const dynamic = "force-dynamic";

// One-click unsubscribe (RFC 8058): a mail client POSTs here, with no session, from outside the
// app; the signed token in the address is the whole authority.
export const POST = route("POST /api/mail/unsubscribe/", async ({ query }) => {
  const { category } = await unsubscribe(query.token);
  return { success: true as const, category };
});

// Opening the header's address (or a mail scanner fetching it) changes nothing: it leads to the
// page that asks for the click.
export const GET = route("GET /api/mail/unsubscribe/", async ({ query }) => {
  const response = NextResponse.redirect(unsubscribePageUrl(query.token), 303);
  response.headers.set("Cache-Control", "no-store");
  return response;
});
