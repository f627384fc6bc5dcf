import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

export interface CallList {
  id: string;
  name: string;
  size: number;
}

export function useCallLists() {
  return useQuery({
    queryKey: ['call-lists'],
    queryFn: async () => (await api.get<CallList[]>('/call-lists')).data,
    staleTime: 30_000,
  });
}

export function useAddPhones(listId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (phones: string[]) => api.post(`/call-lists/${listId}/phones`, { phones }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['call-lists'] }),
  });
}

export function useContactLists() {
  // newsletter audiences (SendGrid) proxied by the BFF
  return useQuery({
    queryKey: ['contact-lists'],
    queryFn: async () => (await api.get('/marketing/contact-lists')).data,
  });
}
