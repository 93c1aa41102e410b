// Feeds into items (server/src/news/feed/) on feeds written here: RSS 2.0, Atom, RDF and JSON
// Feed normalised alike; HTML in titles; images and their alt text; relative links; Hindi in
// UTF-8, UTF-16 and a feed declared in another encoding; malformed XML and JSON, web pages and
// other non-feeds refused with messages an administrator can act on; a huge feed capped.
import {
  FEED_BODY_MAX,
  FEED_ITEMS_MAX,
  FEED_TITLE_MAX,
  FeedParseError,
  parseFeed,
} from '../src/news/feed';

const RSS_NS =
  'xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"';

function rss(
  items: string,
  channel = '<title>Sample News</title><link>https://news.example.org/</link>',
): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" ${RSS_NS}>
<channel>${channel}<description>Tests</description>
${items}
</channel>
</rss>`;
}

function parseError(body: string | Uint8Array): FeedParseError {
  try {
    parseFeed(body);
  } catch (error) {
    if (error instanceof FeedParseError) return error;
    throw error;
  }
  throw new Error('expected a FeedParseError');
}

describe('RSS 2.0', () => {
  const feed = parseFeed(
    Buffer.from(
      rss(`
<item>
  <title>&lt;b&gt;Budget&lt;/b&gt;   2025:  what &amp;amp; why</title>
  <link>/india/budget-2025?utm_source=rss</link>
  <guid isPermaLink="false">budget-2025</guid>
  <description>A short teaser.</description>
  <content:encoded><![CDATA[<p>The <b>full</b> story.</p><img src="/inline.jpg" alt="Inline">]]></content:encoded>
  <pubDate>Tue, 10 Jun 2025 10:00:00 IST</pubDate>
  <author>desk@news.example.org (News Desk)</author>
  <dc:creator>Asha Rao</dc:creator>
  <category>Economy</category>
  <category>economy</category>
  <category domain="tags">Budget</category>
  <media:content url="https://cdn.example.org/budget.jpg" medium="image">
    <media:description>The finance minister holding the budget folder</media:description>
  </media:content>
</item>
<item>
  <title>Only a description</title>
  <link>https://news.example.org/two</link>
  <description>&lt;p&gt;Escaped &lt;em&gt;HTML&lt;/em&gt; body&lt;/p&gt;</description>
  <enclosure url="/pictures/two.png" length="100" type="image/png"/>
  <pubDate>Mon, 09 Jun 2025 08:30:00 +0000</pubDate>
</item>
<item>
  <guid>https://news.example.org/three</guid>
  <description>No title, but a body.</description>
  <itunes:image href="https://cdn.example.org/three.jpg"/>
</item>
<item><title>  </title><description>   </description></item>
`),
    ),
  );

  it('reads the feed and keeps items with a title or a body', () => {
    expect(feed.format).toBe('rss');
    expect(feed.title).toBe('Sample News');
    expect(feed.link).toBe('https://news.example.org/');
    expect(feed.items).toHaveLength(3);
  });

  it('gives titles as plain text, HTML stripped and entities decoded', () => {
    expect(feed.items[0]!.title).toBe('Budget 2025: what & why');
    expect(feed.items[2]!.title).toBe('');
  });

  it('prefers content:encoded and keeps bodies raw for the cleaner', () => {
    expect(feed.items[0]!.html).toBe(
      '<p>The <b>full</b> story.</p><img src="/inline.jpg" alt="Inline">',
    );
    expect(feed.items[1]!.html).toBe('<p>Escaped <em>HTML</em> body</p>');
  });

  it('resolves relative links against the feed link and uses a permalink GUID as the link', () => {
    expect(feed.items[0]!.url).toBe('https://news.example.org/india/budget-2025?utm_source=rss');
    expect(feed.items[0]!.guid).toBe('budget-2025');
    expect(feed.items[2]!.url).toBe('https://news.example.org/three');
    expect(feed.items[2]!.guid).toBe('https://news.example.org/three');
  });

  it('reads dates, Indian Standard Time included', () => {
    expect(feed.items[0]!.published?.toISOString()).toBe('2025-06-10T04:30:00.000Z');
    expect(feed.items[1]!.published?.toISOString()).toBe('2025-06-09T08:30:00.000Z');
    expect(feed.items[2]!.published).toBeNull();
  });

  it('collects authors and categories without repeats', () => {
    expect(feed.items[0]!.authors).toEqual(['News Desk', 'Asha Rao']);
    expect(feed.items[0]!.categories).toEqual(['Economy', 'Budget']);
  });

  it('finds images with their alt text: media:content, an image enclosure, itunes:image', () => {
    expect(feed.items[0]!.image).toEqual({
      url: 'https://cdn.example.org/budget.jpg',
      alt: 'The finance minister holding the budget folder',
    });
    expect(feed.items[1]!.image).toEqual({
      url: 'https://news.example.org/pictures/two.png',
      alt: null,
    });
    expect(feed.items[2]!.image).toEqual({ url: 'https://cdn.example.org/three.jpg', alt: null });
  });
});

describe('images', () => {
  it('falls back to the first real image of the body, with its alt, resolved against the item', () => {
    const feed = parseFeed(
      rss(`<item><title>Pictures</title><link>https://news.example.org/a/b/story</link>
