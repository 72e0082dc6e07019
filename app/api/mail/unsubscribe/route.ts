import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { Invalid } from "@/lib/errors";
import { unsubscribe } from "@/lib/mail/unsubscribe/unsubscribe";
import { UNSUBSCRIBE_MESSAGES } from "@/lib/mail/unsubscribe/describe";
import { unsubscribeTokenSchema } from "@/lib/mail/unsubscribe/schemas";
import { unsubscribePageUrl } from "@/lib/mail/unsubscribe/token";

export const dynamic = "force-dynamic";

function tokenOf(url: URL): string {
  const parsed = unsubscribeTokenSchema.safeParse(url.searchParams.get("token"));
  if (!parsed.success) throw new Invalid({ token: [UNSUBSCRIBE_MESSAGES.invalid] });
  return parsed.data;
}

// One-click unsubscribe (RFC 8058): a mail client POSTs here, with no session, from outside the
// app; the signed token in the address is the whole authority.
export const POST = route("POST /api/mail/unsubscribe/", async ({ req }) => {
  const { category } = await unsubscribe(tokenOf(req.nextUrl));
  return { success: true as const, category };
});

// Opening the header's address (or a mail scanner fetching it) changes nothing: it leads to the
// page that asks for the click.
export const GET = route("GET /api/mail/unsubscribe/", async ({ req }) => {
  const response = NextResponse.redirect(unsubscribePageUrl(tokenOf(req.nextUrl)), 303);
  response.headers.set("Cache-Control", "no-store");
  return response;
});
