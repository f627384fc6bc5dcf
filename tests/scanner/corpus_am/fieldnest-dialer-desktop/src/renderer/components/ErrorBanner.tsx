import React from 'react';

type Failure = {
  status: number;
  error: string;
  kind: 'idp-down' | 'disabled' | 'no-seat' | 'rate-limited' | 'other';
};

export function ErrorBanner({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  if (failure.error === 'API disabled on the server') {
    return <div className="banner banner--muted">Dialing is disabled for your company. Contact your admin.</div>;
  }

  switch (failure.kind) {
    case 'idp-down':
      return (
        <div className="banner banner--warn">
          Sign-in service is having trouble. <button onClick={onRetry}>Retry</button>
        </div>
      );
    case 'no-seat':
      return <div className="banner banner--error">You don't have a Dialstream seat yet.</div>;
    case 'rate-limited':
      return <div className="banner banner--warn">Slow down a little and try again.</div>;
    default:
      return <div className="banner banner--error">{failure.error}</div>;
  }
}
