import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';

export interface DialerList {
  id: string;
  name: string;
  size: number;
}

export function useContactLists() {
  return useQuery({
    queryKey: ['contact-lists'],
    queryFn: async () => (await api.get<DialerList[]>('/contact-lists')).data,
  });
}

export function useAddToList(listId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (phones: string[]) => api.post(`/contact-lists/${listId}/members`, { phones }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['contact-lists'] }),
  });
}
