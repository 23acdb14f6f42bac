import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
p.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
p.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text().slice(0, 200)); });
await p.route(/^https:\/\/tile\.openstreetmap\.org\//, (r) => r.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64') }));
await p.goto('http://127.0.0.1:3999/map@1.3,103.8,11z');
await p.waitForSelector('html[data-hydrated]');
await p.waitForSelector('[data-testid=markers-map-count]', { timeout: 10000 });
await p.waitForTimeout(1500);
console.log('count', await p.getByTestId('markers-map-count').textContent());
console.log('clusters', await p.locator('.markers-map-cluster').count(), 'pins', await p.locator('.leaflet-marker-icon:not(.markers-map-cluster)').count());
await p.screenshot({ path: '/tmp/map1.png' });
const c = p.locator('.markers-map-cluster').first();
if (await c.count()) { console.log('cluster title', await c.getAttribute('title')); await c.click(); await p.waitForTimeout(1500); console.log('url after cluster click', p.url()); }
const pin = p.locator('.leaflet-marker-icon:not(.markers-map-cluster)').first();
if (await pin.count()) { await pin.click(); await p.waitForTimeout(1500); console.log('popup', await p.locator('.leaflet-popup-content').textContent()); }
await p.screenshot({ path: '/tmp/map2.png' });
await b.close();
