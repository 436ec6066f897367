// A minimal keep-alive HTTP/1.1 client for load generators that share the machine with what
// they measure: requests are written as one buffer each and answers are read by Content-Length,
// with no header objects, streams or promises per chunk. On the seamless-wallet bench it takes
// about half the CPU per call of undici (docs/benchmarks.md), which leaves that much more of the
// two cores to the server and PostgreSQL, as pgbench's own C client does.
// Answers must carry Content-Length (Fastify's do); anything else fails the request.
import net from 'node:net';

const HEAD_END = Buffer.from('\r\n\r\n');

class Connection {
  constructor(host, port, onIdle) {
    this.host = host;
    this.port = port;
    this.onIdle = onIdle;
    this.socket = null;
    this.pending = null;
    this.buffer = null;
  }

  send(request, done) {
    this.pending = done;
    this.buffer = null;
    if (!this.socket) this.open();
    this.socket.write(request);
  }

  open() {
    const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
    socket.on('data', (chunk) => this.read(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => {
      if (this.socket === socket) this.socket = null;
      this.fail(new Error('connection closed before the answer'));
    });
    this.socket = socket;
  }

  read(chunk) {
    this.buffer = this.buffer ? Buffer.concat([this.buffer, chunk]) : chunk;
    const headEnd = this.buffer.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = this.buffer.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) {
      this.fail(new Error(`answer without Content-Length: ${head.split('\r\n')[0]}`));
      this.socket?.destroy();
      return;
    }
    const end = headEnd + 4 + Number(length[1]);
    if (this.buffer.length < end) return;
    const status = Number(head.slice(9, 12));
    const body = this.buffer.toString('utf8', headEnd + 4, end);
    const close = /\r\nconnection: *close/i.test(head);
    this.buffer = null;
    const done = this.pending;
    this.pending = null;
    if (close) {
      this.socket?.destroy();
      this.socket = null;
    }
    done(null, { status, body });
    this.onIdle(this);
  }

  fail(error) {
    const done = this.pending;
    this.pending = null;
    this.buffer = null;
    if (done) {
      done(error);
      this.onIdle(this);
    }
  }

  close() {
    this.socket?.destroy();
    this.socket = null;
  }
}

/** Up to `connections` keep-alive connections to host:port; requests beyond them wait in line. */
export function createRawHttpPool({ host = '127.0.0.1', port, connections }) {
  const idle = [];
  const waiting = [];
  const all = [];
  const release = (connection) => {
    const next = waiting.shift();
    if (next) connection.send(next.request, next.done);
    else idle.push(connection);
  };
  for (let i = 0; i < connections; i++) {
    const connection = new Connection(host, port, release);
    all.push(connection);
    idle.push(connection);
  }
  return {
    /** POSTs a JSON body with the given extra headers; resolves to { status, body }. */
    post(path, headers, body) {
      let text = `POST ${path} HTTP/1.1\r\nhost: ${host}:${port}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
      for (const [name, value] of Object.entries(headers)) text += `${name}: ${value}\r\n`;
      const request = Buffer.from(`${text}\r\n${body}`);
      return new Promise((resolve, reject) => {
        const done = (error, answer) => (error ? reject(error) : resolve(answer));
        const connection = idle.pop();
        if (connection) connection.send(request, done);
        else waiting.push({ request, done });
      });
    },
    close() {
      for (const connection of all) connection.close();
    },
  };
}
