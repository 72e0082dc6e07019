import { route } from "@/lib/http/route";
import { userCheckAnswerSchema } from "@/lib/auth/schemas";

export const dynamic = "force-dynamic";

// Who is signed in. Also the first call of every page load, so it hands out the CSRF cookie.
export const GET = route({ minLevel: 0, answer: userCheckAnswerSchema }, async ({ session }) => ({
  userLevel: session.level,
  userName: session.userName,
  email: session.email,
  people: session.people,
}));
