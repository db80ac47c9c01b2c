import { describe, expect, it, vi } from 'vitest';
import { parseJsonWithNumbersAsText } from '../../src/domain/exact-json.js';

// The same quoting the parser falls back to, as the reference every reading must agree with.
const quoted = (text: string): unknown =>
  JSON.parse(text.replace(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g, (token) => (token.startsWith('"') ? token : `"${token}"`)));

describe('JSON with numbers kept as their text', () => {
  it('hands every number over exactly as written, beyond what a float holds', () => {
    expect(parseJsonWithNumbersAsText('{"rate":1523.123456789012345678,"amount":25.50,"n":-3,"e":1e-7,"big":12345678901234567890}')).toEqual({
      rate: '1523.123456789012345678',
      amount: '25.50',
      n: '-3',
      e: '1e-7',
      big: '12345678901234567890',
    });
  });

  it('keeps an over-long amount exact when every other number of the body would survive a double', () => {
    const text = '{"data":{"amount":123456789012.123456789,"rate":129.2,"fee":0.5,"count":3}}';
    expect(parseJsonWithNumbersAsText(text)).toEqual({ data: { amount: '123456789012.123456789', rate: '129.2', fee: '0.5', count: '3' } });
  });

  it('gives each number the text it was written with, whichever way the body is read', () => {
    const tokens = [
      '0', '-0', '7', '-3', '10', '100', '25.5', '25.50', '1.0', '-0.5', '0.00068259', '0.000001', '0.0000001', '0.000000', '1e-7', '1E5',
      '2.5e+3', '123456789012345', '1234567890123456', '12345678901234567890', '99999999999999999', '0.1234567890123456',
      '1234567.12345678', '0.10000000000000001', '9007199254740993', '1e21', '100000000000000000000', '00', '012', '-01',
    ];
    for (const token of tokens) {
      for (const text of [token, `[${token}]`, `{"a": ${token} }`, `{"a" :${token}}`, `{"a"\r\n:\t${token}}`, `{"a":[1,${token}],"b":"x"}`, `[\n\t${token}\n]`]) {
        expect(parseJsonWithNumbersAsText(text), text).toEqual(quoted(text));
      }
    }
  });

  it('agrees with the exact reading on many generated numbers', () => {
    let seed = 15;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    const digits = (count: number) => Array.from({ length: count }, () => String(random(10))).join('');
    for (let i = 0; i < 5000; i++) {
      const whole = random(4) === 0 ? '0' : `${1 + random(9)}${digits(random(20))}`;
      const fraction = random(2) === 0 ? '' : `.${'0'.repeat(random(3) === 0 ? random(9) : 0)}${digits(1 + random(20))}`;
      const exponent = random(8) === 0 ? `e${['', '+', '-'][random(3)]}${digits(1 + random(2))}` : '';
      const token = `${random(4) === 0 ? '-' : ''}${whole}${fraction}${exponent}`;
      const text = `{"n":${token},"list":[${token}, 1]}`;
      expect(parseJsonWithNumbersAsText(text), text).toEqual(quoted(text));
    }
  });

  it('keeps 0.1 and a value beyond a double exact side by side, and reads digits inside strings as text only', () => {
    expect(parseJsonWithNumbersAsText('{"fee":0.1,"amount":100000000000000000001,"rate":0.30000000000000004}')).toEqual({
      fee: '0.1',
      amount: '100000000000000000001',
      rate: '0.30000000000000004',
    });
    expect(parseJsonWithNumbersAsText(String.raw`{"note":"1.50 at 1e5, \"-0\" and 0012345678901234567","fee":0.1,"n":[-0.5,20]}`)).toEqual({
      note: '1.50 at 1e5, "-0" and 0012345678901234567',
      fee: '0.1',
      n: ['-0.5', '20'],
    });
  });

  it('leaves strings alone, digits and escaped quotes included', () => {
    const text = String.raw`{"account":"0123456789","note":"say \"42\" \\ 7","list":[1,"2",true,null,{"x":0.5}]}`;
    expect(parseJsonWithNumbersAsText(text)).toEqual({ account: '0123456789', note: 'say "42" \\ 7', list: ['1', '2', true, null, { x: '0.5' }] });
  });

  it('keeps a "__proto__" member an own member, as JSON.parse does', () => {
    const parsed = parseJsonWithNumbersAsText('{"__proto__":{"amount":5},"a":1}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(parsed, '__proto__')?.value).toEqual({ amount: '5' });
    expect(parsed.a).toBe('1');
  });

  it('reads a body nested deeper than a recursive walk could go', () => {
    const depth = 100_000;
    const parsed = parseJsonWithNumbersAsText(`${'['.repeat(depth)}1.5${']'.repeat(depth)}`);
    let inner: unknown = parsed;
    for (let i = 0; i < depth; i++) inner = (inner as unknown[])[0];
    expect(inner).toBe('1.5');
  });

  it('refuses text that is not JSON', () => {
    expect(() => parseJsonWithNumbersAsText('{"a":')).toThrow(SyntaxError);
    expect(() => parseJsonWithNumbersAsText('{"a":"unterminated}')).toThrow(SyntaxError);
    expect(() => parseJsonWithNumbersAsText('')).toThrow(SyntaxError);
  });

  // The provider's listing writes times as "14:03:22": a minute or second below ten is no number
  // token, and must not send every such page through the slower exact reading.
  it('reads a body whose strings hold times with leading zeros without quoting its numbers first', () => {
    const text = '{"transactions":[{"amount":25.5,"rate":0.00068259,"transaction_date":"November 05, 2026 06:07:09"}],"note":"at 10:05"}';
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(parseJsonWithNumbersAsText(text)).toEqual(quoted(text));
      expect(parse.mock.calls[0]?.[0]).toBe(text);
    } finally {
      parse.mockRestore();
    }
    const exact = '{"transaction_date":"November 05, 2026 06:07:09","times":["10:05"],"amount" :\n25.50}';
    expect(parseJsonWithNumbersAsText(exact)).toEqual({ transaction_date: 'November 05, 2026 06:07:09', times: ['10:05'], amount: '25.50' });
  });

  it('still reads a number written with a leading zero as its text, as it always has', () => {
    expect(parseJsonWithNumbersAsText('{"a":007,"b":-01.5,"c":2}')).toEqual({ a: '007', b: '-01.5', c: '2' });
  });
});
