// @ts-check
/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Harbor Loop Engineering',
  url: 'https://docs.harborloop.com',
  baseUrl: '/',
  presets: [
    ['classic', { docs: { routeBasePath: '/' }, blog: false }],
  ],
  themeConfig: {
    prism: { additionalLanguages: ['http', 'bash', 'ruby', 'php'] },
  },
};
module.exports = config;
