import { dialstreamConfig as cfg } from "./config";
import type { DialstreamProblem } from "./types";

export class DialstreamV2Error extends Error {
  constructor(public status: number, public code: string, message: string) {
    super(message);
  }
}

export async function v2<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${cfg.v2BaseUrl}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${cfg.v2Key}`, "Content-Type": "application/json" },
  });
  if (!res.ok) {
    const problem = (await res.json()) as DialstreamProblem;
    if (problem.error.code === "audience_not_found") {
      throw new DialstreamV2Error(404, problem.error.code, "Audience not found");
    }
    throw new DialstreamV2Error(res.status, problem.error.code, problem.error.message);
  }
  return (await res.json()) as T;
}

export const listAudiences = () => v2<{ items: unknown[] }>("/audiences");
