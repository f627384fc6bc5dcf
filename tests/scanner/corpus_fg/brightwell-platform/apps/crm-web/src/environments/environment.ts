export const environment = {
  production: false,
  apiUrl: '/api',
  dialpath: {
    baseUrl: 'https://sandbox.api.dialpath.io/api/public/v1',
    apiKey: 'dpk_9fRw2LmQx7ZtK4cVb8NsY1Hd',
  },
  sentryDsn: '',
};
