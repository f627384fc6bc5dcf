'use client';

import Link from 'next/link';
import useSWR from 'swr';

type DialerList = { id: string; name: string; size: number; updatedAt: string };

const fetcher = (url: string) => fetch(url).then((r) => r.json());

export function ContactListTable() {
  const { data, error, isLoading } = useSWR<{ lists: DialerList[]; seatMissing?: boolean }>('/api/dialer-lists', fetcher);

  if (isLoading) return <p className="text-sm text-slate-500">Loading lists…</p>;
  if (error) return <p className="text-sm text-red-600">Could not load contact lists.</p>;
  if (data?.seatMissing) return <p className="text-sm">You don&apos;t have a dialer seat yet.</p>;

  return (
    <table className="min-w-full divide-y divide-slate-200">
      <thead>
        <tr>
          <th>Name</th>
          <th>Contacts</th>
          <th>Updated</th>
        </tr>
      </thead>
      <tbody>
        {data?.lists.map((list) => (
          <tr key={list.id}>
            <td>
              <Link href={`/contact-lists/${list.id}`}>{list.name}</Link>
            </td>
            <td>{list.size.toLocaleString()}</td>
            <td>{new Date(list.updatedAt).toLocaleDateString()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
