import { defineConfig } from "astro/config";
import mdx from "@astrojs/mdx";
import starlight from "@astrojs/starlight";
import cloudflare from "@astrojs/cloudflare";

export default defineConfig({
  site: "https://www.fluxpoint.dev",
  output: "hybrid",
  adapter: cloudflare({ platformProxy: { enabled: true } }),
  integrations: [
    starlight({
      title: "Fluxpoint Docs",
      social: { github: "https://github.com/fluxpoint" },
      sidebar: [
        { label: "Getting started", autogenerate: { directory: "start" } },
        { label: "Integrations", autogenerate: { directory: "integrations" } },
      ],
    }),
    mdx(),
  ],
});
