import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallCrate } from './useCallCrate';
import { CallCrateError } from '../lib/callcrate/errors';

export const contactListKeys = {
  all: ['contact-lists'] as const,
  detail: (id: string) => ['contact-lists', id] as const,
};

export function useContactLists() {
  const api = useCallCrate();
  return useQuery({
    queryKey: contactListKeys.all,
    queryFn: api.contactLists.list,
    staleTime: 30_000,
    retry: (failureCount, err) =>
      failureCount < 2 && err instanceof CallCrateError && err.status === 502,
  });
}

export function useAddContacts(listId: string) {
  const api = useCallCrate();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (phones: string[]) =>
      api.contactLists.addContacts(listId, phones.map((phone) => ({ phone }))),
    onSuccess: () => qc.invalidateQueries({ queryKey: contactListKeys.detail(listId) }),
  });
}
