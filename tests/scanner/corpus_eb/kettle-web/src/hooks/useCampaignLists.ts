import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../lib/http';

export interface GatewayList {
  id: string;
  name: string;
  contactCount: number;
}

// Talks to our gateway, never to RingLedger directly.
export function useCampaignLists() {
  return useQuery({
    queryKey: ['campaign-lists'],
    queryFn: async () => (await http.get<GatewayList[]>('/campaigns/lists')).data,
    staleTime: 60_000,
  });
}

export function useSyncCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (campaignId: string) =>
      (await http.post<{ listId: string; added: number }>('/campaigns/sync', { campaignId })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['campaign-lists'] }),
    retry: (count, err: any) => count < 2 && [502, 503].includes(err?.response?.status),
  });
}
