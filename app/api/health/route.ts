import { db } from "@/lib/db";

// Liveness for load balancers and the container HEALTHCHECK. It deliberately bypasses the
// shared route helper: health must answer even when sessions or configuration for them fail.
export const dynamic = "force-dynamic";

const DATABASE_TIMEOUT_MS = 2000;
const NO_STORE = { "Cache-Control": "no-store" };

async function databaseAnswers(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  const query = db.$queryRaw`SELECT 1`.then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function GET(): Promise<Response> {
  if (await databaseAnswers()) {
    return Response.json({ status: "ok" }, { headers: NO_STORE });
  }
  return Response.json(
    { status: "unavailable", errorMessage: "The database is not answering. Please try again shortly." },
    { status: 503, headers: NO_STORE },
  );
}
