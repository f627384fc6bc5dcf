import { AUTH_HEADER, callharborUrl, TRANSIENT_STATUSES, USER_HEADER } from "./config.server";
import type { CallHarborErrorPayload } from "./types";

export class CallHarborApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details: NonNullable<CallHarborErrorPayload["details"]>,
  ) {
    super(message);
    this.name = "CallHarborApiError";
  }

  get isUserNotFound() {
    return this.status === 404 && this.message === "user not found";
  }
}

type ChInit = { userEmail: string; method?: "GET" | "POST" | "PATCH" | "DELETE"; body?: unknown };

export async function ch<T>(path: string, { userEmail, method = "GET", body }: ChInit, attempt = 1): Promise<T> {
  const apiKey = process.env.CALLHARBOR_API_KEY;
  if (!apiKey) throw new Error("CALLHARBOR_API_KEY is not set");

  const res = await fetch(callharborUrl(path), {
    method,
    headers: {
      [AUTH_HEADER]: apiKey,
      [USER_HEADER]: userEmail,
      Accept: "application/json",
      ...(body ? { "Content-Type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

  if (!res.ok) {
    if (TRANSIENT_STATUSES.has(res.status) && attempt < 3) {
      await new Promise((r) => setTimeout(r, 250 * attempt));
      return ch<T>(path, { userEmail, method, body }, attempt + 1);
    }
    const payload = (await res.json().catch(() => ({}))) as CallHarborErrorPayload;
    throw new CallHarborApiError(res.status, payload.error ?? res.statusText, payload.details ?? []);
  }
  return (res.status === 204 ? undefined : await res.json()) as T;
}