<description><![CDATA[<p>Text</p><img src="https://t.example/p.gif" width="1" height="1"><img src="data:image/gif;base64,R0lG" data-src="pics/real.jpg" alt="A flooded street in Patna">]]></description></item>`),
    );
    expect(feed.items[0]!.image).toEqual({
      url: 'https://news.example.org/a/b/pics/real.jpg',
      alt: 'A flooded street in Patna',
    });
  });

  it('takes media:thumbnail and the media:title as alt when there is no media:content', () => {
    const feed = parseFeed(
      rss(`<item><title>Thumb</title><media:title>Cricket at Eden Gardens</media:title>
<media:thumbnail url="https://cdn.example.org/thumb.jpg"/></item>`),
    );
    expect(feed.items[0]!.image).toEqual({
      url: 'https://cdn.example.org/thumb.jpg',
      alt: 'Cricket at Eden Gardens',
    });
  });

  it('only takes http(s) images', () => {
    const feed = parseFeed(
      rss(`<item><title>Bad pictures</title>
<media:content url="javascript:alert(1)" medium="image"/>
<enclosure url="ftp://files.example.org/a.jpg" type="image/jpeg" length="1"/>
<description><![CDATA[<img src="file:///etc/passwd">]]></description></item>`),
    );
    expect(feed.items[0]!.image).toBeNull();
  });

  it('ignores enclosures that are not images', () => {
    const feed = parseFeed(
      rss(
        `<item><title>Podcast</title><enclosure url="https://cdn.example.org/a.mp3" type="audio/mpeg" length="1"/></item>`,
      ),
    );
    expect(feed.items[0]!.image).toBeNull();
  });
});

describe('Atom', () => {
  const feed = parseFeed(`<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="html">City &lt;em&gt;Desk&lt;/em&gt;</title>
  <link href="https://city.example.org/"/>
  <link rel="self" href="https://city.example.org/atom.xml"/>
  <id>urn:city</id>
  <updated>2025-03-02T00:00:00Z</updated>
  <author><name>City Desk</name></author>
  <entry>
    <id>urn:city:1</id>
    <title type="html">Metro line &lt;i&gt;opens&lt;/i&gt;</title>
    <link rel="alternate" type="text/html" href="/metro"/>
    <link rel="enclosure" type="image/jpeg" href="https://city.example.org/metro.jpg" title="A train at the new station"/>
    <published>2025-03-01T09:00:00+05:30</published>
    <updated>2025-03-01T12:00:00+05:30</updated>
    <category term="transport" label="Transport"/>
    <summary>Short</summary>
    <content type="html">&lt;p&gt;The new metro line &lt;b&gt;opened&lt;/b&gt;.&lt;/p&gt;</content>
  </entry>
  <entry>
    <id>urn:city:2</id>
    <title>Rain &lt;&gt; heat</title>
    <updated>2025-03-02T07:00:00Z</updated>
    <author><name>Ravi Kumar</name></author>
    <category term="weather"/>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>XHTML <b>body</b></p></div></content>
  </entry>
  <entry>
    <id>urn:city:3</id>
    <title>Plain summary</title>
    <updated>2025-03-03T07:00:00Z</updated>
    <summary>5 &lt; 6 and
both are numbers

A second paragraph</summary>
  </entry>
