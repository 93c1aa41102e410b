import { clientKey } from '../src/client-key';

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it.each([
    '::ffff:203.0.113.7',
    '::FFFF:203.0.113.7',
    '0:0:0:0:0:ffff:203.0.113.7',
    '::ffff:cb00:7107',
  ])('reads the IPv4-mapped address %s as the IPv4 address', (ip) => {
    expect(clientKey(ip)).toBe('203.0.113.7');
  });

  it.each([
    '2001:db8:1:2::1',
    '2001:DB8:1:2:0:0:0:1',
    '2001:0db8:0001:0002:abcd:ef01:2345:6789',
    '2001:db8:1:2:ffff:ffff:ffff:ffff',
    '2001:db8:1:2::1%eth0',
    '2001:db8:1:2::192.0.2.1',
  ])('groups %s under its /64', (ip) => {
    expect(clientKey(ip)).toBe('2001:db8:1:2::/64');
  });

  it('gives different /64 prefixes different keys, compressed the same way', () => {
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8::/64');
    expect(clientKey('2001:0db8:0000:0000:1::')).toBe('2001:db8::/64');
    expect(clientKey('::1')).toBe('::/64');
    expect(clientKey('fe80::1:2:3:4')).toBe('fe80::/64');
    expect(clientKey('2001:0:0:1::')).toBe('2001:0:0:1::/64');
  });

  it('leaves something that is not an address unchanged', () => {
    expect(clientKey('not-an-ip')).toBe('not-an-ip');
  });
});
