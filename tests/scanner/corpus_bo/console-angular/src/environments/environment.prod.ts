// Prod already points at v2; keys come from the runtime config injected by nginx.
declare const window: Window & { __CONFIG__?: Record<string, string> };

export const environment = {
  production: true,
  apiUrl: '/api',
  callcrate: {
    baseUrl: 'https://api.callcrate.io/api/public/v2',
    apiKey: window.__CONFIG__?.['CALLCRATE_KEY'] ?? '',
  },
  mapsGatewayKey: window.__CONFIG__?.['MAPS_GATEWAY_KEY'] ?? '',
};
