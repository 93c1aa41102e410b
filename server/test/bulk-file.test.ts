// Bulk whitelist files: formats judged by content, parsing in a child process with limits, the
// per-row report, and hostile files (zip bombs, forged zip structures, 100k rows, formulas, wrong
// columns, binary junk).
import { deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import {
  BULK_MAX_FILE_BYTES,
  COLUMN_HEADERS,
  PARSE_LIMITS,
  parseInChild,
  readWhitelistFile,
} from '../src/whitelist/bulk-file';
import {
  assembleZip,
  centralRecord,
  deflatedRepeat,
  layoutEntries,
  readZip,
  zipOf,
  type EntrySpec,
} from './zip-builder';
import {
  ADMIN_PASSWORD,
  ORG_PASSWORD,
  engineName,
  formOf,
  logIn,
  sendForm,
  startTestServer,
  type TestServer,
} from './helpers';

// Every parse starts a Node process; on a busy 2-core machine some tests need more than 5 s.
jest.setTimeout(30_000);

const NUMBERS = '/v1/api/admin/whitelistNumbers';
const EMAILS = '/v1/api/admin/whitelistEmails';
const ENROL = '/v1/api/org/uploadFileWithUsers';

interface Report {
  success: boolean;
  message: string;
  added: number;
  alreadyPresent: number;
  invalid: { row: number; value: string; reason: string }[];
}

function workbook(
  rows: unknown[][],
  bookType: XLSX.BookType,
  formulas: Record<string, string> = {},
) {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  for (const [address, formula] of Object.entries(formulas)) {
    sheet[address] = { t: 'n', f: formula, v: 9300000009 };
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Numbers');
  return XLSX.write(book, { type: 'buffer', bookType, compression: true }) as Buffer;
}

/**
 * An .xlsx-looking zip whose sheet inflates to `megabytes` MB of repetitive XML while the file
 * stays small. Its header even claims a tiny size: the server must not trust declared sizes.
 */
function zipBomb(megabytes: number): Buffer {
  const row = '<row><c t="inlineStr"><is><t>9000000001</t></is></c></row>';
  return zipOf([
    {
      name: 'xl/worksheets/sheet1.xml',
      compressed: deflatedRepeat(row, megabytes),
      size: 1000,
      crc: 0,
    },
  ]);
}

function csv(lines: string[]): Buffer {
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

describe(`bulk whitelist files (${engineName()})`, () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await logIn(server, 'admin@nclude.local', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server.close();
  });

  const upload = (path: string, name: string, data: Buffer, fields: Record<string, string> = {}) =>
    sendForm<Report>(server, 'POST', path, formOf(fields, { name, data, type: 'text/csv' }), admin);

  async function isWhitelisted(contact: string): Promise<boolean> {
    const response = await server.get<{ whitelisted: boolean }>(
      `/v1/api/admin/checkUser?contact=${encodeURIComponent(contact)}`,
      admin,
    );
    expect(response.status).toBe(200);
    return response.body.whitelisted;
  }

  it('reports 3 valid, 1 invalid and 1 duplicate row of a CSV by spreadsheet row number', async () => {
    const response = await upload(
      NUMBERS,
      'numbers.csv',
      csv([
        'phoneNumber,name',
        '9100000001,Asha',
        '9100000002,Bala',
        '12345,Chitra',
        '9100000001,Asha again',
        '9100000003,Dev',
      ]),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Successfully Whitelisted',
      added: 3,
      alreadyPresent: 0,
      invalid: [{ row: 4, value: '12345', reason: 'Please enter a valid phone number' }],
    });
    expect(await isWhitelisted('9100000003')).toBe(true);

    // The same file again: everything already present, nothing added.
    const again = await upload(NUMBERS, 'numbers.csv', csv(['Phone', '9100000001', '9100000002']));
    expect(again.body).toMatchObject({ added: 0, alreadyPresent: 2, invalid: [] });
  });

  it('reads a real .xlsx, with a formula cell reported as an invalid row', async () => {
    const data = workbook(
      [
        ['Name', 'Mobile'],
        ['Asha', 9200000001],
        ['Bala', '9200000002'],
        ['Chitra', 0],
      ],
      'xlsx',
      { B4: 'B2+1' },
    );
    const response = await upload(NUMBERS, 'numbers.xlsx', data);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      added: 2,
      alreadyPresent: 0,
      invalid: [
        { row: 4, value: '=B2+1', reason: 'Formulas are not allowed; type the value itself' },
      ],
    });
    expect(await isWhitelisted('9200000002')).toBe(true);
  });

  it('treats a CSV cell starting with = as a formula, never evaluating it', async () => {
    const response = await upload(
      NUMBERS,
      'f.csv',
      csv(['phoneNumber', '=9000000000+1', '9200000009']),
    );
    expect(response.body).toMatchObject({
      added: 1,
      invalid: [
        {
          row: 2,
          value: '=9000000000+1',
          reason: 'Formulas are not allowed; type the value itself',
        },
      ],
    });
  });

  it('reads an .xls (BIFF8) file of emails with scope library', async () => {
    const data = workbook(
      [['Email Address'], ['One@Example.org'], ['two@example.org'], ['not an email']],
      'biff8',
    );
    const response = await upload(EMAILS, 'emails.xls', data, { scope: 'library' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      added: 2,
      alreadyPresent: 0,
      invalid: [{ row: 4, value: 'not an email', reason: 'Please enter a valid email address' }],
    });
    const check = await server.get(`/v1/api/admin/checkUser?contact=one@example.org`, admin);
    expect(check.body).toMatchObject({ whitelisted: true, scope: 'library' });
  });

  it('refuses a file without the expected column header', async () => {
    const response = await upload(NUMBERS, 'people.csv', csv(['name,number', 'Asha,9100000009']));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: 'The file needs a column named phoneNumber.',
    });
    const emails = await upload(EMAILS, 'people.xlsx', workbook([['name'], ['a@b.co']], 'xlsx'));
    expect(emails.body.message).toBe('The file needs a column named email.');
  });

  it('refuses 10,001 rows and applies none of them', async () => {
    const lines = ['phoneNumber'];
    for (let i = 0; i < 10_001; i += 1) lines.push(String(9400000000 + i));
    const response = await upload(NUMBERS, 'big.csv', csv(lines));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'The file has more than 10,000 rows. Split it into files of at most 10,000 rows each.',
    );
    expect(await isWhitelisted('9400000000')).toBe(false);
  });

  it('refuses a 100k-row spreadsheet', async () => {
    const rows: unknown[][] = [['phoneNumber']];
    for (let i = 0; i < 100_000; i += 1) rows.push([9500000000 + i]);
    const response = await upload(NUMBERS, 'huge.xlsx', workbook(rows, 'xlsx'));
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/more than 10,000 rows/);
  });

  it('accepts exactly 10,000 rows in one go', async () => {
    const lines = ['phoneNumber'];
    for (let i = 0; i < 10_000; i += 1) lines.push(String(9600000000 + i));
    const response = await upload(NUMBERS, 'max.csv', csv(lines));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ added: 10_000, alreadyPresent: 0, invalid: [] });
  });

  it('refuses a zip bomb with 400 while the server keeps answering', async () => {
    const bomb = zipBomb(300);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const [response, health] = await Promise.all([
      upload(NUMBERS, 'bomb.xlsx', bomb),
      fetch(`${server.baseUrl}/healthz`),
    ]);
    expect(health.status).toBe(200);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'The file is too large or too complex to read. Save it as a simple .csv or .xlsx with one sheet and try again.',
    );
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });

  it('stops a parse that outgrows the parser memory limit with 400, the server unharmed', async () => {
    // One row of a million cells: small on disk, far beyond the parser's heap once parsed.
    const wide = Buffer.from(
      `phoneNumber${',a'.repeat(1_000_000)}\n`.slice(0, 2 * 1024 * 1024 - 10),
    );
    const response = await upload(NUMBERS, 'wide.csv', wide);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/too large or too complex/);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
  });

  it('refuses random binary data named .csv, and a zip that is no spreadsheet', async () => {
    const junk = Buffer.alloc(4096);
    for (let i = 0; i < junk.length; i += 1) junk[i] = (i * 7919 + 13) % 256;
    const binary = await upload(NUMBERS, 'numbers.csv', junk);
    expect(binary.status).toBe(400);
    expect(binary.body.message).toBe('The file must be a .csv, .xls or .xlsx spreadsheet.');

    const zip = zipOf([{ name: 'hello.txt', content: Buffer.from('hello world') }]);
    const notSheet = await upload(NUMBERS, 'numbers.xlsx', zip);
    expect(notSheet.status).toBe(400);
    expect(notSheet.body.message).toMatch(/could not be read|needs a column/);
  });

  it('refuses a missing, empty or oversized file, and a non-multipart request', async () => {
    const none = await sendForm<Report>(server, 'POST', NUMBERS, formOf({}), admin);
    expect(none).toMatchObject({
      status: 400,
      body: { message: 'Please choose a file to upload.' },
    });

    const empty = await upload(NUMBERS, 'empty.csv', Buffer.alloc(0));
    expect(empty.status).toBe(400);

    const header = await upload(NUMBERS, 'header.csv', csv(['phoneNumber']));
    expect(header.body.message).toBe('The file has no entries under the phoneNumber column.');

    const large = await upload(NUMBERS, 'large.csv', Buffer.alloc(2 * 1024 * 1024 + 10, 0x31));
    expect(large.status).toBe(413);
    expect(large.body.message).toBe('The file is too large. The limit is 2 MB.');

    const json = await server.post(NUMBERS, { file: 'phoneNumber\n9000000001' }, admin);
    expect(json.status).toBe(415);

    const scope = await upload(NUMBERS, 'n.csv', csv(['phoneNumber', '9100000077']), {
      scope: 'everything',
    });
    expect(scope).toMatchObject({
      status: 400,
      body: { message: 'Scope must be "library" or empty' },
    });
  });

  it('reports a file with only invalid rows without pretending success', async () => {
    const response = await upload(NUMBERS, 'bad.csv', csv(['phoneNumber', 'abc', '123']));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      message: 'No valid entries were found in the file.',
      added: 0,
      alreadyPresent: 0,
      invalid: [
        { row: 2, value: 'abc' },
        { row: 3, value: '123' },
      ],
    });
  });
});

