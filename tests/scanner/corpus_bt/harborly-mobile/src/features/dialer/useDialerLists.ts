import { useEffect, useState } from 'react';
import { api } from '../../api/client';

export interface DialerList {
  id: string;
  name: string;
  contactCount: number;
}

// Lists come from harborly-web, which proxies Dialwise server-side.
export function useDialerLists() {
  const [lists, setLists] = useState<DialerList[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api
      .get<DialerList[]>('/dialer/contact-lists')
      .then((r) => setLists(r.data))
      .catch((e: Error) => setError(e.message));
  }, []);

  return { lists, error };
}
