"use client";

// Calls whose success is a file, not JSON (the data export's ZIP). Apart from lib/client/api.ts
// so the pages that never download (the project lists, whose script budget is full) do not
// carry it; it sends as api.ts does and reads refusals as it does.

import type { BodyOf, PathOf } from "@/lib/http/calls";
import { announce, csrfTokenForPost, forbidden, withOneSession, type ApiAnswer, type CallOptions } from "./api";

/** A file the server answers instead of JSON: its bytes and name, or the refusal it gave. */
export type DownloadAnswer = { file: Blob; fileName: string; responseStatus: number } | (ApiAnswer & { file?: undefined });

/**
 * A POST whose success is a file (the data export's ZIP): sent like any other call (CSRF header,
 * one session), the file read as bytes; a refusal is read and handled as JSON, as `call` does.
 */
export async function apiDownload<P extends PathOf<"POST">>(path: P, body: BodyOf<`POST ${P}`>, options: CallOptions = {}): Promise<DownloadAnswer> {
  const headers = { Accept: "application/zip, application/json", "Content-Type": "application/json", "X-CSRFToken": await csrfTokenForPost() };
  let response: Response;
  try {
    response = await withOneSession(() => fetch(path, { method: "POST", credentials: "include", headers, body: JSON.stringify(body ?? {}) }));
  } catch (error) {
    console.error(`POST ${path} failed`, error);
    const answer = { responseStatus: 0, errorMessage: "We could not reach the server. Please check your connection and try again." };
    if (options.announce !== false) announce(answer.errorMessage);
    return answer;
  }
  if (response.ok && !(response.headers.get("content-type") ?? "").includes("json")) {
    const fileName = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "download";
    return { file: await response.blob(), fileName, responseStatus: response.status };
  }
  const answer = { ...((await response.json().catch(() => ({}))) as Record<string, unknown>), responseStatus: response.status } as ApiAnswer;
  if (response.status === 403 && options.redirectOn403 !== false) {
    forbidden(typeof answer.redirect === "string" ? answer.redirect : "/login/");
    return answer;
  }
  if (typeof answer.errorMessage === "string" && options.announce !== false) announce(answer.errorMessage);
  return answer;
}

/** Hands a downloaded file to the browser to save, as a link with `download` would. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
