// A reply's Markdown as HTML people can use: links only to http, https, irc, ircs, mailto and
// xmpp addresses (and this portal's own pages), opening in a new tab that says so; raw HTML and
// images dropped; headings shown as bold lines so replies never break the page's outline; wide
// tables and code in regions that scroll by keyboard.
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { ct } from './messages';

const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp):/i;

/** The address kept for a link, or '' to show its text without a link. */
export function safeChatUrl(url: string): string {
  const address = url.trim();
  // A scheme is letters before a colon that comes before any / ? or #.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(address);
  if (scheme) return SAFE_PROTOCOL.test(address) ? address : '';
  // A path of this portal ("/docaccess"), not a protocol-relative address to another host.
  return address.startsWith('/') && !address.startsWith('//') ? address : '';
}

function BoldLine({ children }: { children?: ReactNode }) {
  return (
    <p>
      <strong>{children}</strong>
    </p>
  );
}

const components: Components = {
  a({ href, children }) {
    if (!href) return <span>{children}</span>;
    const outside = /^https?:/i.test(href);
    return outside ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="nc-visually-hidden"> {ct('opensNewTab')}</span>
      </a>
    ) : (
      <a href={href}>{children}</a>
    );
  },
  // Remote images would be fetched from anywhere; their description is what is kept.
  img({ alt }) {
    return alt ? <span>{alt}</span> : null;
  },
  h1: BoldLine,
  h2: BoldLine,
  h3: BoldLine,
  h4: BoldLine,
  h5: BoldLine,
  h6: BoldLine,
  table({ children }) {
    return (
      // A focusable region so a keyboard can scroll a table wider than the bubble.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      <div className="nc-chat__scroll" role="region" aria-label={ct('table')} tabIndex={0}>
        <table>{children}</table>
      </div>
    );
  },
  pre({ children }) {
    return (
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      <div className="nc-chat__scroll" role="region" aria-label={ct('code')} tabIndex={0}>
        <pre>{children}</pre>
      </div>
    );
  },
};

export default function ChatMarkdown({ text }: { text: string }) {
  return (
    <Markdown
      remarkPlugins={[remarkGfm]}
      skipHtml
      urlTransform={safeChatUrl}
      components={components}
    >
      {text}
    </Markdown>
  );
}
