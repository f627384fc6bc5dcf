export const DIALWAVE = {
  baseUrl: __ENV.DIALWAVE_BASE_URL || 'https://api.dialwave.com/api/public/v1',
  key: __ENV.DIALWAVE_KEY,
  actingUser: __ENV.DIALWAVE_ACTING_USER || 'loadtest@harborloop.com',
};

export const HARBOR_API = {
  baseUrl: __ENV.HARBOR_API || 'https://staging.harborloop.com/api/v1',
  key: __ENV.HARBOR_GATEWAY_KEY,
};