</feed>`);

  it('reads entries with their titles, links, dates and authors', () => {
    expect(feed.format).toBe('atom');
    expect(feed.title).toBe('City Desk');
    expect(feed.items.map((item) => item.title)).toEqual([
      'Metro line opens',
      'Rain <> heat',
      'Plain summary',
    ]);
    expect(feed.items[0]!.url).toBe('https://city.example.org/metro');
    expect(feed.items[0]!.guid).toBe('urn:city:1');
    expect(feed.items[0]!.published?.toISOString()).toBe('2025-03-01T03:30:00.000Z');
    expect(feed.items[1]!.published?.toISOString()).toBe('2025-03-02T07:00:00.000Z');
    // An entry without an author has its feed's.
    expect(feed.items[0]!.authors).toEqual(['City Desk']);
    expect(feed.items[1]!.authors).toEqual(['Ravi Kumar']);
    expect(feed.items[0]!.categories).toEqual(['Transport']);
    expect(feed.items[1]!.categories).toEqual(['weather']);
  });

  it('takes html and xhtml content as HTML and escapes a text summary into paragraphs', () => {
    expect(feed.items[0]!.html).toBe('<p>The new metro line <b>opened</b>.</p>');
    expect(feed.items[1]!.html).toContain('<p>XHTML <b>body</b></p>');
    expect(feed.items[2]!.html).toBe(
      '<p>5 &#60; 6 and<br>both are numbers</p><p>A second paragraph</p>',
    );
  });

  it('takes an image enclosure link with its title as alt', () => {
    expect(feed.items[0]!.image).toEqual({
      url: 'https://city.example.org/metro.jpg',
      alt: 'A train at the new station',
    });
  });
});

describe('RDF (RSS 1.0)', () => {
  it('reads items, dc:date and dc:subject', () => {
    const feed = parseFeed(`<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
  xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel rdf:about="https://rdf.example.org/">
    <title>RDF News</title><link>https://rdf.example.org/</link><description>d</description>
  </channel>
  <item rdf:about="https://rdf.example.org/1">
    <title>Harvest report</title>
    <link>https://rdf.example.org/1</link>
    <description>Short</description>
    <content:encoded><![CDATA[<p>Farmers in <b>Punjab</b> report a good harvest.</p>]]></content:encoded>
    <dc:date>2025-02-02T06:00:00Z</dc:date>
    <dc:subject>Agriculture</dc:subject>
    <dc:creator>Meera Singh</dc:creator>
  </item>
