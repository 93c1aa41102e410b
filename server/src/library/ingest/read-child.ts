// The book reader's own process (started by read-process.ts): unpacks and parses one book, sends
// the chapters back and exits. An archive or document that needs gigabytes ends this process,
// never the server.
import type { IngestReason, ReadBook } from './model';
import { IngestError } from './model';
import { checkedText, readBookSource, type ReadOptions } from './read';

export type ReaderRequest = {
  type: 'read';
  input: string;
  options: Omit<ReadOptions, 'signal'>;
};
export type ReaderReply =
  | { type: 'read'; book: ReadBook }
  | { type: 'refused'; reason: IngestReason; params: Record<string, string | number> }
  | { type: 'failed'; message: string };

function reply(message: ReaderReply): void {
  if (!process.send) process.exit(1);
  process.send(message, undefined, {}, () => process.exit(0));
}

// The server went away: nothing waits for the book.
process.on('disconnect', () => process.exit(0));

process.once('message', (message: ReaderRequest) => {
  if (message?.type !== 'read') return;
  const controller = new AbortController();
  void readBookSource(message.input, { ...message.options, signal: controller.signal })
    .then((book) => {
      // Refused here, before a book past the limits is copied to the server.
      checkedText(book);
      reply({ type: 'read', book });
    })
    .catch((error: unknown) => {
      if (error instanceof IngestError)
        reply({ type: 'refused', reason: error.reason, params: error.params });
      else
        reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    });
});
