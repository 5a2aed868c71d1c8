// A small authoritative DNS server for tests: answers TXT questions from a table over UDP on
// loopback (NXDOMAIN for any other name). Imported by tests only.
import dgram from "node:dgram";

export interface TestDnsServer {
  /** "127.0.0.1:<port>", for SSO_DNS_SERVERS. */
  address: string;
  setTxt(name: string, values: string[]): void;
  stop(): Promise<void>;
}

function readName(message: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = offset;
  while (message[at]! !== 0) {
    const length = message[at]!;
    labels.push(message.subarray(at + 1, at + 1 + length).toString("ascii"));
    at += 1 + length;
  }
  return { name: labels.join(".").toLowerCase(), end: at + 1 };
}

function answer(query: Buffer, records: Map<string, string[]>): Buffer {
  const { name, end } = readName(query, 12);
  const type = query.readUInt16BE(end);
  const question = query.subarray(12, end + 4);
  const values = type === 16 ? records.get(name) : undefined;
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  // A response, recursion desired and available; NXDOMAIN when the table has no such name.
  header.writeUInt16BE(records.has(name) ? 0x8180 : 0x8183, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(values?.length ?? 0, 6);
  const answers = (values ?? []).map((value) => {
    const text = Buffer.from(value, "utf8");
    const rr = Buffer.alloc(12);
    rr.writeUInt16BE(0xc00c, 0); // the question's name
    rr.writeUInt16BE(16, 2); // TXT
    rr.writeUInt16BE(1, 4); // IN
    rr.writeUInt32BE(60, 6);
    rr.writeUInt16BE(text.length + 1, 10);
    return Buffer.concat([rr, Buffer.from([text.length]), text]);
  });
  return Buffer.concat([header, question, ...answers]);
}

export async function startTestDnsServer(port = 0): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  const socket = dgram.createSocket("udp4");
  socket.on("message", (message, peer) => {
    try {
      socket.send(answer(message, records), peer.port, peer.address);
    } catch {
      // A malformed question gets no answer, as from a real server.
    }
  });
  await new Promise<void>((resolve) => socket.bind(port, "127.0.0.1", resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    setTxt(name, values) {
      records.set(name.toLowerCase(), values);
    },
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
