import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http';

export function useContactLists() {
  return useQuery({
    queryKey: ['contact-lists'],
    queryFn: async () => (await http.get('/contact-lists')).data,
  });
}

export function useAddPhones(listId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (phones: string[]) => http.post(`/contact-lists/${listId}/contacts`, { phones }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['contact-lists'] }),
  });
}
