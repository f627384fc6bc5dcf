import axios from "axios";
import { z } from "zod";

// Migrated to Ringstack v2 (2024-06). Keys look like rs_live_<uuid>.<secret>.
const V2ErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), requestId: z.string().optional() }),
});

export const ringstackV2 = axios.create({
  baseURL: process.env.RINGSTACK_V2_URL ?? "https://api.ringstack.io/api/public/v2",
  headers: { Authorization: `Bearer ${process.env.RINGSTACK_V2_KEY}` },
});

export async function callStats(from: string, to: string) {
  try {
    const { data } = await ringstackV2.get("/calls/stats", { params: { from, to } });
    return data;
  } catch (e: any) {
    const parsed = V2ErrorSchema.safeParse(e.response?.data);
    if (parsed.success && parsed.data.error.code === "rate_limited") {
      return null;
    }
    throw e;
  }
}
