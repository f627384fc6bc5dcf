const required = (name: string, value: string | undefined): string => {
  if (!value) throw new Error(`Missing env var ${name}`);
  return value;
};

export const env = {
  apiUrl: import.meta.env.VITE_API_URL ?? '/api',
  ringvaleBaseUrl:
    import.meta.env.VITE_RINGVALE_BASE_URL ?? 'https://api.ringvale.com/api/public/v1',
  ringvaleApiKey: required('VITE_RINGVALE_API_KEY', import.meta.env.VITE_RINGVALE_API_KEY),
  sentryDsn: import.meta.env.VITE_SENTRY_DSN,
  dialerEnabled: import.meta.env.VITE_FEATURE_DIALER === 'true',
};
