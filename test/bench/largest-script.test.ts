import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largestScript } from '@/bench/http-server';

// The bench's static-asset case picks the largest script a page loads, by its file in the build.

let root: string;
let server: http.Server;
let port = 0;
let page = '';

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'praca-bench-'));
  fs.mkdirSync(path.join(root, '.next/static/chunks'), { recursive: true });
  fs.writeFileSync(path.join(root, '.next/static/chunks/small.js'), 'a'.repeat(10));
  fs.writeFileSync(path.join(root, '.next/static/chunks/large.js'), 'a'.repeat(1000));
  fs.writeFileSync(path.join(root, '.next/static/chunks/middle.js'), 'a'.repeat(100));
  server = http.createServer((req, res) => {
    expect(req.headers.host).toBe('demo.localhost');
    res.setHeader('Content-Type', 'text/html');
    res.end(page);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('largestScript (bench/http-server.ts)', () => {
  it("answers the path of the page's largest script in the build", async () => {
    page = `<html><head><script src="/_next/static/chunks/small.js" async=""></script>
      <script id="x" src="/_next/static/chunks/large.js?dpl=1" async=""></script>
      <script src="/_next/static/chunks/middle.js"></script><script>self.__next_f=[]</script></head></html>`;
    // a query string is not part of the file's name, and that script is left out
    expect(await largestScript(root, port, 'demo.localhost')).toBe('/_next/static/chunks/middle.js');
    page = page.replace('large.js?dpl=1', 'large.js');
    expect(await largestScript(root, port, 'demo.localhost')).toBe('/_next/static/chunks/large.js');
  });

  it('throws for a page that loads no script of the build', async () => {
    page = '<html><script src="https://cdn.example/x.js"></script></html>';
    await expect(largestScript(root, port, 'demo.localhost')).rejects.toThrow('loads no script');
  });
});
