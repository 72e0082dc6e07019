import { z } from "zod";
import { route } from "@/lib/http/route";
import { Invalid } from "@/lib/errors";
import { listSessions } from "@/lib/auth/sessions/list-sessions";

export const dynamic = "force-dynamic";

const accountIdParam = z.coerce.number().int().positive().max(2_147_483_647);

// GET ?accountId=N → 200 SessionsAnswer: where that account is signed in (level 9).
export const GET = route("GET /api/admin/accounts/sessions/", async ({ req, session }) => {
  const parsed = accountIdParam.safeParse(req.nextUrl.searchParams.get("accountId"));
  if (!parsed.success) throw new Invalid({ accountId: ["Please choose an account."] });
  return { sessions: await listSessions(parsed.data, session.hash) };
});
