import { useQuery } from '@tanstack/react-query';
import { fetchLists, DialforgeFailure } from '../api/dialforge';
import { useSession } from './useSession';

export function useDialerLists() {
  const { email } = useSession();
  return useQuery({
    queryKey: ['dialer-lists', email],
    queryFn: () => fetchLists(email),
    retry: (count, err) => {
      const f = err as unknown as DialforgeFailure;
      return count < 3 && (f.status === 502 || f.status === 429);
    },
    meta: {
      describe: (err: DialforgeFailure) => {
        if (err.status === 503) return 'Dialing is switched off by the admin.';
        if (err.status === 404 && err.error === 'user not found') return 'Your account is not set up for dialing.';
        return err.error;
      },
    },
  });
}
