// Shared config for k6 scripts. Values come from `-e NAME=value` or the CI env.

export const RINGSTEAD = {
  baseUrl: __ENV.RINGSTEAD_BASE_URL || 'https://api.staging.ringstead.io/api/public/v1',
  key: __ENV.RINGSTEAD_KEY,
  actingEmail: __ENV.RINGSTEAD_ACTING_EMAIL || 'loadtest-bot@quarrystone.com',
};

export function ringsteadHeaders() {
  return {
    'Content-Type': 'application/json',
    'X-API-KEY': RINGSTEAD.key,
    'X-USER-EMAIL': RINGSTEAD.actingEmail,
  };
}

export const CHECKOUT = {
  baseUrl: __ENV.CHECKOUT_BASE_URL || 'https://checkout.staging.quarrystone.internal/api/v1',
  key: __ENV.CHECKOUT_KEY,
};

export function checkoutHeaders(userEmail) {
  return {
    'Content-Type': 'application/json',
    'x-api-key': CHECKOUT.key,
    'x-user-email': userEmail,
  };
}
