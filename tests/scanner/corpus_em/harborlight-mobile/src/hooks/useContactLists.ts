import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CallbeamError } from '../api/callbeam/client';
import { addContacts, fetchContactList, fetchContactLists, removeContact } from '../api/callbeam/contactLists';
import type { CallbeamContactInput } from '../api/callbeam/types';

const NO_RETRY_STATUSES = [400, 401, 404, 503];

export const contactListKeys = {
  all: ['callbeam', 'contact-lists'] as const,
  detail: (id: string) => ['callbeam', 'contact-lists', id] as const,
};

export function useContactLists() {
  return useQuery({
    queryKey: contactListKeys.all,
    queryFn: fetchContactLists,
    retry: (count, err) => {
      if (err instanceof CallbeamError && NO_RETRY_STATUSES.includes(err.status)) return false;
      return count < 3;
    },
    staleTime: 60_000,
  });
}

export function useContactList(id: string) {
  return useQuery({
    queryKey: contactListKeys.detail(id),
    queryFn: () => fetchContactList(id),
    retry: (count, err) => err instanceof CallbeamError && err.isTransient && count < 3,
  });
}

export function useAddContacts(listId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (contacts: CallbeamContactInput[]) => addContacts(listId, contacts),
    onSuccess: () => qc.invalidateQueries({ queryKey: contactListKeys.detail(listId) }),
  });
}

export function useRemoveContact(listId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => removeContact(listId, phone),
    onSettled: () => qc.invalidateQueries({ queryKey: contactListKeys.detail(listId) }),
  });
}

/** Used by the lead detail "Add to my dialer" button. */
export function useQuickAddLead(listId: string) {
  return useMutation({
    mutationFn: ({ phone, firstName }: { phone: string; firstName: string }) =>
      import('../api/callbeam/contactLists').then((m) => m.quickAddLead(listId, phone, firstName)),
    retry: (count, err) => {
      if (!(err instanceof CallbeamError)) return false;
      if (err.status === 502) return count < 4;
      if (err.status === 404 && err.message === 'user not found') return false;
      return false;
    },
  });
}