</rdf:RDF>`);
    expect(feed.format).toBe('rdf');
    expect(feed.title).toBe('RDF News');
    expect(feed.items).toEqual([
      {
        guid: 'https://rdf.example.org/1',
        url: 'https://rdf.example.org/1',
        title: 'Harvest report',
        html: '<p>Farmers in <b>Punjab</b> report a good harvest.</p>',
        published: new Date('2025-02-02T06:00:00Z'),
        authors: ['Meera Singh'],
        categories: ['Agriculture'],
        image: null,
      },
    ]);
  });
});

describe('JSON Feed', () => {
  const feed = parseFeed(
    JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'JSON News',
      home_page_url: 'https://json.example.org/',
      authors: [{ name: 'JSON Desk' }],
      items: [
        {
          id: 'j1',
          url: '/stories/j1',
          title: 'Solar parks <and> villages',
          content_html: '<p>Solar <b>parks</b>.</p>',
          image: '/img/j1.jpg',
          date_published: '2025-04-01T10:00:00+05:30',
          tags: ['Energy', 'Villages'],
          authors: [{ name: 'Kiran' }],
        },
        {
          id: 'j2',
          title: 'Text only',
          content_text: 'Line one\nline two\n\nSecond <paragraph>',
          banner_image: 'https://json.example.org/banner.jpg',
          date_modified: '2025-04-02T10:00:00Z',
        },
        { id: 'j3' },
      ],
    }),
  );

  it('reads items, keeps plain-text titles as they are and escapes content_text', () => {
    expect(feed.format).toBe('json');
    expect(feed.title).toBe('JSON News');
    expect(feed.items).toHaveLength(2);
    const [first, second] = feed.items;
    expect(first!.title).toBe('Solar parks <and> villages');
    expect(first!.url).toBe('https://json.example.org/stories/j1');
    expect(first!.html).toBe('<p>Solar <b>parks</b>.</p>');
    expect(first!.image).toEqual({ url: 'https://json.example.org/img/j1.jpg', alt: null });
    expect(first!.categories).toEqual(['Energy', 'Villages']);
    expect(first!.authors).toEqual(['Kiran']);
    expect(first!.published?.toISOString()).toBe('2025-04-01T04:30:00.000Z');
    expect(second!.html).toBe('<p>Line one<br>line two</p><p>Second &#60;paragraph&#62;</p>');
    expect(second!.image?.url).toBe('https://json.example.org/banner.jpg');
    expect(second!.authors).toEqual(['JSON Desk']);
    expect(second!.url).toBeNull();
  });

  it("takes the image's alt text from the same picture in the body", () => {
    const described = parseFeed(
      JSON.stringify({
        version: 'https://jsonfeed.org/version/1.1',
        title: 'JSON News',
        home_page_url: 'https://json.example.org/',
        items: [
          {
            id: 'd1',
            title: 'Described',
            image: 'https://json.example.org/img/d1.png',
            content_html:
              '<figure><img src="/img/d1.png" alt="A ramp beside steps"></figure><p>Text.</p>',
          },
          {
            id: 'd2',
            title: 'Another picture in the body',
            image: 'https://json.example.org/img/d2.png',
            content_html: '<p><img src="/img/other.png" alt="Something else"> Text.</p>',
          },
        ],
      }),
    );
    expect(described.items[0]!.image).toEqual({
      url: 'https://json.example.org/img/d1.png',
      alt: 'A ramp beside steps',
    });
    expect(described.items[1]!.image).toEqual({
      url: 'https://json.example.org/img/d2.png',
      alt: null,
    });
  });
});

describe('relative links without a feed link', () => {
  it('resolves them against the address the feed was fetched from', () => {
    const feed = parseFeed(
      rss('<item><title>A</title><link>story/1</link></item>', '<title>No link</title>'),
      {
        baseUrl: 'https://host.example.org/feeds/rss.xml',
      },
    );
    expect(feed.link).toBeNull();
    expect(feed.items[0]!.url).toBe('https://host.example.org/feeds/story/1');
  });

  it('leaves a link it cannot make absolute, or one that is not http(s), as null', () => {
    const feed = parseFeed(
      rss(
        '<item><title>A</title><link>story/1</link></item><item><title>B</title><link>javascript:alert(1)</link></item>',
        '<title>No link</title>',
      ),
    );
    expect(feed.items.map((item) => item.url)).toEqual([null, null]);
  });
});

describe('Hindi and character encodings', () => {
  const hindiItem =
    '<item><title>मानसून ने केरल में दस्तक दी</title><link>https://hindi.example.org/1</link><description>&lt;p&gt;मौसम विभाग ने कहा कि मानसून समय से पहले आया।&lt;/p&gt;</description></item>';

  it('reads Hindi in UTF-8, with or without a byte order mark', () => {
    for (const prefix of [Buffer.alloc(0), Buffer.from([0xef, 0xbb, 0xbf])]) {
      const feed = parseFeed(Buffer.concat([prefix, Buffer.from(rss(hindiItem))]));
      expect(feed.items[0]!.title).toBe('मानसून ने केरल में दस्तक दी');
      expect(feed.items[0]!.html).toBe('<p>मौसम विभाग ने कहा कि मानसून समय से पहले आया।</p>');
    }
  });

  it('reads Hindi in UTF-16 (little- and big-endian, by the byte order mark)', () => {
    const text = rss(hindiItem).replace('encoding="UTF-8"', 'encoding="UTF-16"');
    const little = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const big = Buffer.from(little);
    big.swap16();
    for (const bytes of [little, big]) {
      expect(parseFeed(bytes).items[0]!.title).toBe('मानसून ने केरल में दस्तक दी');
    }
  });

  it('honours the XML declaration of a feed in another encoding', () => {
    const text = rss('<item><title>Café résumé – “quoted”</title></item>').replace(
      'encoding="UTF-8"',
      'encoding="windows-1252"',
    );
    const bytes = Buffer.from(
      [...text].map((c) => ({ é: 0xe9, '–': 0x96, '“': 0x93, '”': 0x94 })[c] ?? c.charCodeAt(0)),
    );
    expect(parseFeed(bytes).items[0]!.title).toBe('Café résumé – “quoted”');
  });

  it('uses the HTTP charset when the bytes do not say', () => {
    const text =
      '<rss version="2.0"><channel><title>T</title><item><title>Señor</title></item></channel></rss>';
    expect(parseFeed(Buffer.from(text, 'latin1'), { charset: 'iso-8859-1' }).items[0]!.title).toBe(
      'Señor',
    );
  });

  it('refuses an encoding it cannot read, saying which', () => {
    const text = rss('<item><title>x</title></item>').replace(
      'encoding="UTF-8"',
      'encoding="x-klingon"',
    );
    expect(parseError(Buffer.from(text)).message).toMatch(/"x-klingon" character encoding/);
  });
});

describe('what is not a feed, or not a well-formed one', () => {
  it('says where the XML is malformed', () => {
    const crossed = rss('<item><title>One</title><link>https://a.example/1</link>\n</itemz>');
    expect(parseError(crossed).message).toMatch(
      /^The feed's XML is malformed: the element <item> opened on line \d+ is not closed before line \d+\.$/,
    );
    const cut =
      '<?xml version="1.0"?>\n<rss version="2.0">\n<channel><title>T</title>\n<item><title>One</title><description>Cut sh';
    expect(parseError(cut).message).toBe(
      "The feed's XML is malformed: the element <description> opened on line 4 is never closed (the feed may be cut short).",
    );
  });

  it('accepts unescaped HTML inside titles and descriptions, as real feeds have it', () => {
    const feed = parseFeed(
      rss(`<item><title>Rain <b>today</b></title><description><p>Heavy rain<br>in <i>Chennai</i> <img src="/r.jpg"></p></description></item>
