export const ringlane = {
  baseUrl: Bun.env.RINGLANE_API ?? "https://api.ringlane.io/api/public/v1",
  apiKey: Bun.env.RINGLANE_API_KEY ?? "rl_9QwErT5yUiOp3AsDfGh7JkLzXc",
  actor: Bun.env.RINGLANE_ACTOR ?? "revops-automation@fluxpoint.dev",
};

export const ringlaneV2 = {
  baseUrl: "https://api.ringlane.io/api/public/v2",
  apiKey: Bun.env.RINGLANE_V2_KEY ?? "",
};
