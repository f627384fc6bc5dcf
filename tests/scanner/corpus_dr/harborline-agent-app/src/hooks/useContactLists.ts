import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  appendContacts,
  fetchContactList,
  fetchContactLists,
  removeContact,
} from '@/api/ringlane/contactLists';
import { RinglaneApiError } from '@/api/ringlane/errors';

export const listKeys = {
  all: ['ringlane', 'lists'] as const,
  one: (id: string) => ['ringlane', 'lists', id] as const,
};

export function useContactLists() {
  return useQuery({
    queryKey: listKeys.all,
    queryFn: fetchContactLists,
    staleTime: 60_000,
    retry: (failureCount, error) => {
      if (error instanceof RinglaneApiError && (error.isApiDisabled || error.isUserNotFound)) {
        return false;
      }
      return failureCount < 2;
    },
  });
}

export function useContactList(id: string) {
  return useQuery({
    queryKey: listKeys.one(id),
    queryFn: () => fetchContactList(id),
    retry: (failureCount, error) =>
      !(error instanceof RinglaneApiError && error.message === 'contact list not found') && failureCount < 2,
  });
}

export function useAppendContacts(listId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (phones: string[]) => appendContacts(listId, phones),
    onSuccess: () => qc.invalidateQueries({ queryKey: listKeys.one(listId) }),
  });
}

export function useRemoveContact(listId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => removeContact(listId, phone),
    onSettled: () => qc.invalidateQueries({ queryKey: listKeys.one(listId) }),
  });
}
