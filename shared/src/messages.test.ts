import {
  defineMessages,
  formatMessage,
  getLanguage,
  activateLanguage,
  sharedMessages,
  t,
} from './messages';

describe('defineMessages', () => {
  const m = defineMessages({
    greeting: 'Hello {name}, you have {count} new {count} items',
    plain: 'No placeholders',
  });

  it('fills every occurrence of a placeholder', () => {
    expect(m('greeting', { name: 'Asha', count: 2 })).toBe('Hello Asha, you have 2 new 2 items');
  });
  it('returns plain text unchanged', () => expect(m('plain')).toBe('No placeholders'));
  it('leaves a placeholder without a value visible', () => {
    expect(m('greeting', { name: 'Asha' })).toBe('Hello Asha, you have {count} new {count} items');
  });
  it('formats zero and empty strings', () => {
    expect(formatMessage('{a}-{b}', { a: 0, b: '' })).toBe('0-');
  });
  it('switches language only once the translations have loaded, falling back to English', async () => {
    const greet = defineMessages(
      { hello: 'Hello {name}', bye: 'Goodbye' },
      {
        hi: async () => ({ default: { hello: 'नमस्ते {name}', bye: 'अलविदा' } }),
        te: async () => ({ default: { hello: 'నమస్కారం {name}', bye: 'వీడ్కోలు' } }),
      },
    );
    expect(greet('hello', { name: 'Asha' })).toBe('Hello Asha');
    await activateLanguage('hi');
    expect(getLanguage()).toBe('hi');
    expect(greet('hello', { name: 'Asha' })).toBe('नमस्ते Asha');
    await activateLanguage('te');
    expect(greet('bye')).toBe('వీడ్కోలు');
    await activateLanguage('en');
    expect(greet('bye')).toBe('Goodbye');
  });
});

describe('shared catalogue', () => {
  it('holds the spec messages with the docs/product-rules.md spelling corrections', () => {
    expect(t('verifyEmailOrPhone')).toBe('Please verify email or phone');
    expect(t('requestSent')).toContain('processed');
    expect(t('orgUploadFailed')).toBe('some error occurred while fetching numbers from the file!');
    expect(t('approvalFailed')).toBe('An error occurred during verification.');
    expect(t('approvalNoToken')).toBe('No token provided.');
    expect(t('wrongCredentials')).toBe('Wrong credentials. Access denied.');
    expect(t('fillAllDetails')).toBe('Please Fill all the details');
    expect(t('fillRequiredFields')).toBe('Please Fill the required fields');
  });
  it('fills the UI kit placeholders', () => {
    expect(t('otpDigit', { n: 2, total: 4 })).toBe('Digit 2 of 4');
    expect(t('pageOf', { total: 7 })).toBe('of 7');
    expect(t('maxSocialLinks', { max: 3 })).toBe('You can add a maximum of 3 social links.');
  });
  it('has none of the misspellings the spec carried', () => {
    for (const text of Object.values(sharedMessages))
      expect(text).not.toMatch(/passowrd|proccessed|occured/);
  });
});
