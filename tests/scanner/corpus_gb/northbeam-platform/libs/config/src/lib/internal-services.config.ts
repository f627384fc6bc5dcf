import { optionalEnv, requireEnv } from './env';

// Internal services sit behind the AWS API Gateway, which wants an x-api-key header.
export const API_GATEWAY_KEY_HEADER = 'x-api-key';

export function pricingServiceConfig() {
  return {
    baseUrl: optionalEnv('PRICING_SVC_URL', 'http://pricing.internal:8080/v1'),
    apiKey: requireEnv('PRICING_SVC_API_KEY'),
  };
}

export function postbirdConfig() {
  return {
    baseUrl: optionalEnv('POSTBIRD_BASE_URL', 'https://api.postbird.email/v1'),
    apiKey: requireEnv('POSTBIRD_API_KEY'),
  };
}
