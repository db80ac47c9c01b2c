import { z } from 'zod';

// Contact fields of a business customer (contract, "Business customers").

const emailSchema = z.email();

/** An e-mail address, by zod's rule (a practical subset of RFC 5322). */
export function isValidEmail(text: string): boolean {
  return emailSchema.safeParse(text).success;
}

/** An E.164 phone number: '+', a country code not starting with 0, at most 15 digits in all. */
export function isValidE164Phone(text: string): boolean {
  return /^\+[1-9]\d{1,14}$/.test(text);
}

/**
 * A phone number written in international form as people and the provider's documentation write
 * it (`+1-555-0123`, `+49 30 1234567`, `+44 (0)20 7946 0958`), in E.164: spaces, hyphens, dots and
 * parentheses are dropped, and with them the trunk prefix written `(0)`. Null unless what is left
 * is `+`, a country code not starting with 0, and 7 to 15 digits in all: the shortest numbers in
 * use (Saint Helena's, Niue's) have seven with their country code, E.164 allows fifteen.
 */
export function e164Phone(text: string): string | null {
  const compact = text.trim().replaceAll('(0)', '').replace(/[\s\-.()]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}

/**
 * The 249 officially assigned ISO 3166-1 codes, alpha-2 → alpha-3 (as Debian's iso-codes lists
 * them). Written out because no installed package exports the list (graphql-scalars keeps its own
 * alpha-2 list in a private regex, and adds the user-assigned XK); user-assigned, reserved and
 * withdrawn codes (XK/XKX, EU, UK, AN/ANT) are not countries here.
 */
const ALPHA3_OF_ALPHA2 = {
  AD: 'AND', AE: 'ARE', AF: 'AFG', AG: 'ATG', AI: 'AIA', AL: 'ALB', AM: 'ARM', AO: 'AGO', AQ: 'ATA', AR: 'ARG', AS: 'ASM', AT: 'AUT',
  AU: 'AUS', AW: 'ABW', AX: 'ALA', AZ: 'AZE', BA: 'BIH', BB: 'BRB', BD: 'BGD', BE: 'BEL', BF: 'BFA', BG: 'BGR', BH: 'BHR', BI: 'BDI',
  BJ: 'BEN', BL: 'BLM', BM: 'BMU', BN: 'BRN', BO: 'BOL', BQ: 'BES', BR: 'BRA', BS: 'BHS', BT: 'BTN', BV: 'BVT', BW: 'BWA', BY: 'BLR',
  BZ: 'BLZ', CA: 'CAN', CC: 'CCK', CD: 'COD', CF: 'CAF', CG: 'COG', CH: 'CHE', CI: 'CIV', CK: 'COK', CL: 'CHL', CM: 'CMR', CN: 'CHN',
  CO: 'COL', CR: 'CRI', CU: 'CUB', CV: 'CPV', CW: 'CUW', CX: 'CXR', CY: 'CYP', CZ: 'CZE', DE: 'DEU', DJ: 'DJI', DK: 'DNK', DM: 'DMA',
  DO: 'DOM', DZ: 'DZA', EC: 'ECU', EE: 'EST', EG: 'EGY', EH: 'ESH', ER: 'ERI', ES: 'ESP', ET: 'ETH', FI: 'FIN', FJ: 'FJI', FK: 'FLK',
  FM: 'FSM', FO: 'FRO', FR: 'FRA', GA: 'GAB', GB: 'GBR', GD: 'GRD', GE: 'GEO', GF: 'GUF', GG: 'GGY', GH: 'GHA', GI: 'GIB', GL: 'GRL',
  GM: 'GMB', GN: 'GIN', GP: 'GLP', GQ: 'GNQ', GR: 'GRC', GS: 'SGS', GT: 'GTM', GU: 'GUM', GW: 'GNB', GY: 'GUY', HK: 'HKG', HM: 'HMD',
  HN: 'HND', HR: 'HRV', HT: 'HTI', HU: 'HUN', ID: 'IDN', IE: 'IRL', IL: 'ISR', IM: 'IMN', IN: 'IND', IO: 'IOT', IQ: 'IRQ', IR: 'IRN',
  IS: 'ISL', IT: 'ITA', JE: 'JEY', JM: 'JAM', JO: 'JOR', JP: 'JPN', KE: 'KEN', KG: 'KGZ', KH: 'KHM', KI: 'KIR', KM: 'COM', KN: 'KNA',
  KP: 'PRK', KR: 'KOR', KW: 'KWT', KY: 'CYM', KZ: 'KAZ', LA: 'LAO', LB: 'LBN', LC: 'LCA', LI: 'LIE', LK: 'LKA', LR: 'LBR', LS: 'LSO',
  LT: 'LTU', LU: 'LUX', LV: 'LVA', LY: 'LBY', MA: 'MAR', MC: 'MCO', MD: 'MDA', ME: 'MNE', MF: 'MAF', MG: 'MDG', MH: 'MHL', MK: 'MKD',
  ML: 'MLI', MM: 'MMR', MN: 'MNG', MO: 'MAC', MP: 'MNP', MQ: 'MTQ', MR: 'MRT', MS: 'MSR', MT: 'MLT', MU: 'MUS', MV: 'MDV', MW: 'MWI',
  MX: 'MEX', MY: 'MYS', MZ: 'MOZ', NA: 'NAM', NC: 'NCL', NE: 'NER', NF: 'NFK', NG: 'NGA', NI: 'NIC', NL: 'NLD', NO: 'NOR', NP: 'NPL',
  NR: 'NRU', NU: 'NIU', NZ: 'NZL', OM: 'OMN', PA: 'PAN', PE: 'PER', PF: 'PYF', PG: 'PNG', PH: 'PHL', PK: 'PAK', PL: 'POL', PM: 'SPM',
  PN: 'PCN', PR: 'PRI', PS: 'PSE', PT: 'PRT', PW: 'PLW', PY: 'PRY', QA: 'QAT', RE: 'REU', RO: 'ROU', RS: 'SRB', RU: 'RUS', RW: 'RWA',
  SA: 'SAU', SB: 'SLB', SC: 'SYC', SD: 'SDN', SE: 'SWE', SG: 'SGP', SH: 'SHN', SI: 'SVN', SJ: 'SJM', SK: 'SVK', SL: 'SLE', SM: 'SMR',
  SN: 'SEN', SO: 'SOM', SR: 'SUR', SS: 'SSD', ST: 'STP', SV: 'SLV', SX: 'SXM', SY: 'SYR', SZ: 'SWZ', TC: 'TCA', TD: 'TCD', TF: 'ATF',
  TG: 'TGO', TH: 'THA', TJ: 'TJK', TK: 'TKL', TL: 'TLS', TM: 'TKM', TN: 'TUN', TO: 'TON', TR: 'TUR', TT: 'TTO', TV: 'TUV', TW: 'TWN',
  TZ: 'TZA', UA: 'UKR', UG: 'UGA', UM: 'UMI', US: 'USA', UY: 'URY', UZ: 'UZB', VA: 'VAT', VC: 'VCT', VE: 'VEN', VG: 'VGB', VI: 'VIR',
  VN: 'VNM', VU: 'VUT', WF: 'WLF', WS: 'WSM', YE: 'YEM', YT: 'MYT', ZA: 'ZAF', ZM: 'ZMB', ZW: 'ZWE',
} as const;

export type CountryCode = keyof typeof ALPHA3_OF_ALPHA2;
export type CountryCodeAlpha3 = (typeof ALPHA3_OF_ALPHA2)[CountryCode];

/** The alpha-2 codes. */
export const COUNTRY_CODES = Object.keys(ALPHA3_OF_ALPHA2) as CountryCode[];

const ALPHA3_OF: ReadonlyMap<string, CountryCodeAlpha3> = new Map<string, CountryCodeAlpha3>([
  ...Object.entries(ALPHA3_OF_ALPHA2),
  ...Object.values(ALPHA3_OF_ALPHA2).map((alpha3): [string, CountryCodeAlpha3] => [alpha3, alpha3]),
]);

/**
 * An officially assigned ISO 3166-1 code in upper case, alpha-2 (`NG`) or alpha-3 (`NGA`): the
 * seed leaves the form open, the provider's documentation writes alpha-3, and clients of the
 * contract have sent alpha-2.
 */
export function isValidCountryCode(text: string): boolean {
  return ALPHA3_OF.has(text);
}

/** An officially assigned ISO 3166-1 alpha-3 code in upper case, e.g. `USA`. */
export function isCountryCodeAlpha3(text: string): text is CountryCodeAlpha3 {
  return ALPHA3_OF.get(text) === text;
}

/**
 * The alpha-3 code of a country written as an assigned alpha-2 or alpha-3 code, in either case,
 * surrounding spaces ignored (`" us "` → `USA`); null for anything else.
 */
export function countryCodeAlpha3(text: string): CountryCodeAlpha3 | null {
  return ALPHA3_OF.get(text.trim().toUpperCase()) ?? null;
}
