import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { AxiosError } from 'axios';
import { getLeads, updateLead, type ApiError, type Lead } from '../api/backend/leads';

export function useLeads() {
  return useInfiniteQuery({
    queryKey: ['leads'],
    queryFn: ({ pageParam }) => getLeads(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.length === 0 ? undefined : pages.length + 1),
    retry: (count, err: AxiosError<ApiError>) => {
      if (err.response?.status === 404) return false;
      return count < 2;
    },
  });
}

export function useUpdateLead() {
  const qc = useQueryClient();
  return useMutation<Lead, AxiosError<ApiError>, { id: number; patch: Partial<Lead> }>({
    mutationFn: ({ id, patch }) => updateLead(id, patch),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['leads'] }),
  });
}
