import {chromium} from '@playwright/test';
import {startGithubPagesServer} from '/work/main/tests/support/githubPagesServer';
const server = await startGithubPagesServer('/work/main/build', '/wordpress-playground/', 4390);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
const base = 'http://127.0.0.1:4390/wordpress-playground/ja/';
const targets: [string, string, any][] = JSON.parse(process.argv[2]);
for (const [name, route, opts] of targets) {
  const page = await browser.newPage({viewport: opts.phone ? {width: 390, height: 844} : {width: 1280, height: 900}, colorScheme: opts.dark ? 'dark' : 'light', deviceScaleFactor: 1});
  await page.goto(base + route);
  await page.waitForTimeout(800);
  if (opts.scroll) await page.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({block: 'center'}), opts.scroll);
  await page.screenshot({path: `/tmp/shots/${name}.png`, fullPage: !!opts.full});
  await page.close();
}
await browser.close();
server.close?.();
process.exit(0);
