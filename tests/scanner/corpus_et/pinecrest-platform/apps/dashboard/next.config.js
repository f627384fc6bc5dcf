/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  transpilePackages: ['@pinecrest/ringloom-sdk'],
  async rewrites() {
    return [
      // everything except our own route handlers goes to apps/api
      { source: '/api/campaigns/:path*', destination: `${process.env.API_ORIGIN}/api/campaigns/:path*` },
    ];
  },
  env: {
    RINGLOOM_DOCS_URL: 'https://developers.ringloom.com/docs/public-api',
  },
};

module.exports = nextConfig;
