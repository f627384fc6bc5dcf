import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';

export interface ContactListSummary {
  id: number;
  name: string;
  size: number;
  source: 'salesforce' | 'manual';
}

export function useContactLists() {
  return useQuery({
    queryKey: ['contact-lists'],
    queryFn: async () => (await http.get<ContactListSummary[]>('/contact-lists')).data,
  });
}

export function useDeleteContactList() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(`/contact-lists/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['contact-lists'] }),
  });
}
