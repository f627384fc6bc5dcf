export interface Env {
  RINGSTEAD_BASE: string;
  RINGSTEAD_KEY: string;
  RINGSTEAD_WEBHOOK_SECRET: string;
  ACCESS_TEAM_DOMAIN: string;
  ACCESS_AUD: string;
  LIST_CACHE: KVNamespace;
}
