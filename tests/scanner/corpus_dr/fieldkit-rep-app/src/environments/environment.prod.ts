export const environment = {
  production: true,
  apiUrl: 'https://api.fieldkitsolar.com/v1',
  mapboxToken: '',
  callvane: {
    baseUrl: 'https://api.callvane.com/api/public/v1',
    apiKey: '', // injected by scripts/set-env.js from CALLVANE_API_KEY
  },
  pvwatts: {
    baseUrl: 'https://developer.nrel.gov/api/pvwatts/v8.json',
  },
};
