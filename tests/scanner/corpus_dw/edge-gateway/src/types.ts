export interface Env {
  DIALCRAFT_BASE_URL: string;
  DIALCRAFT_API_KEY: string;
  DIALCRAFT_ACTING_USER_ID: string;
  DIALCRAFT_WEBHOOK_SECRET: string;
  DEFAULT_LIST_NAME: string;
  PRICING_URL: string;
  PRICING_API_KEY: string;
  SENDLOOP_URL: string;
  SENDLOOP_API_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  LIST_CACHE: KVNamespace;
  CALL_QUEUE: DurableObjectNamespace;
}