const MB = 1024 * 1024;
const PHONE_HEADERS = COLUMN_HEADERS.phone;
const TOO_COMPLEX =
  'The file is too large or too complex to read. Save it as a simple .csv or .xlsx with one sheet and try again.';
const UNREADABLE = 'The file could not be read. Check that it is a valid .csv, .xls or .xlsx file.';

/** The parts of a small real .xlsx (SheetJS-written), to build valid and hostile zips from. */
function realParts(): EntrySpec[] {
  return readZip(workbook([['phoneNumber'], [9000000001]], 'xlsx')).map(({ name, content }) => ({
    name,
    content,
  }));
}

/** An entry of `megabytes` MB of one repeated letter: about 1 KB per MB once deflated. */
function bombEntry(name: string, megabytes: number, declaredSize = megabytes * MB): EntrySpec {
  return { name, compressed: deflatedRepeat('a', megabytes), size: declaredSize, crc: 0 };
}

/** The review's shape: many central records, all pointing at one highly compressed entry. */
function manyRecordsOneEntry(copies: number, sameName: boolean, declaredSize: number) {
  const { body, records } = layoutEntries([
    ...realParts(),
    bombEntry('xl/media/image1.bin', 16, declaredSize),
  ]);
  const bomb = records[records.length - 1]!;
  const extra = Array.from({ length: copies }, (_, i) => ({
    ...bomb,
    name: sameName ? bomb.name : `xl/media/copy${i}.bin`,
  }));
  return { body, records: [...records, ...extra] };
}

