#!/usr/bin/env bun
// Rolls the Cloudflare API token used by GitHub Actions and writes it back as an org secret.
const CF = "https://api.cloudflare.com/client/v4";
const accountId = Bun.env.CF_ACCOUNT_ID!;
const tokenId = Bun.env.CF_CI_TOKEN_ID!;

const res = await fetch(`${CF}/accounts/${accountId}/tokens/${tokenId}/value`, {
  method: "PUT",
  headers: { Authorization: `Bearer ${Bun.env.CF_ADMIN_TOKEN}`, "content-type": "application/json" },
  body: "{}",
});
const body = (await res.json()) as { success: boolean; result: string; errors: { code: number; message: string }[] };
if (!body.success) {
  console.error(body.errors.map((e) => `${e.code} ${e.message}`).join("\n"));
  process.exit(1);
}

const gh = Bun.spawn(["gh", "secret", "set", "CLOUDFLARE_API_TOKEN", "--org", "fluxpoint", "--visibility", "all"], {
  stdin: new Blob([body.result]),
});
process.exit(await gh.exited);
