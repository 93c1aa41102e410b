// Reads a server-sent-event stream (the assistants' replies) for api.stream: each event's JSON
// data to the caller as it arrives. Loaded with the first stream, not with the first page.
import { createParser } from 'eventsource-parser';
import { ApiError, isAbortError, type StreamOptions } from './api-client';
import { t } from './messages';

export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  { signal, onEvent }: StreamOptions,
): Promise<void> {
  let malformed: Error | null = null;
  const parser = createParser({
    onEvent: ({ event, data }) => {
      try {
        onEvent({ event: event ?? 'message', data: JSON.parse(data) as unknown });
      } catch (error) {
        malformed ??= error instanceof Error ? error : new Error(String(error));
      }
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      if (malformed) throw malformed;
    }
  } catch (error) {
    if (signal?.aborted) throw isAbortError(error) ? error : (signal.reason as unknown);
    if (isAbortError(error)) throw error;
    if (error === malformed) throw new ApiError(0, t('unexpectedError'));
    throw new ApiError(0, t('networkError'));
  } finally {
    reader.releaseLock();
  }
}
