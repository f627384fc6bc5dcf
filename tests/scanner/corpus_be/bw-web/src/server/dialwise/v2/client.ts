// Dialwise v2 client (migration in progress, behind DIALWISE_V2 flag).
const BASE = process.env.DIALWISE_V2_BASE_URL ?? "https://api.dialwise.com/api/public/v2";

export interface DialwiseV2Error {
  error: { code: string; message: string; request_id: string };
}

export async function v2<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${process.env.DIALWISE_V2_KEY}`,
      "Content-Type": "application/json",
      ...(init.headers ?? {}),
    },
  });
  if (!res.ok) {
    const body = (await res.json()) as DialwiseV2Error;
    if (body.error.code === "audience_not_found") {
      throw new Error(`Dialwise audience missing (${body.error.request_id})`);
    }
    if (res.status === 503) throw new Error("Dialwise v2 temporarily unavailable");
    throw new Error(`${body.error.code}: ${body.error.message}`);
  }
  return (await res.json()) as T;
}

export const audiences = {
  list: () => v2<{ data: unknown[] }>("/audiences"),
  addMembers: (id: string, phones: string[]) =>
    v2(`/audiences/${id}/members`, { method: "POST", body: JSON.stringify({ members: phones }) }),
};
