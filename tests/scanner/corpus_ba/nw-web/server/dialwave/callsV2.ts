// New call-recording export already uses Dialwave API v2 (see PLAT-1182).
import axios from "axios";

const V2_BASE = `${process.env.DIALWAVE_HOST ?? "https://api.dialwave.com"}/api/public/v2`;

const v2 = axios.create({
  baseURL: V2_BASE,
  headers: { Authorization: `Bearer ${process.env.DIALWAVE_V2_KEY}` },
});

export interface V2Error {
  error: { code: string; message: string; request_id: string };
}

export async function listRecordings(since: string) {
  try {
    const { data } = await v2.get("/recordings", { params: { since } });
    return data.items as Array<{ id: string; call_id: string; url: string }>;
  } catch (e: any) {
    const code = (e.response?.data as V2Error | undefined)?.error.code;
    if (code === "rate_limited") return [];
    throw e;
  }
}
