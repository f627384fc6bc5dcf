import axios, { AxiosError } from "axios";
import { logger } from "../../logger";

// Migrated to v2 in March: per-user keys, structured errors.
const v2 = axios.create({
  baseURL: process.env.RINGLANE_V2_URL ?? "https://api.ringlane.io/api/public/v2",
  timeout: 10_000,
});

interface V2Error {
  error: { code: string; message: string; requestId?: string };
}

export async function scheduleCall(userKey: string, to: string, at: Date) {
  try {
    const { data } = await v2.post(
      "/calls/scheduled",
      { to, scheduledAt: at.toISOString() },
      { headers: { Authorization: `Bearer ${userKey}` } },
    );
    return data as { id: string };
  } catch (e) {
    const err = e as AxiosError<V2Error>;
    const code = err.response?.data?.error?.code;
    if (code === "rate_limited") {
      logger.warn({ to }, "ringlane v2 rate limited");
    }
    throw err;
  }
}
