import type { Database } from 'better-sqlite3';

/**
 * Schema migrations, applied in order and recorded in `schema_version`, so a
 * file database written by an older emulator is upgraded in place.
 * Money columns are TEXT decimal strings; times are ISO-8601 UTC text, except
 * scheduler and outbox due times, which are epoch milliseconds for range scans.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE businesses (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1
  );
  CREATE TABLE api_keys (
    key TEXT PRIMARY KEY,
    business_id TEXT NOT NULL REFERENCES businesses(id),
    livemode INTEGER NOT NULL
  );
  CREATE TABLE webhook_targets (
    business_id TEXT PRIMARY KEY REFERENCES businesses(id),
    url TEXT,
    secret TEXT NOT NULL
  );
  CREATE TABLE offramps (
    id TEXT PRIMARY KEY,
    business_id TEXT NOT NULL,
    livemode INTEGER NOT NULL,
    reference TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    stables TEXT NOT NULL,
    network TEXT NOT NULL,
    wallet_address TEXT NOT NULL,
    amount TEXT NOT NULL,
    currency TEXT NOT NULL,
    payout_amount TEXT NOT NULL,
    rate TEXT NOT NULL,
    payment_method TEXT NOT NULL,
    payment_details TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE esp_transactions (
    id TEXT PRIMARY KEY,
    business_id TEXT NOT NULL,
    livemode INTEGER NOT NULL,
    reference TEXT NOT NULL,
    type TEXT NOT NULL,
    currency TEXT NOT NULL,
    amount TEXT NOT NULL,
    payout_amount TEXT NOT NULL,
    rate TEXT NOT NULL,
    bank_name TEXT NOT NULL,
    account_name TEXT,
    account_number TEXT NOT NULL,
    esp_method TEXT NOT NULL,
    banking_details TEXT,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX esp_transactions_listing ON esp_transactions (business_id, livemode, created_at DESC, id DESC);
  CREATE TABLE business_customers (
    id TEXT PRIMARY KEY,
    business_id TEXT NOT NULL,
    livemode INTEGER NOT NULL,
    business_name TEXT NOT NULL,
    business_email TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    registered_address TEXT NOT NULL,
    registered_country TEXT NOT NULL,
    status TEXT NOT NULL,
    review_outcome TEXT,
    kyb_submission TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE kyb_links (
    token TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL REFERENCES business_customers(id),
    expires_at TEXT NOT NULL,
    used_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX kyb_links_customer ON kyb_links (customer_id, created_at);
  CREATE TABLE brl_tickets (
    id TEXT PRIMARY KEY,
    business_id TEXT NOT NULL,
    livemode INTEGER NOT NULL,
    amount TEXT NOT NULL,
    brl_amount TEXT NOT NULL,
    rate TEXT NOT NULL,
    stables TEXT NOT NULL,
    wallet_id TEXT NOT NULL,
    payment_code TEXT NOT NULL,
    status TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    paid_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE idempotency_records (
    business_id TEXT NOT NULL,
    livemode INTEGER NOT NULL,
    key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    state TEXT NOT NULL,
    response_status INTEGER,
    response_body TEXT,
    created_at_ms INTEGER NOT NULL,
    PRIMARY KEY (business_id, livemode, key)
  );
  CREATE TABLE scheduled_transitions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    resource TEXT NOT NULL,
    resource_id TEXT NOT NULL,
    from_status TEXT NOT NULL,
    to_status TEXT NOT NULL,
    due_at_ms INTEGER NOT NULL
  );
  CREATE INDEX scheduled_transitions_due ON scheduled_transitions (due_at_ms);
  CREATE INDEX scheduled_transitions_resource ON scheduled_transitions (resource, resource_id);
  CREATE TABLE webhook_outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    business_id TEXT NOT NULL,
    livemode INTEGER NOT NULL,
    resource_key TEXT NOT NULL,
    event TEXT NOT NULL,
    body TEXT NOT NULL,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at_ms INTEGER NOT NULL,
    last_attempt_at TEXT,
    last_response_status INTEGER,
    last_error TEXT,
    delivered_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX webhook_outbox_pending ON webhook_outbox (status, next_attempt_at_ms);
  CREATE INDEX webhook_outbox_resource ON webhook_outbox (resource_key, seq);
  `,
  // The legacy plain-text secret header is sent only to targets that ask for it.
  `
  ALTER TABLE webhook_targets ADD COLUMN legacy_secret_header INTEGER NOT NULL DEFAULT 0;
  `,
  // The off-ramp's proof of payment (POST /otc/pop) and the BRL wallets (reg_wallet_address).
  `
  CREATE TABLE payment_proofs (
    business_id TEXT NOT NULL,
    livemode INTEGER NOT NULL,
    reference TEXT NOT NULL,
    transaction_type TEXT NOT NULL,
    transaction_hash TEXT,
    filename TEXT,
    answer TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (business_id, livemode, reference, transaction_type)
  );
  CREATE TABLE brl_wallets (
    id TEXT PRIMARY KEY,
    business_id TEXT NOT NULL,
    livemode INTEGER NOT NULL,
    network TEXT NOT NULL,
    address TEXT NOT NULL,
    user_name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    UNIQUE (business_id, livemode, network, address)
  );
  `,
  `
  CREATE TABLE onramps (
    id TEXT PRIMARY KEY,
    business_id TEXT NOT NULL,
    livemode INTEGER NOT NULL,
    reference TEXT NOT NULL,
    customer_id TEXT NOT NULL,
    stables TEXT NOT NULL,
    network TEXT NOT NULL,
    wallet_address TEXT NOT NULL,
    amount TEXT NOT NULL,
    currency TEXT NOT NULL,
    payout_amount TEXT NOT NULL,
    rate TEXT NOT NULL,
    payment_method TEXT NOT NULL,
    payment_details TEXT NOT NULL,
    settlement_account TEXT,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX onramps_by_reference ON onramps (business_id, livemode, reference);
  `,
  // An on-ramp's receipt is known again by its content.
  `
  ALTER TABLE payment_proofs ADD COLUMN file_sha256 TEXT;
  `,
];

export function migrate(db: Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT version FROM schema_version').get() as { version: number } | undefined;
  const current = row?.version ?? 0;
  const apply = db.transaction(() => {
    for (let v = current; v < MIGRATIONS.length; v++) db.exec(MIGRATIONS[v]!);
    if (row) db.prepare('UPDATE schema_version SET version = ?').run(MIGRATIONS.length);
    else db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(MIGRATIONS.length);
  });
  apply();
}
