// Migrated to Ringlane v2 in PLAT-2291.
import axios from 'axios';
import { ringlaneV2Config } from './config';
import type { RecordingV2 } from './types';

const v2 = axios.create({
  baseURL: ringlaneV2Config.baseUrl,
  headers: { Authorization: `Bearer ${ringlaneV2Config.apiKey}` },
});

export async function getRecording(callId: string): Promise<RecordingV2 | null> {
  try {
    const { data } = await v2.get<RecordingV2>(`/calls/${callId}/recording`);
    return data;
  } catch (e) {
    if (axios.isAxiosError(e) && e.response?.status === 404) return null;
    if (axios.isAxiosError(e) && e.response?.data?.error?.code === 'rate_limited') {
      throw new Error('Ringlane rate limit hit, retry later');
    }
    throw e;
  }
}
