// Article bodies made safe and clean (server/src/news/clean/): the safe subset of HTML, scripts
// and handlers and javascript: links gone, relative links resolved; the spec's promo lines ("Also
// read", "Read more", "यह भी पढ़ें", …) removed in English and Hindi while ordinary prose that
// mentions reading stays; the plain-text form; canonical URLs for deduplication; excerpts.
import { canonicalUrl, cleanArticle, excerpt, htmlToText } from '../src/news/clean';

const BASE = 'https://news.example.org/india/story-1';

function clean(html: string, base: string | null = BASE) {
  return cleanArticle(html, base);
}

describe('sanitising', () => {
  it('removes scripts, styles, embeds, forms, handlers, style attributes and javascript: links', () => {
    const { html, text } = clean(`
      <script>alert(1)</script><style>p { color: red }</style>
      <p onclick="steal()" style="color:red" class="lead" id="x">Safe <b onmouseover="x()">text</b></p>
      <img src="https://cdn.example.org/a.jpg" onerror="alert(2)" alt="A picture">
      <a href="javascript:alert(3)">bad link</a> <a href="JaVaScRiPt&colon;alert(4)">also bad</a>
      <a href=" java&#x09;script:alert(5)">tabbed</a>
      <iframe src="https://evil.example/"></iframe><object data="x.swf"></object><embed src="y">
      <form action="/steal"><input name="q"><button>Go</button></form>
      <svg><script>alert(6)</script></svg><math><mi>x</mi></math>
      <p>After <xmp><script>alert(7)</script></xmp></p>
      <noscript><img src="https://t.example/pixel.gif"></noscript>
      <!-- a comment -->`);
    expect(html).not.toMatch(
      /script|style=|onclick|onerror|onmouseover|javascript|iframe|object|embed|form|input|button|svg|math|xmp|class=|id=|<!--|alert/i,
    );
    expect(html).toContain('<p>Safe <b>text</b></p>');
    expect(html).toContain('<img src="https://cdn.example.org/a.jpg" alt="A picture" />');
    expect(html).toContain('bad link');
    expect(text).not.toMatch(/alert|color/);
  });

  it('keeps the safe subset: paragraphs, emphasis, lists, quotes, headings, figures, tables, code', () => {
    const input =
      '<h2>Heading</h2><h3>Sub</h3><h4>Small</h4><p>A <strong>strong</strong> <em>em</em> <b>b</b> <i>i</i><br>line</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
      '<figure><img src="https://cdn.example.org/f.jpg" alt="Fig"><figcaption>Caption</figcaption></figure>' +
      '<table><thead><tr><th colspan="2" scope="col">Head</th></tr></thead><tbody><tr><td rowspan="1">1</td><td>2</td></tr></tbody></table>' +
      '<pre><code>let x = 1;</code></pre>';
    const { html } = clean(input);
    expect(html).toBe(
      '<h2>Heading</h2><h3>Sub</h3><h4>Small</h4><p>A <strong>strong</strong> <em>em</em> <b>b</b> <i>i</i><br />line</p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>quote</p></blockquote>' +
        '<figure><img src="https://cdn.example.org/f.jpg" alt="Fig" /><figcaption>Caption</figcaption></figure>' +
        '<table><thead><tr><th colspan="2" scope="col">Head</th></tr></thead><tbody><tr><td rowspan="1">1</td><td>2</td></tr></tbody></table>' +
        '<pre><code>let x = 1;</code></pre>',
    );
  });

  it('turns h1 into h2 and h5/h6 into h4, and drops other tags but keeps their words', () => {
    const { html } = clean(
      '<h1>Top</h1><h5>Five</h5><h6>Six</h6><p><span>in</span> <u>under</u> <font color="red">font</font></p>',
    );
    expect(html).toBe('<h2>Top</h2><h4>Five</h4><h4>Six</h4><p>in under font</p>');
  });

  it('resolves relative links and images, sets rel and drops target', () => {
    const { html } = clean(
      '<p><a href="../world/2" target="_blank">World</a> <a href="mailto:desk@news.example.org">Mail</a> <img src="/pics/a.jpg"></p>',
    );
    expect(html).toBe(
      '<p><a href="https://news.example.org/world/2" rel="noopener noreferrer">World</a> ' +
        '<a href="mailto:desk@news.example.org" rel="noopener noreferrer">Mail</a> ' +
        '<img src="https://news.example.org/pics/a.jpg" alt="" /></p>',
    );
  });

  it('keeps the words of links it cannot resolve, and drops images without a web address', () => {
    const { html } = clean(
      '<p><a href="/relative">Words</a> <img src="/x.jpg"> <img src="data:image/png;base64,AA"></p>',
      null,
    );
    expect(html).toBe('<p>Words</p>');
  });

  it('takes the real address of lazy-loaded images and drops tracking pixels', () => {
    const { html } = clean(
      '<p>Text</p><img src="data:image/gif;base64,R0lG" data-src="/real.jpg" alt="Real"><img src="https://t.example/p.gif" width="1" height="1">',
    );
    expect(html).toBe(
      '<p>Text</p><p><img src="https://news.example.org/real.jpg" alt="Real" /></p>',
    );
  });

  it('makes inline-only <div>s paragraphs so their lines stay apart', () => {
    const { html, text } = clean('<div>First</div><div>Second</div><div><p>Inner</p></div>');
    expect(html).toBe('<p>First</p><p>Second</p><p>Inner</p>');
    expect(text).toBe('First\n\nSecond\n\nInner');
  });

  it('keeps the words of containers that mix text and blocks apart', () => {
    const { html, text } = clean(
      '<div>A<p>x</p>B</div><div>C<p>y</p></div><section><span>s</span> <font>f</font></section><dl><dt>Term</dt><dd>Meaning</dd></dl>',
    );
    expect(html).toBe(
      '<p>A</p><p>x</p><p>B</p><p>C</p><p>y</p><p>s f</p><p>Term</p><p>Meaning</p>',
    );
    expect(text).toBe('A\n\nx\n\nB\n\nC\n\ny\n\ns f\n\nTerm\n\nMeaning');
  });

  it('gathers text and inline elements at the top level into paragraphs', () => {
    const { html, text } = clean(
      'Just text <b>bold</b><p>Para</p> tail <img src="/i.jpg" alt="I"> ',
    );
    expect(html).toBe(
      '<p>Just text <b>bold</b></p><p>Para</p><p>tail <img src="https://news.example.org/i.jpg" alt="I" /></p>',
    );
    expect(text).toBe('Just text bold\n\nPara\n\ntail');
  });

  it('removes empty paragraphs and list items, and stray line breaks at their edges', () => {
    const { html } = clean(
      '<p> </p><p>&nbsp;</p><p><br></p><p><span></span></p><ul><li></li></ul><p><br>Kept<br></p><p><iframe></iframe></p>',
    );
    expect(html).toBe('<p>Kept</p>');
  });
});

