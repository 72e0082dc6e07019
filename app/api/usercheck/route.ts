import { route } from "@/lib/http/route";
import { hasRequests } from "@/lib/interest/lists";

export const dynamic = "force-dynamic";

// Who is signed in. Also the first call of every page load, so it hands out the CSRF cookie.
export const GET = route("GET /api/usercheck/", async ({ session }) => ({
  userLevel: session.level,
  userName: session.userName,
  email: session.email,
  people: session.people,
  hasRequests: await hasRequests(session),
}));
