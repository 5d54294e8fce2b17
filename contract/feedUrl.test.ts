import { describe, expect, it } from 'vitest';
import { feedUrlProblem, isPrivateHost } from './feedUrl';

describe('what a calendar address may be (channel sync)', () => {
  it('takes http and https addresses of public hosts', () => {
    expect(feedUrlProblem('https://www.airbnb.com/calendar/ical/1.ics?s=abc', { allowPrivate: false })).toBeNull();
    expect(feedUrlProblem(' http://admin.booking.com/hotel/ical/2.ics ', { allowPrivate: false })).toBeNull();
    expect(feedUrlProblem('https://8.8.8.8/cal.ics', { allowPrivate: false })).toBeNull();
  });

  it('refuses other schemes, credentials and what is no address', () => {
    expect(feedUrlProblem('webcal://calendar.example/a.ics', { allowPrivate: true })).toBe('scheme');
    expect(feedUrlProblem('file:///etc/passwd', { allowPrivate: true })).toBe('scheme');
    expect(feedUrlProblem('javascript:alert(1)', { allowPrivate: true })).toBe('scheme');
    expect(feedUrlProblem('https://me:secret@calendar.example/a.ics', { allowPrivate: true })).toBe('credentials');
    expect(feedUrlProblem('calendar.example/a.ics', { allowPrivate: true })).toBe('invalid');
  });

  it('refuses loopback, private, link-local and local names unless local development allows them', () => {
    for (const host of ['127.0.0.1', '127.9.9.9', 'localhost', 'app.localhost', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '[::1]', '[::]', '[fd00::1]', '[fe80::1]', '[::ffff:127.0.0.1]', '[::ffff:10.0.0.1]', 'printer.local', 'db.internal', 'intranet']) {
      expect([host, feedUrlProblem(`http://${host}/a.ics`, { allowPrivate: false })]).toEqual([host, 'private']);
      expect([host, feedUrlProblem(`http://${host}/a.ics`, { allowPrivate: true })]).toEqual([host, null]);
    }
    expect(isPrivateHost('172.32.0.1')).toBe(false);
    expect(isPrivateHost('calendar.google.com')).toBe(false);
    expect(isPrivateHost('2001:4860:4860::8888')).toBe(false);
  });
});
