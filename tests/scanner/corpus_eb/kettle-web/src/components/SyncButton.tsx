import { useSyncCampaign } from '../hooks/useCampaignLists';

export function SyncButton({ campaignId }: { campaignId: string }) {
  const sync = useSyncCampaign();
  const apiError: string | undefined = (sync.error as any)?.response?.data?.error;

  return (
    <div>
      <button disabled={sync.isPending} onClick={() => sync.mutate(campaignId)}>
        {sync.isPending ? 'Syncing…' : 'Push to dialer'}
      </button>
      {sync.isSuccess && <span>Added {sync.data.added} contacts</span>}
      {apiError && <p role="alert">{apiError}</p>}
    </div>
  );
}
