import { useQuery } from '@tanstack/react-query';
import { http } from '../api/http';

export interface DialerList {
  id: string;
  name: string;
  contactCount: number;
}

export function useContactLists() {
  return useQuery(['dialer', 'lists'], async () => {
    const { data } = await http.get<{ data: DialerList[] }>('/dialer/lists');
    return data.data;
  });
}
