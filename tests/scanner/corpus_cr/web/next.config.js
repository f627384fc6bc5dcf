/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  images: { remotePatterns: [{ protocol: "https", hostname: "avatars.githubusercontent.com" }] },
  experimental: { serverActions: { bodySizeLimit: "2mb" } },
};

module.exports = nextConfig;
