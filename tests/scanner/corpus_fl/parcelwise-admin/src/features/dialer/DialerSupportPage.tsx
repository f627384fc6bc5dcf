import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeRinglaneError, fetchLists, purgeContact } from './ringlaneSupport';

export function DialerSupportPage() {
  const qc = useQueryClient();
  const [phone, setPhone] = useState('');
  const lists = useQuery({ queryKey: ['support', 'ringlane-lists'], queryFn: fetchLists, retry: 1 });
  const purge = useMutation({
    mutationFn: ({ listId, phone }: { listId: string; phone: string }) => purgeContact(listId, phone),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['support', 'ringlane-lists'] }),
  });

  if (lists.isLoading) return <p>Loading dialer lists…</p>;
  if (lists.error) return <p className="error">{describeRinglaneError(lists.error)}</p>;

  return (
    <section>
      <h1>Dialer support</h1>
      <label>
        Phone (E.164) <input value={phone} onChange={(e) => setPhone(e.target.value)} />
      </label>
      <ul>
        {lists.data!.map((l) => (
          <li key={l.id}>
            {l.name} ({l.contactCount})
            <button disabled={!phone || purge.isPending} onClick={() => purge.mutate({ listId: l.id, phone })}>
              Remove number
            </button>
          </li>
        ))}
      </ul>
      {purge.error && <p className="error">{describeRinglaneError(purge.error)}</p>}
    </section>
  );
}
