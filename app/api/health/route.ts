import { databaseAnswers } from "@/lib/db/health";
import { apiSecurityHeaders } from "@/lib/http/security-headers";

// Liveness for load balancers and the container HEALTHCHECK. It deliberately bypasses the
// shared route helper: health must answer even when sessions or configuration for them fail.
export const dynamic = "force-dynamic";

const HEADERS = { ...apiSecurityHeaders(process.env.APP_URL), "Cache-Control": "no-store" };

export async function GET(): Promise<Response> {
  if (await databaseAnswers()) {
    return Response.json({ status: "ok" }, { headers: HEADERS });
  }
  return Response.json(
    { status: "unavailable", errorMessage: "The database is not answering. Please try again shortly." },
    { status: 503, headers: HEADERS },
  );
}
