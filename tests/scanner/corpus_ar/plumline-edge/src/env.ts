export interface Env {
  CACHE: KVNamespace;
  DIALWAVE_API_BASE: string;
  DIALWAVE_API_KEY: string;
  DIALWAVE_WEBHOOK_SECRET: string;
  INTERNAL_API_KEY: string;
  STRIPE_API_BASE: string;
  STRIPE_SECRET_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  LOG_LEVEL: "debug" | "info" | "warn";
}
