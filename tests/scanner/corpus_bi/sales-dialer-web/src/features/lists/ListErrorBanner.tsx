import React from 'react';

interface Props {
  status?: number;
  message?: string;
}

export function ListErrorBanner({ status, message }: Props) {
  if (!status) return null;
  if (status === 404) {
    return <div className="banner banner--warn">This list no longer exists.</div>;
  }
  if (status === 502 || status === 504) {
    return <div className="banner banner--error">The dialer service is temporarily unavailable. Try again in a minute.</div>;
  }
  return <div className="banner banner--error">{message ?? 'Something went wrong.'}</div>;
}
