// A stock Docusaurus 3.10 classic site, as `create-docusaurus` makes it (docs
// only, no customisation): the yardstick for the first-visit JavaScript and CSS
// that `npm run bench` compares the Japanese site against. Not part of the site.
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Stock site',
  url: 'https://example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [
    [
      'classic',
      {
        docs: {routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js')},
        blog: false,
      },
    ],
  ],
  themeConfig: {
    navbar: {title: 'Stock site', items: [{type: 'docSidebar', sidebarId: 'docs', label: 'Docs'}]},
  },
};
