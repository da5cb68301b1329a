// A real IMAP server on loopback: hoodiecrow-imap (a scriptable IMAP4rev1 server by imapflow's
// author), one user (testuser / testpass) whose mailboxes live in memory. A message is delivered
// into INBOX the way its own SMTP intake and the APPEND command do it (appendMessage); its flags are
// read back from the same store, so a test sees what a poll changed.
import { createRequire } from "node:module";
import type { AddressInfo, Server, Socket } from "node:net";

interface HoodiecrowMessage {
  uid: number;
  flags: string[];
  raw: string;
}

interface Hoodiecrow {
  server: Server;
  listen(port: number, host: string, callback: () => void): void;
  close(callback?: () => void): void;
  getMailbox(path: string): { messages: HoodiecrowMessage[] } | undefined;
  appendMessage(mailbox: string, flags: string[], internaldate: Date | undefined, raw: string): { message: HoodiecrowMessage };
}

// CommonJS without types; required rather than imported.
const hoodiecrow = createRequire(import.meta.url)("hoodiecrow-imap") as (options: object) => Hoodiecrow;

export interface ImapTestServer {
  /** imap://testuser:testpass@127.0.0.1:{port}/INBOX */
  url: string;
  /** Puts a message in INBOX (unread unless flags say otherwise); returns its UID. */
  deliver(raw: string, flags?: string[]): number;
  flags(uid: number): string[];
  unseen(): number[];
  /** Connections accepted so far. */
  connections(): number;
  /** Bytes the server has sent on all its connections so far. */
  bytesSent(): number;
  close(): Promise<void>;
}

export async function startImapTestServer(): Promise<ImapTestServer> {
  const server = hoodiecrow({
    plugins: ["ID", "ENABLE", "IDLE", "UNSELECT", "LITERALPLUS", "SPECIAL-USE", "UIDPLUS"],
    storage: { INBOX: { messages: [] }, "": { type: "personal", separator: "/", folders: {} } },
  });
  const sockets = new Set<Socket>();
  let connections = 0;
  server.server.on("connection", (socket: Socket) => {
    connections++;
    sockets.add(socket);
    // hoodiecrow writes a response in several small writes: with Nagle's algorithm each command
    // waited ~40 ms for the client's delayed ACK (a 200-message poll took 20 s instead of 1).
    socket.setNoDelay(true);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const inbox = () => server.getMailbox("INBOX")!.messages;
  const message = (uid: number) => {
    const found = inbox().find((m) => m.uid === uid);
    if (!found) throw new Error(`no message ${uid} in INBOX`);
    return found;
  };
  return {
    url: `imap://testuser:testpass@127.0.0.1:${port}/INBOX`,
    deliver: (raw, flags = []) => server.appendMessage("INBOX", flags, undefined, raw).message.uid,
    flags: (uid) => [...message(uid).flags],
    unseen: () =>
      inbox()
        .filter((m) => !m.flags.includes("\\Seen"))
        .map((m) => m.uid),
    connections: () => connections,
    bytesSent: () => [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0),
    close: () =>
      new Promise<void>((resolve) => {
        // A client a failed test left connected must not keep the server open.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
