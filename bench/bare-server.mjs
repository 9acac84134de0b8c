// The floor: a bare Node http server answering fixed bytes (run as its own process).
import http from 'node:http';

const routes = new Map();
process.on('message', (msg) => {
  if (msg.type === 'routes') {
    for (const r of msg.routes)
      routes.set(r.path, {
        body: Buffer.from(r.body, 'base64'),
        etag: r.etag,
        type: r.type ?? 'application/json; charset=utf-8',
      });
    process.send({ type: 'ready' });
  }
});
const server = http.createServer((req, res) => {
  const route = routes.get(req.url);
  if (!route) {
    res.statusCode = 404;
    return res.end();
  }
  res.setHeader('Content-Type', route.type);
  res.setHeader('ETag', route.etag);
  res.setHeader('Content-Length', route.body.length);
  res.end(route.body);
});
server.listen(0, '127.0.0.1', () =>
  process.send({ type: 'listening', port: server.address().port }),
);
