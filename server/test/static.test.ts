// Static hosting of the builds: what a browser may fetch (the favicon) and what stays on the
// server (source maps, Module Federation's mf-stats.json and the frames.json the server inlines,
// under the shell and every remote), and the Brotli copies the builds write beside their files.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { engineName, startTestServer, type TestServer } from './helpers';

const shellPublic = join(__dirname, '..', '..', 'shell', 'public');

describe(`static hosting of the builds (${engineName()})`, () => {
  let server: TestServer;
  let remoteDir: string;

  beforeAll(async () => {
    server = await startTestServer();
    // The fake build helpers.ts writes, completed with the files a real build emits beside it.
    const staticDir = server.config.staticDir;
    remoteDir = server.config.remotesDirs[0] ?? '';
    for (const name of ['favicon.ico', 'favicon.svg']) {
      copyFileSync(join(shellPublic, name), join(staticDir, name));
    }
    writeFileSync(join(staticDir, 'main.3f2a9c1b.js'), 'console.log("shell");');
    writeFileSync(join(staticDir, 'main.3f2a9c1b.js.map'), '{"version":3,"sources":["a.ts"]}');
    writeFileSync(join(staticDir, 'assets', 'main.3f2a9c1b.js.map'), '{"version":3}');
    writeFileSync(join(remoteDir, 'remoteEntry.js.map'), '{"version":3,"sources":["b.ts"]}');
    writeFileSync(join(remoteDir, '123.a1b2c3d4.js.map'), '{"version":3}');
    writeFileSync(join(remoteDir, 'mf-stats.json'), '{"id":"mf_demo"}');
    writeFileSync(join(staticDir, 'mf-stats.json'), '{"id":"shell"}');
    writeFileSync(join(staticDir, 'frames.json'), '{"css":"","routes":{}}');
    writeFileSync(join(remoteDir, 'frames.json'), '{"css":"","routes":{}}');
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves the committed favicon as an icon at /favicon.ico and as SVG at /favicon.svg', async () => {
    const ico = await fetch(`${server.baseUrl}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = Buffer.from(await ico.arrayBuffer());
    expect(bytes.equals(readFileSync(join(shellPublic, 'favicon.ico')))).toBe(true);
    // An ICO header (reserved 0, type 1) listing at least one image, the first one a PNG.
    expect(bytes.readUInt16LE(0)).toBe(0);
    expect(bytes.readUInt16LE(2)).toBe(1);
    expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
    const firstImage = bytes.readUInt32LE(6 + 12);
    expect(bytes.subarray(firstImage, firstImage + 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');

    const svg = await fetch(`${server.baseUrl}/favicon.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await svg.text()).toMatch(/^<svg /);
  });

  it("sends the build's Brotli copy of a file to browsers that accept it, cached like the file", async () => {
    const script = `console.log(${JSON.stringify('shell '.repeat(400))});`;
    writeFileSync(join(remoteDir, '456.b1c2d3e4.js'), script);
    writeFileSync(join(remoteDir, '456.b1c2d3e4.js.br'), brotliCompressSync(script));
    // Raw bytes: fetch would decode the body and hide which copy was sent.
    const get = (acceptEncoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const url = new URL(`${server.baseUrl}/remotes/mf-demo/456.b1c2d3e4.js`);
        httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      });
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': expect.stringMatching(/javascript/),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: expect.stringMatching(/accept-encoding/i),
      'access-control-allow-origin': '*',
    });
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    const identity = await get('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(script);
  });

  it('serves the bundles but answers 404 for their source maps, mf-stats.json and frames.json', async () => {
    expect((await fetch(`${server.baseUrl}/main.3f2a9c1b.js`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/remotes/mf-demo/remoteEntry.js`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/remotes/mf-demo/mf-manifest.json`)).status).toBe(200);
    for (const path of [
      '/main.3f2a9c1b.js.map',
      '/assets/main.3f2a9c1b.js.map',
      '/MAIN.3f2a9c1b.js.MAP',
      '/mf-stats.json',
      '/remotes/mf-demo/remoteEntry.js.map',
      '/remotes/mf-demo/123.a1b2c3d4.js.map',
      '/remotes/mf-demo/mf-stats.json',
      '/remotes/mf-demo/%6Df-stats.json',
      '/frames.json',
      '/remotes/mf-demo/frames.json',
    ]) {
      // A browser navigation must not get the SPA page for them either.
      for (const accept of ['*/*', 'text/html']) {
        const response = await fetch(`${server.baseUrl}${path}`, { headers: { accept } });
        expect({ path, accept, status: response.status }).toEqual({ path, accept, status: 404 });
        expect(await response.json()).toMatchObject({ success: false });
      }
    }
  });
});
