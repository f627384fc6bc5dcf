// Ringstead API v2 client (per-integration key, structured errors).
import { request } from "undici";
import { config } from "../config.js";

export interface RingsteadProblem {
  error: { code: string; message: string; request_id?: string };
}

export class RingsteadError extends Error {
  constructor(public status: number, public code: string, message: string) {
    super(message);
  }
}

export async function rs2<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await request(`${config.ringstead.v2Url}${path}`, {
    method: method as any,
    headers: {
      authorization: `Bearer ${config.ringstead.v2Key}`,
      "content-type": "application/json",
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.body.json().catch(() => ({}))) as any;
  if (res.statusCode >= 400) {
    const p = json as RingsteadProblem;
    throw new RingsteadError(res.statusCode, p.error?.code ?? "unknown", p.error?.message ?? "");
  }
  return json as T;
}

export const audiences = {
  addMembers: (audienceId: string, phones: string[]) =>
    rs2(`POST`, `/audiences/${audienceId}/members`, { members: phones.map((phone) => ({ phone })) }),
};
