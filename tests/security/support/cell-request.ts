import type { ApiClient, ApiResponse } from "../../helpers/api-client";
import { ENDPOINT_MATRIX, type MatrixRow } from "../endpoint-matrix";
import type { ActorName, World } from "./world";

// Sends the authorisation matrix's first request of an endpoint for an actor: a body that the
// endpoint would accept, so a refusal seen in another test is the check under test at work.

export function matrixRow(method: string, path: string): MatrixRow {
  const row = ENDPOINT_MATRIX.find((r) => r.method === method && r.path === path);
  if (!row) throw new Error(`no matrix row for ${method} ${path}`);
  return row;
}

export async function bodyFor(world: World, actor: ActorName, path: string): Promise<unknown> {
  const request = await matrixRow("POST", path).cases[0].request({ world, actor, target: "own" });
  return request.body ?? {};
}

export async function sendGet(client: ApiClient, world: World, actor: ActorName, path: string): Promise<ApiResponse> {
  const request = await matrixRow("GET", path).cases[0].request({ world, actor, target: "own" });
  return client.get(`${path}${request.query ?? ""}`);
}
