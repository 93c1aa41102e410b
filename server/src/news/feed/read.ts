// A feed's text read by feedsmith, whatever the format, or refused with a message an administrator
// can act on (not a feed, a web page, malformed JSON or XML).
import {
  DetectError,
  detectAtomFeed,
  detectJsonFeed,
  detectRdfFeed,
  detectRssFeed,
  parseFeed as parseAnyFeed,
  type AnyFeed,
} from 'feedsmith';
import { FeedParseError } from './model';
import { checkStructure } from './structure';

const NOT_A_FEED = 'This is not an RSS, Atom or JSON feed.';

export function readFeed(text: string): AnyFeed {
  const start = text.trimStart();
  if (!start) throw new FeedParseError('The feed is empty.');
  if (start.startsWith('{') || start.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(start);
    } catch (error) {
      throw new FeedParseError(`The feed's JSON is malformed: ${(error as Error).message}.`);
    }
    if (!detectJsonFeed(json)) throw new FeedParseError(NOT_A_FEED);
    return parseOrExplain(json);
  }
  if (!start.startsWith('<')) throw new FeedParseError(NOT_A_FEED);
  if (!detectRssFeed(start) && !detectAtomFeed(start) && !detectRdfFeed(start)) {
    throw new FeedParseError(
      /^(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>])/i.test(start)
        ? 'This is a web page, not an RSS, Atom or JSON feed; the feed may be linked from it.'
        : NOT_A_FEED,
    );
  }
  // The whole text, so the lines in messages are the feed's own.
  checkStructure(text);
  return parseOrExplain(text);
}

function parseOrExplain(value: unknown): AnyFeed {
  try {
    return parseAnyFeed(value);
  } catch (error) {
    if (error instanceof DetectError) throw new FeedParseError(NOT_A_FEED);
    throw new FeedParseError(`The feed could not be read: ${(error as Error).message}.`);
  }
}
