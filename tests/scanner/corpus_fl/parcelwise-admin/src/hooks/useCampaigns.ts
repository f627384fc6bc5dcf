import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/http';

export interface Campaign {
  id: string;
  name: string;
  ringlaneListId: string | null;
  lastSyncedAt: string | null;
  syncError: string | null;
  _count?: { leads: number };
}

export const campaignKeys = {
  all: ['campaigns'] as const,
  detail: (id: string) => ['campaigns', id] as const,
};

export function useCampaigns() {
  return useQuery({
    queryKey: campaignKeys.all,
    queryFn: async () => (await api.get<{ data: Campaign[] }>('/campaigns')).data.data,
    staleTime: 30_000,
  });
}

export function useCreateCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await api.post<Campaign>('/campaigns', { name })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export function useSyncCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.post(`/campaigns/${id}/sync`)).data,
    onSettled: (_d, _e, id) => qc.invalidateQueries({ queryKey: campaignKeys.detail(id) }),
    retry: (count, err: any) => count < 2 && [502, 503].includes(err?.response?.status),
  });
}
