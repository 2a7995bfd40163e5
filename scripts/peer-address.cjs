// Preloaded into the Next server by scripts/start.mjs (`--require`, through NODE_OPTIONS so any
// child process gets it too). Next's route handlers never see the TCP peer's address, and the
// X-Forwarded-For that Next adds keeps any value the client sent. So, for every incoming request,
// this replaces any client-sent `x-praca-peer` with "<token> <socket address>", where the token is a
// per-start secret in PRACA_PEER_TOKEN: lib/server/route.ts trusts the header only when the token
// matches, so a client cannot forge it and a server started without this preload ignores it
// (decision 65).
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload (node --require)
const http = require('node:http');

const token = process.env.PRACA_PEER_TOKEN;
if (token && !http.Server.prototype.__pracaPeer) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.__pracaPeer = true;
  http.Server.prototype.emit = function (event, req) {
    if (event === 'request' && req && req.headers) {
      const address = req.socket && req.socket.remoteAddress;
      if (address) req.headers['x-praca-peer'] = `${token} ${address}`;
      else delete req.headers['x-praca-peer'];
    }
    return emit.apply(this, arguments);
  };
}