<item><title>Two</title><content:encoded><![CDATA[<p>Has </description> inside</p>]]></content:encoded></item>`),
    );
    expect(feed.items.map((item) => item.title)).toEqual(['Rain today', 'Two']);
    expect(feed.items[0]!.html).toBe('<p>Heavy rain<br>in <i>Chennai</i> <img src="/r.jpg"></p>');
    expect(feed.items[1]!.html).toBe('<p>Has </description> inside</p>');
  });

  it('says when JSON is malformed', () => {
    expect(
      parseError('{"version": "https://jsonfeed.org/version/1.1", "items": [').message,
    ).toMatch(/^The feed's JSON is malformed: /);
  });

  it('recognises a web page', () => {
    expect(
      parseError(
        '<!DOCTYPE html><html><head><title>Home</title></head><body><p>Hi</p></body></html>',
      ).message,
    ).toBe('This is a web page, not an RSS, Atom or JSON feed; the feed may be linked from it.');
  });

  it('refuses other XML, other JSON, plain text and nothing', () => {
    expect(parseError('<?xml version="1.0"?><note><to>A</to></note>').message).toBe(
      'This is not an RSS, Atom or JSON feed.',
    );
    expect(parseError('{"title": "not a feed"}').message).toBe(
      'This is not an RSS, Atom or JSON feed.',
    );
    expect(parseError('just some words').message).toBe('This is not an RSS, Atom or JSON feed.');
    expect(parseError(new Uint8Array(0)).message).toBe('The feed is empty.');
  });

  it('does not expand entities from a DOCTYPE (no billion laughs)', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>
<rss version="2.0"><channel><title>T</title><item><title>&c;</title></item></channel></rss>`;
    const feed = parseFeed(laughs);
    expect(feed.items[0]!.title.length).toBeLessThan(20);
  });
});

describe('limits', () => {
  it(
    'keeps the newest items of a huge feed, in the feed order',
    () => {
      const start = Date.UTC(2025, 0, 1);
      // Written oldest first, so the newest are at the end.
      const items = Array.from(
        { length: 5000 },
        (_, i) =>
          `<item><title>Story ${i}</title><guid>g${i}</guid><pubDate>${new Date(start + i * 60_000).toUTCString()}</pubDate><description>&lt;p&gt;Body ${i} with a few words in it.&lt;/p&gt;</description></item>`,
      ).join('\n');
      const feed = parseFeed(Buffer.from(rss(items)));
      expect(feed.items).toHaveLength(FEED_ITEMS_MAX);
      expect(feed.items[0]!.guid).toBe(`g${5000 - FEED_ITEMS_MAX}`);
      expect(feed.items.at(-1)!.guid).toBe('g4999');
    },
    // A generous bound: the parse takes well under a second; a quadratic slip would not.
    15_000,
  );

  it('caps titles and bodies', () => {
    const feed = parseFeed(
      rss(
        `<item><title>${'t'.repeat(FEED_TITLE_MAX + 100)}</title><description>${'b'.repeat(FEED_BODY_MAX + 100)}</description></item>`,
      ),
    );
    expect(feed.items[0]!.title).toHaveLength(FEED_TITLE_MAX);
    expect(feed.items[0]!.html).toHaveLength(FEED_BODY_MAX);
  });
});
