import type { AxiosError } from 'axios';

interface ApiErrorBody {
  error: { code: string; message: string };
}

const MESSAGES: Record<string, string> = {
  rep_not_provisioned: 'You do not have a Ringlio seat yet. Ask your admin.',
  dialer_unavailable: 'The dialer is temporarily unavailable. Try again in a minute.',
};

export function SyncErrorBanner({ error }: { error: AxiosError<ApiErrorBody> | null }) {
  if (!error) return null;
  const code = error.response?.data?.error?.code ?? 'unknown';
  const status = error.response?.status;
  const text = MESSAGES[code] ?? (status === 404 ? 'List not found' : 'Something went wrong');
  return (
    <div role="alert" className="banner banner--error">
      {text}
    </div>
  );
}
