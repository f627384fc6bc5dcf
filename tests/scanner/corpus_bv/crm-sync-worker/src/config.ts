function req(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`missing env ${name}`);
  return v;
}

export const config = {
  redisUrl: process.env.REDIS_URL ?? "redis://localhost:6379",
  ringstead: {
    url: process.env.RINGSTEAD_URL ?? "https://api.ringstead.io/api/public/v1",
    key: process.env.RINGSTEAD_KEY ?? "",
    v2Url: process.env.RINGSTEAD_V2_URL ?? "https://api.ringstead.io/api/public/v2",
    v2Key: process.env.RINGSTEAD_V2_KEY ?? "",
  },
  enrich: {
    url: req("ENRICH_API_URL"),
    key: req("ENRICH_API_KEY"),
  },
  slackSigningSecret: process.env.SLACK_SIGNING_SECRET ?? "",
};