describe('promo lines', () => {
  const prose = '<p>The council met on Monday to discuss the new bus routes.</p>';
  const after = '<p>Work starts next month.</p>';
  const kept =
    '<p>The council met on Monday to discuss the new bus routes.</p><p>Work starts next month.</p>';

  const promos: Record<string, string> = {
    'Also read with a colon and a link':
      '<p>Also read: <a href="/other">Metro fares to rise</a></p>',
    'ALSO READ in bold with a separator':
      '<p><strong>ALSO READ |</strong> <a href="/x">Rains lash Mumbai</a></p>',
    'Also Read without a colon, the title a link':
      '<p>Also Read <a href="/x">Rains lash Mumbai</a></p>',
    'Read more alone': '<p>Read more</p>',
    'Read more with an arrow': '<p><a href="/x">Read more »</a></p>',
    'Read more with a link title': '<p>Read more: <a href="/x">Full budget coverage</a></p>',
    'Read more then the link title, no colon':
      '<p>Read more <a href="/x">Full budget coverage</a></p>',
    'Read it here': '<p>Read it here</p>',
    'Read it here with a link': '<p><em>Read it here:</em> <a href="/x">the report</a></p>',
    'Click here to read': '<p>Click here to read the full report</p>',
    'Click here to read as a link': '<p><a href="/x">Click here to read more</a></p>',
    'Read the full story': '<p>Read the full story</p>',
    'Read the full story with a link': '<p>Read the full story on <a href="/x">our site</a></p>',
    'a list item': '<ul><li>Also read: <a href="/x">One</a></li></ul>',
    'यह भी पढ़ें': '<p>यह भी पढ़ें: <a href="/h">बिहार में बाढ़</a></p>',
    'ये भी पढ़ें': '<p><strong>ये भी पढ़ें-</strong> <a href="/h">दिल्ली में बारिश</a></p>',
    'ये भी पढ़ें (nukta as two code points)': '<p>ये भी पढ़ें <a href="/h">दिल्ली में बारिश</a></p>',
    'और पढ़ें': '<p>और पढ़ें</p>',
    'और पढ़ें with a link': '<p>और पढ़ें: <a href="/h">चुनाव के नतीजे</a></p>',
    'पूरी खबर पढ़ें': '<p><a href="/h">पूरी खबर पढ़ें</a></p>',
    'पूरी ख़बर यहां पढ़ें': '<p>पूरी ख़बर यहां पढ़ें</p>',
    'यहाँ पढ़ें': '<p>यहाँ पढ़ें</p>',
    'यहां पढ़ें with a link': '<p>यहां पढ़ें: <a href="/h">पूरी रिपोर्ट</a></p>',
    'इसे भी पढ़ें': '<p>इसे भी पढ़ें: <a href="/h">किसानों की मांग</a></p>',
    'क्लिक करके पढ़ें': '<p>क्लिक करके पढ़ें पूरी खबर</p>',
  };

  it.each(Object.entries(promos))('removes %s', (_name, promo) => {
    const { html, text } = clean(prose + promo + after);
    expect(html).toBe(kept);
    expect(text).toBe(
      'The council met on Monday to discuss the new bus routes.\n\nWork starts next month.',
    );
  });

  it('removes promo lines between line breaks, in divs and at the top level', () => {
    expect(clean('<p>First line<br>Also read: <a href="/x">Other</a><br>Last line</p>').html).toBe(
      '<p>First line<br />Last line</p>',
    );
    expect(clean('<div>First line<br>और पढ़ें<br>Last line</div>').html).toBe(
      '<p>First line<br />Last line</p>',
    );
    expect(clean('Top text<br>यह भी पढ़ें: <a href="/h">खबर</a>').html).toBe('<p>Top text</p>');
  });

  it('removes the links that follow a bare "Also read" on their own line or as a list', () => {
    expect(
      clean(`${prose}<p><strong>Also read:</strong></p><p><a href="/1">One story</a></p>${after}`)
        .html,
    ).toBe(kept);
    expect(
      clean(
        `${prose}<h3>ये भी पढ़ें</h3><ul><li><a href="/1">एक</a></li><li><a href="/2">दो</a></li></ul>${after}`,
      ).html,
    ).toBe(kept);
    expect(clean('<p>Intro<br>Also read<br><a href="/1">One story</a><br>More text</p>').html).toBe(
      '<p>Intro<br />More text</p>',
    );
  });

  it('keeps a following paragraph that is not only links', () => {
    expect(
      clean(`<p>Also read:</p><p>The minister said <a href="/1">this</a> on Monday.</p>`).html,
    ).toBe(
      '<p>The minister said <a href="https://news.example.org/1" rel="noopener noreferrer">this</a> on Monday.</p>',
    );
  });

  it('removes a trailing "Read more" link but keeps the prose before it', () => {
    expect(clean('<p>The plan starts next year. <a href="/x">Read more</a></p>').html).toBe(
      '<p>The plan starts next year.</p>',
    );
    expect(clean('<p>योजना अगले साल शुरू होगी। <a href="/x">और पढ़ें</a></p>').html).toBe(
      '<p>योजना अगले साल शुरू होगी।</p>',
    );
  });

  it('keeps ordinary prose that mentions reading', () => {
    const sentences = [
      '<p>Teachers urged children to read more books during the holidays.</p>',
      '<p>Read more books, the minister told students, and you will go far.</p>',
      '<p><em>Read more</em> than the headline before you share a story, the fact-checkers advise.</p>',
      '<p>The court said it would read the full story of the case before ruling.</p>',
      '<p>Readers can click the map to read more about each district.</p>',
      '<p>छात्रों से कहा गया कि वे और पढ़ें और आगे बढ़ें, मंत्री ने कहा।</p>',
      '<p>उन्होंने कहा कि बच्चे रोज़ किताबें पढ़ें।</p>',
      '<ul><li>Read more, write more: the library campaign begins on Monday across the state and runs for a month, with reading circles in every block.</li></ul>',
    ];
    for (const sentence of sentences) {
      expect(clean(sentence).html).toBe(sentence);
    }
  });

  it('does not treat a long paragraph that happens to start with "Also read" as a promo', () => {
    const long = `<p>Also read the ${'very '.repeat(80)}long terms before signing, the regulator said.</p>`;
    expect(clean(long).html).toBe(long);
  });
});

