import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';

export interface CallLog {
  id: string;
  contactPhone: string;
  durationSec: number;
  outcome: 'connected' | 'voicemail' | 'no_answer';
  startedAt: string;
}

// Calls are proxied by the BFF (dialer-bff) which already uses Ringvale v2 for call logs.
export function useCallLogs(contactListId?: string) {
  return useQuery({
    queryKey: ['calls', contactListId],
    queryFn: async () => {
      const { data } = await http.get<CallLog[]>('/dialer/calls', {
        params: { contactListId },
      });
      return data;
    },
    enabled: Boolean(contactListId),
    retry: (count, err: any) => err?.response?.status !== 404 && count < 3,
  });
}

export function useSyncContactList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (listId: string) => http.post(`/dialer/contact-lists/${listId}/sync`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['calls'] }),
  });
}
