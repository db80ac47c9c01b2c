// Which business an API key belongs to, as far as the gateway has learnt it. The provider does not
// say up front; a webhook that names its business (`payload.business.business_id`) and is about a
// resource a key owns (the provider showed it to that key) teaches that the key is that business's.
// A key taught two businesses is marked conflicting and known to belong to none, its first business
// still kept for finding the records it made. Only key fingerprints are stored, never keys.

export interface KeyBusinesses {
  /** Records that the keys with these fingerprints belong to `business`. */
  learn(fingerprints: readonly string[], business: string): Promise<void>;
  /** The business the key belongs to; undefined when not learnt, or learnt twice differently. */
  businessOf(fingerprint: string): Promise<string | undefined>;
  /**
   * Both at once: `business` as `businessOf` answers it, and `first`, the business the key was
   * first learnt to belong to, kept when a second one makes it conflicting: the key's idempotency
   * records made while that business was its own are kept under it.
   */
  learntOf(fingerprint: string): Promise<LearntBusiness>;
}

/** What the gateway learnt of a key's business: none known for a key never taught one. */
export interface LearntBusiness {
  business: string | undefined;
  first: string | undefined;
}
