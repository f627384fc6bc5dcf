import "./src/env.mjs";

/** @type {import("next").NextConfig} */
const config = {
  reactStrictMode: true,
  transpilePackages: ["@orchard/callwright", "@orchard/db"],
  experimental: {
    serverActions: { bodySizeLimit: "4mb" },
  },
  async redirects() {
    return [{ source: "/contact-lists", destination: "/lists", permanent: true }];
  },
};

export default config;