/** Entry A (stored) holds entry B's whole local header and data: B lies inside A. */
function nestedOverlap(): Buffer {
  const parts = realParts();
  const before = layoutEntries(parts);
  const outerName = 'xl/media/outer.bin';
  const innerAt = before.body.length + 30 + outerName.length;
  const inner = layoutEntries([bombEntry('xl/media/inner.bin', 16, 16 * MB)], innerAt);
  const outer = layoutEntries(
    [{ name: outerName, method: 0, content: inner.body }],
    before.body.length,
  );
  const records = [...before.records, ...outer.records, ...inner.records];
  return assembleZip(Buffer.concat([before.body, outer.body]), records.map(centralRecord));
}

function zip64Trailer(centralSize: number, centralOffset: number): Buffer {
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeBigUInt64LE(BigInt(centralSize), 40);
  record.writeBigUInt64LE(BigInt(centralOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(centralOffset + centralSize), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([record, locator]);
}

const ZIP64_EXTRA = Buffer.from([1, 0, 16, 0, ...new Array<number>(16).fill(0)]);

interface HostileCase {
  name: string;
  build: () => Buffer;
  reason: 'tooLarge' | 'unreadable';
  detail: string;
}

const HOSTILE: HostileCase[] = [
  {
    name: 'forged EOCD counts: 900 records on this disk, 10 in total',
    build: () => {
      const { body, records } = manyRecordsOneEntry(900, false, 16 * MB);
      const total = realParts().length + 1;
      return assembleZip(body, records.map(centralRecord), { end: { total } });
    },
    reason: 'unreadable',
    detail: 'entry-count-mismatch',
  },
  {
    name: 'EOCD counting more records than the central directory holds',
    build: () => {
      const parts = realParts();
      return zipOf(parts, { onDisk: parts.length + 5, total: parts.length + 5 });
    },
    reason: 'unreadable',
    detail: 'central-record',
  },
  {
    name: 'EOCD counting fewer records than the central directory holds',
    build: () => {
      const parts = realParts();
      return zipOf(parts, { onDisk: parts.length - 1, total: parts.length - 1 });
    },
    reason: 'unreadable',
    detail: 'central-directory-size',
  },
  {
    name: '900 records under other names pointing at one bomb entry, sizes understated',
    build: () => {
      const { body, records } = manyRecordsOneEntry(900, false, 100);
      return assembleZip(body, records.map(centralRecord));
    },
    reason: 'unreadable',
    detail: 'local-mismatch',
  },
  {
    name: '900 records under the same name pointing at one bomb entry',
    build: () => {
      const { body, records } = manyRecordsOneEntry(900, true, 100);
      return assembleZip(body, records.map(centralRecord));
    },
    reason: 'unreadable',
    detail: 'duplicate-name',
  },
  {
    name: 'an entry lying inside another (overlapping ranges)',
    build: nestedOverlap,
    reason: 'unreadable',
    detail: 'overlap',
  },
  {
    name: 'more than 1,000 entries',
    build: () => {
      const parts = realParts();
      const filler = Array.from({ length: 1001 - parts.length }, (_, i) => ({
        name: `xl/media/f${i}.txt`,
        method: 0 as const,
        content: Buffer.from('x'),
      }));
      return zipOf([...parts, ...filler]);
    },
    reason: 'tooLarge',
    detail: 'too-many-entries',
  },
  {
    name: 'a classic zip bomb: three honest 16 MB parts in 50 KB',
    build: () =>
      zipOf([
        ...realParts(),
        bombEntry('xl/media/a.bin', 16),
        bombEntry('xl/media/b.bin', 16),
        bombEntry('xl/media/c.bin', 16),
      ]),
    reason: 'tooLarge',
    detail: 'declared-too-large',
  },
  {
    name: 'one honest 100 MB part',
    build: () => zipOf([...realParts(), bombEntry('xl/media/a.bin', 100)]),
    reason: 'tooLarge',
    detail: 'entry-too-large',
  },
  {
    name: 'a declared-size lie: 1,000 bytes declared, 300 MB inside',
    build: () => zipOf([...realParts(), bombEntry('xl/worksheets/sheet2.xml', 300, 1000)]),
    reason: 'tooLarge',
    detail: 'size-lie',
  },
  {
    name: 'ZIP64 entry counts in the EOCD',
    build: () => zipOf(realParts(), { onDisk: 0xffff, total: 0xffff }),
    reason: 'unreadable',
    detail: 'zip64',
  },
  {
    name: 'a ZIP64 extra field in a central record',
    build: () => {
      const parts = realParts();
      parts[1] = { ...parts[1]!, centralExtra: ZIP64_EXTRA };
      return zipOf(parts);
    },
    reason: 'unreadable',
    detail: 'zip64',
  },
  {
    name: 'a ZIP64 extra field in a local header',
    build: () => {
      const parts = realParts();
      parts[1] = { ...parts[1]!, localExtra: ZIP64_EXTRA };
      return zipOf(parts);
    },
    reason: 'unreadable',
    detail: 'zip64',
  },
  {
    name: 'a ZIP64 end record and locator before the EOCD',
    build: () => {
      const { body, records } = layoutEntries(realParts());
      const central = records.map(centralRecord);
      const size = Buffer.concat(central).length;
      return assembleZip(body, central, { beforeEnd: zip64Trailer(size, body.length) });
    },
    reason: 'unreadable',
    detail: 'central-directory-range',
  },
  {
    name: 'trailing garbage after the EOCD',
    build: () => Buffer.concat([zipOf(realParts()), Buffer.from('garbage after the end')]),
    reason: 'unreadable',
    detail: 'trailing-data',
  },
  {
    name: 'a multi-disk archive',
    build: () => zipOf(realParts(), { disk: 1, centralDisk: 1 }),
    reason: 'unreadable',
    detail: 'multi-disk',
  },
  {
    name: 'a central record disagreeing with its local header',
    build: () => {
      const { body, records } = layoutEntries(realParts());
      records[2] = { ...records[2]!, size: records[2]!.size + 1 };
      return assembleZip(body, records.map(centralRecord));
    },
    reason: 'unreadable',
    detail: 'local-mismatch',
  },
  {
    name: 'a record pointing into the central directory',
    build: () => {
      const { body, records } = layoutEntries(realParts());
      records[0] = { ...records[0]!, offset: body.length + 4 };
      return assembleZip(body, records.map(centralRecord));
    },
    reason: 'unreadable',
    detail: 'local-header',
  },
  {
    name: 'a deflate stream ending before its compressed size',
    build: () => {
      const parts = realParts();
      const sheet = parts.find((part) => part.name === 'xl/worksheets/sheet1.xml')!;
      sheet.compressed = Buffer.concat([deflateRawSync(sheet.content!), Buffer.from('tail')]);
      return zipOf(parts);
    },
    reason: 'unreadable',
    detail: 'deflate-length',
  },
  {
    name: 'a deflate stream running past its compressed size',
    build: () => {
      const parts = realParts();
      const sheet = parts.find((part) => part.name === 'xl/worksheets/sheet1.xml')!;
      const stream = deflateRawSync(sheet.content!);
      sheet.compressed = stream.subarray(0, stream.length - 3);
      return zipOf(parts);
    },
    reason: 'unreadable',
    detail: 'inflate',
  },
  {
    name: 'an OpenDocument manifest (SheetJS would read it as .ods)',
    build: () =>
      zipOf([...realParts(), { name: 'META-INF/manifest.xml', content: Buffer.from('<m/>') }]),
    reason: 'unreadable',
    detail: 'not-xlsx',
  },
];

it('counts the parser’s own memory, not that of the large server it was forked from', async () => {
  // A server holding 320 MB: the fork that becomes the parser starts as a copy of it.
  const held = Buffer.alloc(320 * 1024 * 1024, 1);
  try {
    const outcome = await parseInChild(zipOf(realParts()), 'xlsx', PHONE_HEADERS);
    expect(outcome.answer).toMatchObject({ ok: true });
    expect(outcome.killed).toBeNull();
    expect(outcome.peakRssKb).toBeGreaterThan(0);
    expect(outcome.peakRssKb).toBeLessThan(PARSE_LIMITS.rssMb * 1024);
  } finally {
    held.fill(0, 0, 1);
  }
});

describe('hostile .xlsx zips, checked in the parser process', () => {
  it.each(HOSTILE)('refuses $name', async ({ build, reason, detail }) => {
    const data = build();
    expect(data.length).toBeLessThan(BULK_MAX_FILE_BYTES);
    const outcome = await parseInChild(data, 'xlsx', PHONE_HEADERS);
    expect(outcome.answer).toEqual({ ok: false, reason, detail });
    // Refused by the checks, well inside the parser's memory: nobody had to be killed.
    expect(outcome.killed).toBeNull();
    expect(outcome.peakRssKb).toBeGreaterThan(0);
    expect(outcome.peakRssKb).toBeLessThan(PARSE_LIMITS.rssMb * 1024);
  });

  const expectedRows = [{ row: 2, value: '9000000001', formula: false }];

  it.each([
    ['deflated, rebuilt by hand', () => zipOf(realParts())],
    ['stored', () => zipOf(realParts().map((part) => ({ ...part, method: 0 as const })))],
    [
      'with data descriptors',
      () => zipOf(realParts().map((part) => ({ ...part, descriptor: true }))),
    ],
    ['with a comment', () => zipOf(realParts(), { comment: Buffer.from('made by hand') })],
  ])('accepts a well-formed zip, %s', async (_name, build) => {
    const outcome = await parseInChild(build(), 'xlsx', PHONE_HEADERS);
    expect(outcome.answer).toEqual({ ok: true, rows: expectedRows });
  });

  it('watches the parser itself: prlimit hands its own process over to node', async () => {
    const outcome = await parseInChild(zipOf(realParts()), 'xlsx', PHONE_HEADERS);
    expect(outcome.exitCode).toBe(0);
    expect(outcome.parserPid).not.toBeNull();
    expect(outcome.parserPid).toBe(outcome.spawnedPid);
  });

  describe('limits of the parser process', () => {
    let bigSheet: Buffer;
    beforeAll(() => {
      const rows: unknown[][] = [['phoneNumber']];
      for (let i = 0; i < 100_000; i += 1) rows.push([9500000000 + i]);
      bigSheet = workbook(rows, 'xlsx');
    });

    it('kills a parser whose resident size passes its limit, with a 400', async () => {
      const limits = { ...PARSE_LIMITS, rssMb: 80 };
      const outcome = await parseInChild(bigSheet, 'xlsx', PHONE_HEADERS, limits);
      expect(outcome.killed).toBe('memory');
      expect(outcome.signal).toBe('SIGKILL');
      expect(outcome.answer).toEqual({ ok: false, reason: 'tooLarge' });
      expect(outcome.peakRssKb).toBeGreaterThan(80 * 1024);
      await expect(readWhitelistFile(bigSheet, 'phone', limits)).rejects.toMatchObject({
        statusCode: 400,
        message: TOO_COMPLEX,
      });
      // With the normal limits the same file is read to its end (and has too many rows).
      const normal = await parseInChild(bigSheet, 'xlsx', PHONE_HEADERS);
      expect(normal.answer).toEqual({ ok: false, reason: 'tooManyRows' });
    });

    it('bounds a parser by the kernel memory limit even when nobody polls it', async () => {
      const limits = { ...PARSE_LIMITS, rssMb: 64 * 1024, dataMb: 100 };
      const outcome = await parseInChild(bigSheet, 'xlsx', PHONE_HEADERS, limits);
      expect(outcome.killed).toBeNull();
      // The parse either runs into the kernel limit (tooLarge) or, on a machine where this sheet
      // happens to fit, reaches the row limit first. The limit bounds writable data only; resident
      // size also counts code and shared libraries, so it is held to the watchdog's usual ceiling.
      expect(outcome.answer).toEqual({
        ok: false,
        reason: expect.stringMatching(/^(tooLarge|tooManyRows)$/),
      });
      expect(outcome.peakRssKb).toBeLessThan(PARSE_LIMITS.rssMb * 1024);
    });

    it('kills a parser that runs past its time, with a 400', async () => {
      const limits = { ...PARSE_LIMITS, timeoutMs: 1 };
      const outcome = await parseInChild(bigSheet, 'xlsx', PHONE_HEADERS, limits);
      expect(outcome.killed).toBe('timeout');
      expect(outcome.answer).toEqual({ ok: false, reason: 'timeout' });
      await expect(readWhitelistFile(bigSheet, 'phone', limits)).rejects.toMatchObject({
        statusCode: 400,
        message: 'Reading the file took too long. Save it as a simple .csv and try again.',
      });
    });
  });
});

describe(`hostile .xlsx uploads (${engineName()})`, () => {
  let server: TestServer;
  let admin: string;
  let org: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await logIn(server, 'admin@nclude.local', ADMIN_PASSWORD);
    org = await logIn(server, 'org@nclude.local', ORG_PASSWORD);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers every hostile zip with its 400 on both upload routes, the server unharmed', async () => {
    const files = HOSTILE.map((hostile) => ({ ...hostile, data: hostile.build() }));
    const before = process.memoryUsage().rss;
    let peak = before;
    for (const [i, { name, data, reason }] of files.entries()) {
      // Alternate the admin's bulk whitelist and the organisation's enrolment: both read files
      // through the same guard.
      const response =
        i % 2 === 0
          ? await sendForm(server, 'POST', NUMBERS, formOf({}, { name: 'x.xlsx', data }), admin)
          : await sendForm(server, 'POST', ENROL, formOf({}, { name: 'x.xlsx', data }), org);
      expect({ name, status: response.status, message: response.body.message }).toEqual({
        name,
        status: 400,
        message: reason === 'tooLarge' ? TOO_COMPLEX : UNREADABLE,
      });
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    expect(peak - before).toBeLessThan(150 * MB);

    // The review's file shape, four at a time, while the health check keeps answering.
    const forged = files[0]!.data;
    const [health, ...responses] = await Promise.all([
      fetch(`${server.baseUrl}/healthz`),
      ...Array.from({ length: 4 }, () =>
        sendForm(server, 'POST', NUMBERS, formOf({}, { name: 'x.xlsx', data: forged }), admin),
      ),
    ]);
    expect(health.status).toBe(200);
    for (const response of responses) expect(response.status).toBe(400);
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * MB);
  });
});
