import "server-only";

const RW_URL = process.env.RINGWELL_URL!;

export type RingwellFailure = { error: string; details?: { path: string; message: string }[] };

export const isUserMissing = (status: number, body: RingwellFailure) =>
  status === 404 && body.error === "user not found";

export async function rw(path: string, userEmail: string, init: RequestInit = {}) {
  return fetch(`${RW_URL}${path}`, {
    ...init,
    cache: "no-store",
    headers: {
      ...init.headers,
      "X-API-Key": process.env.RINGWELL_KEY!,
      "X-User-Email": userEmail,
      "Content-Type": "application/json",
    },
  });
}
