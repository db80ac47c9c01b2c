import { Router } from 'express';
import type { EmulatorContext } from '../context.js';
import { livemodeFlag } from '../data-set.js';
import { dataSetOf } from '../http/auth.js';
import { parseOrThrow } from '../http/validation.js';
import { newId } from '../ids.js';
import { BrlWalletRepository } from '../repositories/brl-wallets.js';
import { brlWalletSchema } from '../schemas/brl-wallet.js';

/**
 * POST /transactions/v2/reg_wallet_address: registers the wallet that receives a BRL on-ramp's
 * stablecoin and answers the `wallet_id` the on-ramp takes [provider: register-wallet-address].
 * The same address again in the same data set answers its first `wallet_id` [ours].
 */
export function brlWalletRouter(ctx: EmulatorContext): Router {
  const router = Router();
  const wallets = new BrlWalletRepository(ctx.db);
  router.post('/transactions/v2/reg_wallet_address', (req, res) => {
    const dataSet = dataSetOf(res);
    const request = parseOrThrow(brlWalletSchema, req.body);
    const walletId = ctx.db.transaction(() => {
      const known = wallets.byAddress(dataSet, request.network, request.user_wallet_address);
      if (known) return known.id;
      const id = newId('wal');
      wallets.insert({
        id,
        business_id: dataSet.businessId,
        livemode: livemodeFlag(dataSet),
        network: request.network,
        address: request.user_wallet_address,
        user_name: request.user_name,
        created_at: new Date(ctx.now()).toISOString(),
      });
      return id;
    })();
    res.json({ status: 'Success', message: 'Wallet address registered', wallet_id: walletId });
  });
  return router;
}
