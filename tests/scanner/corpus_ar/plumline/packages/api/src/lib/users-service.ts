// Client for the internal users service (behind AWS API Gateway, usage-plan key).
import { ofetch } from "ofetch";

const usersApi = ofetch.create({
  baseURL: process.env.USERS_SVC_URL ?? "https://users.internal.plumline.dev/v1",
  headers: { "x-api-key": process.env.USERS_SVC_API_KEY ?? "" },
  retry: 3,
  retryStatusCodes: [502, 503, 504],
});

export type InternalUser = { id: string; email: string; error?: string; seats: string[] };

export async function getUser(id: string): Promise<InternalUser | null> {
  try {
    return await usersApi<InternalUser>(`/users/${id}`);
  } catch (e: any) {
    if (e?.response?.status === 404) return null;
    throw e;
  }
}

export async function findByEmail(email: string) {
  const res = await usersApi<{ data: InternalUser[] }>("/users", { query: { email } });
  return res.data[0] ?? null;
}
