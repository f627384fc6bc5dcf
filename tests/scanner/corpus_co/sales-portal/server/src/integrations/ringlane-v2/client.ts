/**
 * Ringlane API v2 client (call recordings only for now; lists still go through
 * the old module until PLAT-412 lands).
 */
import axios from 'axios';
import { config } from '../../config';

interface V2Error {
  error: { code: string; message: string; request_id: string };
}

const http = axios.create({
  baseURL: config.RINGLANE_V2_BASE_URL,
  timeout: 8000,
  headers: { Authorization: `Bearer ${config.RINGLANE_V2_KEY}` },
});

export async function getRecordingUrl(callId: string): Promise<string | null> {
  try {
    const { data } = await http.get<{ url: string }>(`/calls/${callId}/recording`);
    return data.url;
  } catch (e: any) {
    const body = e.response?.data as V2Error | undefined;
    if (body?.error.code === 'recording_not_found') return null;
    throw e;
  }
}
