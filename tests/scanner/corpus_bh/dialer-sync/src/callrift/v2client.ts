import axios, { AxiosError } from "axios";
import { config } from "../config";

// Migration spike (DIAL-812): v2 call lists. Not wired up yet; the v2 key is
// issued per workspace and carries the acting user, so no extra headers.
const V2_BASE = `${config.CALLRIFT_HOST}/api/public/v2`;

interface V2Error {
  error: { code: string; message: string; request_id?: string };
}

export async function listCallLists(v2Key: string) {
  try {
    const { data } = await axios.get(`${V2_BASE}/call-lists`, {
      headers: { Authorization: `Bearer ${v2Key}` },
    });
    return data.data;
  } catch (e) {
    const err = e as AxiosError<V2Error>;
    if (err.response?.data?.error?.code === "workspace_suspended") {
      return [];
    }
    throw err;
  }
}
