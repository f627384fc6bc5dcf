import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';

export interface DialerList {
  id: string;
  name: string;
  ringlioListId: string | null;
  syncStatus: 'pending' | 'synced' | 'failed';
  error: string | null;
}

// Talks to tallyfield-api, which proxies to Ringlio server-side.
export function useContactLists() {
  return useQuery({
    queryKey: ['dialer', 'contact-lists'],
    queryFn: async () => (await api.get<DialerList[]>('/dialer/contact-lists')).data,
  });
}

export function useCreateContactList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => (await api.post('/dialer/contact-lists', { name })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['dialer', 'contact-lists'] }),
  });
}
