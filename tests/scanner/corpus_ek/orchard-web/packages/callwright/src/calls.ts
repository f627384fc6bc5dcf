import type { HttpClient } from "./http";
import type { Call, Page } from "./types";

export function callsApi(http: HttpClient) {
  return {
    list(params: { since?: string; cursor?: string; limit?: number } = {}) {
      return http.get<Page<Call>>("/calls", {
        query: { since: params.since, cursor: params.cursor, limit: params.limit ?? 100 },
      });
    },
    get(id: string) {
      return http.get<Call>(`/calls/${encodeURIComponent(id)}`);
    },
    recordingUrl(id: string) {
      return http.get<{ url: string; expiresAt: string }>(`/calls/${id}/recording`);
    },
  };
}
