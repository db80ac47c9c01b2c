import jsQRImport from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../../emulator/index.js';
import { client, startTestEmulator } from './harness.js';

// jsqr is CommonJS with a compiled ES default export: TypeScript (NodeNext) sees the module object, Node the function.
type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR = ((jsQRImport as unknown as { default?: Decode }).default ?? jsQRImport) as unknown as Decode;

let emu: RunningEmulator;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  emu = await startTestEmulator();
  api = client(emu);
});
afterAll(async () => {
  await emu.close();
});

/** CRC-16/CCITT-FALSE written out here, independent of the code under test. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function emvFields(code: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < code.length; ) {
    const id = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    fields.set(id, code.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

describe('POST /transactions/v2/brl/initiate_onramp', () => {
  it('returns a quote ticket with a valid Pix BR Code for the BRL total', async () => {
    const res = await api('POST', '/transactions/v2/brl/initiate_onramp', { amount: '100', wallet_id: 'wallet-42', stables: 'USDC' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'Success',
      message: expect.any(String),
      ticket_id: expect.stringMatching(/^[A-Za-z0-9]{1,25}$/),
      payment_code: expect.any(String),
      validity: '5 minutes',
      qrcode_url: expect.stringMatching(/^data:image\/png;base64,/),
    });
    const code: string = res.body.payment_code;
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    const fields = emvFields(code);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('26')).toMatch(/^0014br\.gov\.bcb\.pix/i);
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    // 100 USDC at 5.35 BRL.
    expect(fields.get('54')).toBe('535.00');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('62')).toBe(`05${String(res.body.ticket_id.length).padStart(2, '0')}${res.body.ticket_id}`);
  });

  it('draws a QR image that decodes to exactly the payment code', async () => {
    const res = await api('POST', '/transactions/v2/brl/initiate_onramp', { amount: '20.5', wallet_id: 'wallet-42' });
    const png = PNG.sync.read(Buffer.from(res.body.qrcode_url.split(',')[1], 'base64'));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(res.body.payment_code);
  });

  it('validates amount, wallet_id and stables, and bounds the amount to 20..1,000,000', async () => {
    const bad = await api('POST', '/transactions/v2/brl/initiate_onramp', { amount: '1.1234567', stables: 'USDT' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['amount', 'stables', 'wallet_id']);
    const low = await api('POST', '/transactions/v2/brl/initiate_onramp', { amount: '19.99', wallet_id: 'w' });
    expect(low.status).toBe(402);
    expect(low.body.code).toBe('AMOUNT_OUT_OF_RANGE');
  });
});
