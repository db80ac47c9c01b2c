import { describe, expect, it } from 'vitest';
import { parseJsonWithNumbersAsText } from '../../src/domain/exact-json.js';

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

  it('leaves strings alone, digits and escaped quotes included', () => {
    const text = String.raw`{"account":"0123456789","note":"say \"42\" \\ 7","list":[1,"2",true,null,{"x":0.5}]}`;
    expect(parseJsonWithNumbersAsText(text)).toEqual({ account: '0123456789', note: 'say "42" \\ 7', list: ['1', '2', true, null, { x: '0.5' }] });
  });

  it('refuses text that is not JSON', () => {
    expect(() => parseJsonWithNumbersAsText('{"a":')).toThrow(SyntaxError);
    expect(() => parseJsonWithNumbersAsText('{"a":"unterminated}')).toThrow(SyntaxError);
    expect(() => parseJsonWithNumbersAsText('')).toThrow(SyntaxError);
  });
});