describe('hostile bodies', () => {
  it('survives nesting thousands deep, keeping the words', () => {
    const deep = `${'<div><b>'.repeat(20_000)}deep words${'</b></div>'.repeat(20_000)}<p>After</p>`;
    const { html, text } = clean(deep);
    expect(html).toBe('<p>deep words</p><p>After</p>');
    expect(text).toBe('deep words\n\nAfter');
  });

  it('clears thousands of promo lines and empty paragraphs', () => {
    expect(clean(`<p>${'Read more<br>'.repeat(10_000)}Kept</p>`).html).toBe('<p>Kept</p>');
    expect(clean(`${'<p> </p>'.repeat(20_000)}<p>Kept</p>`).html).toBe('<p>Kept</p>');
  });

  it('keeps a large body whole', () => {
    const paragraphs = Array.from(
      { length: 2000 },
      (_, i) => `<p>Paragraph ${i} <a href="/p/${i}">link</a></p>`,
    );
    const { html } = clean(paragraphs.join(''));
    expect(html.match(/<p>/g)).toHaveLength(2000);
  });
});

describe('plain text', () => {
  it('separates paragraphs with blank lines, keeps line breaks and decodes entities', () => {
    const { text } = clean(
      '<h2>Title &amp; more</h2><p>First&nbsp;para  with   spaces</p><p>Line one<br>Line two</p><ul><li>Item &lt;1&gt;</li><li>Item 2</li></ul><table><tr><td>a</td><td>b</td></tr></table>',
    );
    expect(text).toBe(
      'Title & more\n\nFirst para with spaces\n\nLine one\nLine two\n\nItem <1>\n\nItem 2\n\na b',
    );
  });

  it('is what the sanitised HTML says, with Hindi kept as it is', () => {
    const body = '<p>मानसून ने केरल में दस्तक दी।</p><script>x()</script><p>मौसम विभाग ने कहा।</p>';
    const { html, text } = clean(body);
    expect(html).toBe('<p>मानसून ने केरल में दस्तक दी।</p><p>मौसम विभाग ने कहा।</p>');
    expect(text).toBe('मानसून ने केरल में दस्तक दी।\n\nमौसम विभाग ने कहा।');
    expect(htmlToText(html)).toBe(text);
  });
});

