// A real SMTP server on loopback for the tests: it keeps what it receives, or refuses every
// recipient naming the address as real servers do, or holds the first message until the test
// releases it (an e-mail in flight).
import { buffer } from "node:stream/consumers";

import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface MailServer {
  url: string;
  received: ParsedMail[];
  /** The same messages as they arrived, byte for byte (a DKIM signature covers those). */
  raw: Buffer[];
  /** The first message, as soon as it arrives (with `holdFirst`, before it is accepted). */
  first: Promise<ParsedMail>;
  /** Accepts the held first message. */
  release(): void;
  close(): Promise<void>;
}

export async function startMailServer({ refuse = false, holdFirst = false } = {}): Promise<MailServer> {
  const received: ParsedMail[] = [];
  const raw: Buffer[] = [];
  let release = () => {};
  const released = holdFirst ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  let arrived: (mail: ParsedMail) => void = () => {};
  const first = new Promise<ParsedMail>((resolve) => (arrived = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse) {
        const error = Object.assign(new Error(`5.1.1 <${address.address}>: Mailbox unavailable`), {
          responseCode: 550,
        });
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      buffer(stream)
        .then(async (message) => {
          const mail = await simpleParser(message);
          const isFirst = received.length === 0;
          received.push(mail);
          raw.push(message);
          if (isFirst) {
            arrived(mail);
            await released;
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    raw,
    first,
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
