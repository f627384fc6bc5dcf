import axios from "axios";
import { config } from "../config";

// Talks to leadforge-core's internal API. Core authenticates us with the
// gateway key and resolves the rep from X-User-Id.
export function coreClient(userId: string) {
  return axios.create({
    baseURL: `${config.CORE_INTERNAL_URL}/internal/v1`,
    headers: {
      "x-api-key": config.INTERNAL_API_KEY,
      "X-User-Id": userId,
    },
    timeout: 5000,
  });
}

export async function fetchSequenceProspects(userId: string, sequenceId: string) {
  try {
    const { data } = await coreClient(userId).get(`/sequences/${sequenceId}/prospects`);
    return data.prospects as Array<{ id: string; phone: string | null }>;
  } catch (e: any) {
    if (e.response?.status === 404 && e.response.data?.error === "user not found") {
      return [];
    }
    if ([502, 503].includes(e.response?.status)) {
      throw new Error("core unavailable, will retry");
    }
    throw e;
  }
}
