import { useQuery } from '@tanstack/react-query';
import { ringvale } from '../../api/ringvaleAxios';

export interface Recording {
  id: string;
  callId: string;
  url: string;
  expiresAt: string;
}

export function useRecording(callId: string) {
  return useQuery({
    queryKey: ['recording', callId],
    queryFn: async () => {
      const { data } = await ringvale.get<Recording>(`/calls/${callId}/recording`);
      return data;
    },
    staleTime: 60_000,
  });
}
