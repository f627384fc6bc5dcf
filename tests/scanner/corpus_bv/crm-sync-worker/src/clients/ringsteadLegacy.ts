// Legacy Ringstead client (v1). Only the contact-list sync still uses it.
// TODO(PLAT-1182): delete once audiences sync is on v2.
import { request } from "undici";
import { config } from "../config.js";

export interface RingsteadV1Error {
  error: string;
  details?: { path: string; message: string }[];
}

export class RingsteadLegacyError extends Error {
  constructor(public status: number, public body: RingsteadV1Error) {
    super(`Ringstead ${status}: ${body.error}`);
  }
  get transient(): boolean {
    return this.status === 429 || this.status === 502;
  }
}

export async function rs<T>(method: string, path: string, actingUserId: string, body?: unknown): Promise<T> {
  const res = await request(`${config.ringstead.url}${path}`, {
    method: method as any,
    headers: {
      "content-type": "application/json",
      "x-api-key": config.ringstead.key,
      "x-user-id": actingUserId,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.body.text();
  const parsed = text ? JSON.parse(text) : undefined;
  if (res.statusCode >= 400) throw new RingsteadLegacyError(res.statusCode, parsed ?? { error: "empty body" });
  return parsed as T;
}
