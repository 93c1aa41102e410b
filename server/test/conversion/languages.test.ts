// Which language a block is in by its script, and how the writers mark language and direction.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { writeDocx } from '../../src/conversion/docx';
import { writeEpub } from '../../src/conversion/epub';
import { writeHtml } from '../../src/conversion/html';
import type { DocumentModel } from '../../src/conversion/model';
import {
  brokenIndicWords,
  isRightToLeft,
  legacyIndicFont,
  textLanguage,
} from '../../src/conversion/scripts';

test.each([
  ['The committee met on Monday.', 'en'],
  ['भारत एक विशाल देश है।', 'hi'],
  ['తెలుగు భాష దక్షిణ భారతదేశంలో మాట్లాడే భాష.', 'te'],
  ['اللغة العربية من أكثر اللغات انتشارا في العالم.', 'ar'],
  ['زبان فارسی یکی از زبان‌های هندواروپایی است که در ایران گفته می‌شود.', 'fa'],
  ['اردو پاکستان کی قومی زبان ہے اور بھارت میں بھی بولی جاتی ہے۔', 'ur'],
  ['한국어는 대한민국의 공용어이다.', 'ko'],
  ['日本語は日本で話されている言語です。', 'ja'],
  ['Русский язык является государственным языком.', 'ru'],
  ['12 345 – 678', null],
])('%s is %s', (text, lang) => {
  expect(textLanguage(text)).toBe(lang);
});

test('right-to-left languages', () => {
  expect(['ar', 'fa-IR', 'ur', 'he'].every(isRightToLeft)).toBe(true);
  expect(['en', 'hi', 'te', 'ko'].some(isRightToLeft)).toBe(false);
});

describe('writers', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'nclude-languages-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const model = (lang: string): DocumentModel => ({
    title: 'Notice',
    lang,
    pages: 1,
    ocrPages: 0,
    blocks: [
      { kind: 'heading', level: 1, runs: [{ text: 'Notice' }], page: 1 },
      { kind: 'paragraph', runs: [{ text: 'مرحبا بكم في المكتبة' }], page: 1, lang: 'ar' },
      { kind: 'paragraph', runs: [{ text: 'Welcome to the library' }], page: 1 },
    ],
  });

  it('HTML: a right-to-left block in an English document, and an Arabic document', async () => {
    await writeHtml(model('en'), path.join(dir, 'en.html'));
    const en = await readFile(path.join(dir, 'en.html'), 'utf8');
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<p lang="ar" xml:lang="ar" dir="rtl">مرحبا بكم في المكتبة</p>');
    await writeHtml(
      { ...model('ar'), blocks: [{ ...model('ar').blocks[2]!, lang: 'en' }] },
      path.join(dir, 'ar.html'),
    );
    const ar = await readFile(path.join(dir, 'ar.html'), 'utf8');
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('<p lang="en" xml:lang="en" dir="ltr">Welcome to the library</p>');
  });

  it('EPUB: the direction on the content and the spine', async () => {
    await writeEpub(model('fa'), path.join(dir, 'fa.epub'));
    const files = unzipSync(await readFile(path.join(dir, 'fa.epub')));
    expect(strFromU8(files['OEBPS/part-1.xhtml']!)).toContain('lang="fa" xml:lang="fa" dir="rtl"');
    expect(strFromU8(files['OEBPS/content.opf']!)).toContain('page-progression-direction="rtl"');
  });

  it('DOCX: a right-to-left paragraph and its runs', async () => {
    await writeDocx(model('en'), path.join(dir, 'en.docx'));
    const xml = strFromU8(
      unzipSync(await readFile(path.join(dir, 'en.docx')))['word/document.xml']!,
    );
    const arabic = xml.slice(0, xml.indexOf('مرحبا'));
    const paragraph = arabic.slice(arabic.lastIndexOf('<w:p>'));
    expect(paragraph).toContain('<w:bidi/>');
    expect(paragraph).toContain('<w:rtl/>');
    expect(paragraph).toMatch(/w:bidi="ar/);
  });
});

test('words that mix an Indic script with Latin letters or digits are counted as broken', () => {
  expect(brokenIndicWords('బోలివిఆ, ప్లు రినేషనల్ స్టేట్ ఆఫ్ Bolivia, 068')).toBe(0);
  expect(brokenIndicWords('State ofబోలివి బ్రె6జిల్ >ర్బేడాస్ భారత్')).toBe(2);
});

describe('legacyIndicFont', () => {
  it.each([
    ['ABCDEF+KrutiDev010', 'devanagari'],
    ['Kruti Dev 040 Wide', 'devanagari'],
    ['DevLys010', 'devanagari'],
    ['AAAAAA+Walkman-Chanakya905', 'devanagari'],
    ['DV-TTYogesh', 'devanagari'],
    ['TL-TTHemalatha', 'telugu'],
  ])('%s draws %s under Latin codes', (font, script) => {
    expect(legacyIndicFont(font)).toBe(script);
  });

  it.each(['Mangal', 'ABCDEF+NotoSansDevanagari-Regular', 'Lohit-Telugu', 'DVOTSurekh', 'Arial'])(
    '%s is a Unicode or Latin font',
    (font) => {
      expect(legacyIndicFont(font)).toBeNull();
    },
  );
});
