// Bulk whitelist files: formats judged by content, parsing in a child process with limits, the
// per-row report, and hostile files (zip bombs, forged zip structures, 100k rows, formulas, wrong
// columns, binary junk).
import * as XLSX from '@e965/xlsx';
import { deflatedRepeat, zipOf } from './zip-builder';
import {
  ADMIN_PASSWORD,
  engineName,
  formOf,
  logIn,
  sendForm,
  startTestServer,
  type TestServer,
} from './helpers';

const NUMBERS = '/v1/api/admin/whitelistNumbers';
const EMAILS = '/v1/api/admin/whitelistEmails';

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

  it('stops a parse that outgrows the worker memory limit with 400, the server unharmed', async () => {
    // One row of a million cells: small on disk, far beyond the worker's heap once parsed.
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
