/** @jest-environment node */
import { guessViewport } from './viewportGuess';

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('guessViewport', () => {
  it('takes phones by their user agent for mobile', () => {
    expect(guessViewport({ 'user-agent': PHONE })).toBe('mobile');
    expect(guessViewport({ 'user-agent': IPHONE })).toBe('mobile');
  });

  it('takes other browsers for desktop', () => {
    expect(guessViewport({ 'user-agent': LAPTOP })).toBe('desktop');
  });

  it('trusts the Sec-CH-UA-Mobile client hint over the user agent', () => {
    expect(guessViewport({ 'user-agent': LAPTOP, 'sec-ch-ua-mobile': '?1' })).toBe('mobile');
    expect(guessViewport({ 'user-agent': PHONE, 'sec-ch-ua-mobile': '?0' })).toBe('desktop');
  });

  it('makes no guess for a request without a user agent', () => {
    expect(guessViewport({})).toBeNull();
  });
});
