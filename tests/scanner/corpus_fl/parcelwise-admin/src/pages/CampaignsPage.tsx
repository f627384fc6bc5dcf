import { useState } from 'react';
import { apiErrorMessage } from '../api/http';
import { useCampaigns, useCreateCampaign, useSyncCampaign } from '../hooks/useCampaigns';

export function CampaignsPage() {
  const { data, isLoading, error } = useCampaigns();
  const create = useCreateCampaign();
  const sync = useSyncCampaign();
  const [name, setName] = useState('');

  if (isLoading) return <p>Loading…</p>;
  if (error) return <p className="error">{apiErrorMessage(error)}</p>;

  return (
    <section>
      <h1>Campaigns</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(name, { onSuccess: () => setName('') });
        }}
      >
        <input value={name} onChange={(e) => setName(e.target.value)} placeholder="Campaign name" />
        <button disabled={create.isPending}>Create</button>
      </form>
      {create.error && <p className="error">{apiErrorMessage(create.error)}</p>}
      <table>
        <thead>
          <tr><th>Name</th><th>Leads</th><th>Dialer list</th><th>Last sync</th><th /></tr>
        </thead>
        <tbody>
          {data!.map((c) => (
            <tr key={c.id}>
              <td>{c.name}</td>
              <td>{c._count?.leads ?? 0}</td>
              <td>{c.ringlaneListId ?? <em title={c.syncError ?? ''}>not linked</em>}</td>
              <td>{c.lastSyncedAt ? new Date(c.lastSyncedAt).toLocaleString() : '—'}</td>
              <td>
                <button onClick={() => sync.mutate(c.id)} disabled={!c.ringlaneListId || sync.isPending}>
                  Sync
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
