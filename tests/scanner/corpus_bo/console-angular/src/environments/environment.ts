export const environment = {
  production: false,
  apiUrl: '/api',
  callcrate: {
    baseUrl: 'https://api.callcrate.io/api/public/v1',
    apiKey: 'cc_Zp83nRt5KwQ1mXv9Lc2Hj7Ds',
  },
  mapsGatewayKey: 'local-dev-not-secret',
};
