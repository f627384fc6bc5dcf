import React from 'react';

type Props = { error?: { status?: number; body?: { error?: string } } };

export function ErrorBanner({ error }: Props) {
  if (!error) return null;
  if (error.status === 404) {
    return <div className="banner banner--warn">We could not find that list. It may have been deleted.</div>;
  }
  if (error.status === 502 || error.status === 503) {
    return <div className="banner banner--error">The portal is having trouble right now. Try again in a minute.</div>;
  }
  return <div className="banner banner--error">{error.body?.error ?? 'Unexpected error'}</div>;
}