describe('canonicalUrl', () => {
  it.each([
    [
      'HTTPS://News.Example.ORG:443/India/Story?b=2&a=1#top',
      'https://news.example.org/India/Story?a=1&b=2',
    ],
    ['http://news.example.org:80/a', 'http://news.example.org/a'],
    ['http://news.example.org:8080/a', 'http://news.example.org:8080/a'],
    [
      'https://news.example.org/a?utm_source=rss&utm_medium=feed&UTM_Campaign=x&fbclid=1&gclid=2&ref=home&id=7',
      'https://news.example.org/a?id=7',
    ],
    ['https://news.example.org/a?utm_source=rss', 'https://news.example.org/a'],
    ['https://news.example.org/a?x=2&x=1', 'https://news.example.org/a?x=1&x=2'],
    ['  https://news.example.org/a  ', 'https://news.example.org/a'],
    ['not a url', 'not a url'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalUrl(input)).toBe(expected);
  });

  it('gives the same key to the same article reached two ways', () => {
    expect(canonicalUrl('https://NEWS.example.org/a?utm_source=twitter#comments')).toBe(
      canonicalUrl('https://news.example.org:443/a?fbclid=abc'),
    );
  });
});

describe('excerpt', () => {
  it('cuts at a word boundary with an ellipsis, and leaves short text alone', () => {
    expect(excerpt('The council met on Monday to discuss bus routes', 20)).toBe(
      'The council met on…',
    );
    expect(excerpt('Short', 20)).toBe('Short');
    expect(excerpt('  spaced\n\nout  text ', 20)).toBe('spaced out text');
    expect(excerpt('मानसून ने केरल में दस्तक दी और बारिश शुरू हुई', 20)).toBe('मानसून ने केरल में…');
  });
});
