import axios, { AxiosError, AxiosInstance } from "axios";
import { ringlaneConfig } from "./config";
import { RinglaneError } from "./errors";
import type { RinglaneV2ErrorBody } from "./types";

/**
 * v2 client (WIP, behind RINGLANE_V2). Uses a workspace-scoped key and the
 * Ringlane user id instead of the Google sub.
 */
export class RinglaneV2Client {
  private http: AxiosInstance;

  constructor(private readonly ringlaneUserId: string) {
    this.http = axios.create({
      baseURL: ringlaneConfig.RINGLANE_V2_API_URL,
      timeout: 10_000,
      headers: {
        Authorization: `Bearer ${ringlaneConfig.RINGLANE_V2_API_KEY}`,
      },
    });
    this.http.interceptors.response.use(undefined, (err: AxiosError<RinglaneV2ErrorBody>) => {
      const status = err.response?.status ?? 0;
      const code = err.response?.data?.error?.code;
      if (code === "user_not_found") {
        return Promise.reject(new RinglaneError("No Ringlane seat", status));
      }
      return Promise.reject(new RinglaneError(err.response?.data?.error?.message ?? err.message, status, status >= 500));
    });
  }

  async callQueues() {
    const { data } = await this.http.get(`/users/${this.ringlaneUserId}/call-queues`);
    return data.items;
  }

  async enqueue(queueId: string, contacts: { phone: string; name?: string }[]) {
    await this.http.post(`/call-queues/${queueId}/entries`, { entries: contacts });
  }
}
