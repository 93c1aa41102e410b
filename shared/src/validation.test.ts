import {
  OTP_LENGTH,
  PASSWORD_MIN,
  PHONE_LENGTH,
  SOCIAL_MAX,
  NAME_FIELD_MAX,
  NAME_MIN,
  digitsOnly,
  nameLength,
  isNameTooShort,
  isIsoDay,
  isMidiFile,
  isPdfFileName,
  isValidOtp,
  isWebAddress,
  passwordStrength,
  passwordStrengthText,
  validateEmail,
  validatePassword,
  validatePasswordMatch,
  validatePhone,
  validateSocialLinkCount,
  validateUserName,
  validateWhitelistPhone,
} from './validation';

describe('constants (product rules §9)', () => {
  it('match the spec', () => {
    expect({ OTP_LENGTH, PHONE_LENGTH, PASSWORD_MIN, NAME_MIN, SOCIAL_MAX }).toEqual({
      OTP_LENGTH: 4,
      PHONE_LENGTH: 10,
      PASSWORD_MIN: 8,
      NAME_MIN: 3,
      SOCIAL_MAX: 3,
    });
  });
});

describe('validateEmail', () => {
  it.each([
    'a@b.co',
    'user1@example.org',
    '  padded@example.org  ',
    'first.last+tag@sub.example.in',
  ])('accepts %p', (email) => expect(validateEmail(email)).toBeNull());
  it.each(['', 'plain', 'a@b', '@example.org', 'a b@example.org', 'a@@example.org', 'a@example.'])(
    'rejects %p with the spec message',
    (email) => expect(validateEmail(email)).toBe('Please enter a valid email address'),
  );
});

describe('validatePhone', () => {
  it('accepts exactly 10 digits', () => expect(validatePhone('9000000001')).toBeNull());
  it('reports non-digits first', () => {
    expect(validatePhone('90000a0001')).toBe('Please enter a valid phone number');
    expect(validatePhone('+91900000')).toBe('Please enter a valid phone number');
  });
  it('reports a wrong length', () => {
    expect(validatePhone('900000000')).toBe('Enter valid 10 Digit Number');
    expect(validatePhone('90000000011')).toBe('Enter valid 10 Digit Number');
    expect(validatePhone('')).toBe('Enter valid 10 Digit Number');
  });
});

describe('validateWhitelistPhone', () => {
  it('uses one message for both rules', () => {
    expect(validateWhitelistPhone('9000000001')).toBeNull();
    expect(validateWhitelistPhone('900')).toBe('Please enter a valid phone number');
    expect(validateWhitelistPhone('90000000x1')).toBe('Please enter a valid phone number');
  });
});

describe('passwords', () => {
  it('needs at least 8 characters', () => {
    expect(validatePassword('1234567')).toBe('Minimum Length for password must be 8');
    expect(validatePassword('12345678')).toBeNull();
  });
  it('refuses a password made only of whitespace, whatever its length', () => {
    for (const blankish of [' '.repeat(8), '\t'.repeat(12), ' \n \u00a0    ', '\u3000'.repeat(9)])
      expect(validatePassword(blankish)).toBe('The password cannot be made of spaces only');
    expect(validatePassword('  pass word  ')).toBeNull();
    // Too short is reported first, as the form shows it while typing.
    expect(validatePassword('   ')).toBe('Minimum Length for password must be 8');
  });
  it('must match the confirmation', () => {
    expect(validatePasswordMatch('secret123', 'secret124')).toBe('Password does not match');
    expect(validatePasswordMatch('secret123', 'secret123')).toBeNull();
  });
});

describe('names, OTP, files, social links', () => {
  it('flags names under 3 characters', () => {
    expect(isNameTooShort('')).toBe(true);
    expect(isNameTooShort('Al')).toBe(true);
    expect(isNameTooShort(' Al ')).toBe(true);
    expect(isNameTooShort('Ali')).toBe(false);
  });
  it('accepts an OTP of exactly 4 digits', () => {
    expect(isValidOtp('1234')).toBe(true);
    expect(isValidOtp('123')).toBe(false);
    expect(isValidOtp('12345')).toBe(false);
    expect(isValidOtp('12a4')).toBe(false);
    expect(isValidOtp('')).toBe(false);
  });
  it('keeps digits only', () => expect(digitsOnly('1a2 3-4')).toBe('1234'));
  it('recognises PDF names', () => {
    expect(isPdfFileName('certificate.PDF')).toBe(true);
    expect(isPdfFileName('certificate.pdf.exe')).toBe(false);
  });
  it('allows at most 3 social links', () => {
    expect(validateSocialLinkCount(3)).toBeNull();
    expect(validateSocialLinkCount(4)).toBe('You can add a maximum of 3 social links.');
  });
});

