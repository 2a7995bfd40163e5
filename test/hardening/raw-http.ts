import http from 'node:http';

// One HTTP request to 127.0.0.1 that keeps the answer's bytes as sent (no decoding): the compression
// tests read Content-Encoding and decode themselves.

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
}

/** `acceptEncoding` null sends no Accept-Encoding at all. */
export function rawRequest(
  port: number,
  path: string,
  acceptEncoding: string | null,
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((ok, fail) => {
    const headers: Record<string, string> =
      acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
    const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (b: Buffer) => parts.push(b));
      res.on('end', () =>
        ok({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(parts) }),
      );
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}
