// Dialwise v2 client (new call-activity screens use this; contact lists still on v1)
import axios from "axios";

export interface DialwiseV2Error {
  error: { code: string; message: string; requestId: string };
}

export const dialwiseV2 = axios.create({
  baseURL: import.meta.env.VITE_DIALWISE_V2_BASE ?? "https://api.dialwise.io/api/public/v2",
});

export function withV2Key(key: string) {
  dialwiseV2.defaults.headers.common["Authorization"] = `Bearer ${key}`;
}

export async function fetchCallActivity(repId: string) {
  try {
    const { data } = await dialwiseV2.get(`/reps/${repId}/calls`);
    return data;
  } catch (e: any) {
    const err = (e.response?.data as DialwiseV2Error | undefined)?.error;
    if (err?.code === "user_not_found") return [];
    throw e;
  }
}