describe('passwordStrength (25 points per rule, thresholds 50 and 75)', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 0, 'Weak'],
    ['abcdefgh', 25, 'Weak'],
    ['Abc', 25, 'Weak'],
    ['Abcdefgh', 50, 'Medium'],
    ['abc1@', 50, 'Medium'],
    ['Abcdefg1', 75, 'Strong'],
    ['Abcdef1!', 100, 'Strong'],
    ['A1@', 75, 'Strong'],
  ])('%p scores %p (%p)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
  it('counts each of the symbols @$!%*?& and no others', () => {
    for (const symbol of '@$!%*?&') expect(passwordStrength(symbol).score).toBe(25);
    expect(passwordStrength('#').score).toBe(0);
  });
  it('has display text for each label', () => {
    expect(passwordStrengthText('Weak')).toBe('Weak');
    expect(passwordStrengthText('Medium')).toBe('Medium');
    expect(passwordStrengthText('Strong')).toBe('Strong');
  });
});

describe('validateUserName (profile: 3 to 100 characters)', () => {
  it('accepts 3 to 100 characters, counted after trimming', () => {
    expect(validateUserName('Ash')).toBeNull();
    expect(validateUserName('  Asha Rao  ')).toBeNull();
    expect(validateUserName('a'.repeat(100))).toBeNull();
  });
  it('asks for at least 3 characters', () => {
    expect(validateUserName('')).toBe('Enter a user name of at least 3 characters.');
    expect(validateUserName('  As  ')).toBe('Enter a user name of at least 3 characters.');
  });
  it('asks for at most 100 characters', () => {
    expect(validateUserName('a'.repeat(101))).toBe('Enter a user name of at most 100 characters.');
  });
  it('counts the characters a reader sees, not UTF-16 code units', () => {
    expect(nameLength('श्रीनिवास')).toBe(4); // श्री नि वा स
    expect(nameLength('👩🏽‍💻')).toBe(1);
    // 100 Devanagari letters are 300 code units: accepted; one more letter is refused.
    const hundred = 'श्री'.repeat(50) + 'नि'.repeat(50);
    expect(hundred.length).toBe(300);
    expect(hundred.length).toBeLessThanOrEqual(NAME_FIELD_MAX);
    expect(validateUserName(hundred)).toBeNull();
    expect(validateUserName(`${hundred}स`)).toBe('Enter a user name of at most 100 characters.');
    // "क्ष" is one letter of three code units: two of them are too short a name.
    expect(validateUserName('क्षक्ष')).toBe('Enter a user name of at least 3 characters.');
    expect(isNameTooShort('क्षक्ष')).toBe(true);
    expect(isNameTooShort('क्षक्षक्ष')).toBe(false);
  });
});

describe('isMidiFile', () => {
  it('knows MIDI by its extension or its type, and nothing else', () => {
    expect(isMidiFile('song.mid')).toBe(true);
    expect(isMidiFile(' Song.MIDI ')).toBe(true);
    expect(isMidiFile('karaoke.kar')).toBe(true);
    expect(isMidiFile('tune', 'audio/midi')).toBe(true);
    expect(isMidiFile('tune', 'audio/x-midi')).toBe(true);
    expect(isMidiFile('talk.mp3', 'audio/mpeg')).toBe(false);
    expect(isMidiFile('midi-talk.wav')).toBe(false);
    expect(isMidiFile('lecture.mid.mp4')).toBe(false);
  });
});

describe('formats of the API: days, email and web addresses', () => {
  it('takes real calendar days only', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('1/11/2026')).toBe(false);
  });

  it('takes absolute http(s) addresses only', () => {
    expect(isWebAddress('https://example.org/jobs/1')).toBe(true);
    expect(isWebAddress('HTTP://example.org')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('data:text/html,hi')).toBe(false);
    expect(isWebAddress('/jobs/1')).toBe(false);
    expect(isWebAddress('https://')).toBe(false);
    expect(isWebAddress('example.org')).toBe(false);
  });
});
