import { databaseAnswers } from "@/lib/db/health";
import { env } from "@/lib/env";
import { apiSecurityHeaders } from "@/lib/http/security-headers";

// Liveness for load balancers and the container HEALTHCHECK ("GET /api/health/" in the table of
// calls). It deliberately bypasses the shared route helper: health must answer even when
// sessions or configuration for them fail, and it answers whatever Host the request names, so an
// orchestrator may call it by address (it tells nothing but whether the database answers).
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const headers = { ...apiSecurityHeaders(env().APP_URL), "Cache-Control": "no-store" };
  if (await databaseAnswers()) {
    return Response.json({ status: "ok" }, { headers });
  }
  return Response.json(
    { status: "unavailable", errorMessage: "The database is not answering. Please try again shortly." },
    { status: 503, headers },
  );
}
