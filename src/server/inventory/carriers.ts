// The airline networks the simulator flies: each carrier's hubs (real ones) and the time-zone
// regions it serves from them. Names come from the OpenFlights airline data at load time.

export type Alliance = 'SkyTeam' | 'Star' | 'oneworld' | null;

export interface CarrierNetwork {
  code: string;
  hubs: readonly string[];
  /** IANA time-zone areas (America, Europe, Asia, …) whose airports it flies to from a hub. */
  regions: readonly string[];
  alliance: Alliance;
  /** Spirit, JetBlue and Frontier per SPEC §2 (Exclude Low Cost Carriers). */
  isLowCost: boolean;
  /** 0–1: on-time record, seats, service; feeds Best Quality. */
  quality: number;
  /** Has a lie-flat or first cabin (the luxury shelf). */
  hasLuxury: boolean;
}

const c = (
  code: string,
  hubs: string[],
  regions: string[],
  alliance: Alliance,
  quality: number,
  opts: { isLowCost?: boolean; hasLuxury?: boolean } = {},
): CarrierNetwork => ({ code, hubs, regions, alliance, quality, isLowCost: opts.isLowCost ?? false, hasLuxury: opts.hasLuxury ?? true });

export const carrierNetworks: readonly CarrierNetwork[] = [
  c('AA', ['DFW', 'CLT', 'ORD', 'MIA', 'PHX', 'PHL', 'DCA', 'JFK', 'LAX'], ['America'], 'oneworld', 0.7),
  c('DL', ['ATL', 'DTW', 'MSP', 'SLC', 'JFK', 'LAX', 'SEA', 'BOS'], ['America'], 'SkyTeam', 0.8),
  c('UA', ['ORD', 'DEN', 'IAH', 'EWR', 'SFO', 'IAD', 'LAX'], ['America', 'Pacific'], 'Star', 0.72),
  c('WN', ['MDW', 'DAL', 'BWI', 'LAS', 'DEN', 'PHX', 'HOU', 'OAK'], ['America'], null, 0.66, { hasLuxury: false }),
  c('B6', ['JFK', 'BOS', 'FLL', 'MCO'], ['America'], null, 0.62, { isLowCost: true }),
  c('NK', ['FLL', 'LAS', 'MCO', 'DTW'], ['America'], null, 0.35, { isLowCost: true, hasLuxury: false }),
  c('F9', ['DEN', 'LAS', 'MCO', 'PHL'], ['America'], null, 0.36, { isLowCost: true, hasLuxury: false }),
  c('AS', ['SEA', 'PDX', 'SFO', 'ANC'], ['America', 'Pacific'], 'oneworld', 0.74),
  c('AC', ['YYZ', 'YUL', 'YVR', 'YYC'], ['America'], 'Star', 0.7),
  c('WS', ['YYC', 'YYZ', 'YVR'], ['America'], null, 0.6, { hasLuxury: false }),
  c('AM', ['MEX'], ['America'], 'SkyTeam', 0.62),
  c('AV', ['BOG'], ['America'], 'Star', 0.6),
  c('LA', ['SCL', 'LIM', 'GRU'], ['America'], 'oneworld', 0.62),
  c('AF', ['CDG'], ['Europe', 'Africa'], 'SkyTeam', 0.76),
  c('KL', ['AMS'], ['Europe', 'Africa'], 'SkyTeam', 0.76),
  c('BA', ['LHR'], ['Europe', 'Africa'], 'oneworld', 0.74),
  c('LH', ['FRA', 'MUC'], ['Europe', 'Africa'], 'Star', 0.78),
  c('IB', ['MAD'], ['Europe', 'Africa'], 'oneworld', 0.66),
  c('TK', ['IST'], ['Europe', 'Asia', 'Africa'], 'Star', 0.72),
  c('EK', ['DXB'], ['Asia', 'Africa', 'Indian'], null, 0.85),
  c('QR', ['DOH'], ['Asia', 'Africa', 'Indian'], 'oneworld', 0.86),
  c('SQ', ['SIN'], ['Asia', 'Australia'], 'Star', 0.88),
  c('CX', ['HKG'], ['Asia', 'Australia'], 'oneworld', 0.82),
  c('NH', ['HND', 'NRT'], ['Asia'], 'Star', 0.84),
  c('JL', ['HND', 'NRT'], ['Asia'], 'oneworld', 0.84),
  c('QF', ['SYD', 'MEL'], ['Australia', 'Pacific'], 'oneworld', 0.8),
];

/** Two carriers sell one ticket when they are the same or in one alliance. */
export function interlines(a: CarrierNetwork, b: CarrierNetwork): boolean {
  return a.code === b.code || (a.alliance !== null && a.alliance === b.alliance);
}

/**
 * Each carrier's own site, where its travelers check in online (their public home pages; the
 * airlines move their check-in pages, so Trips links here and says what to have ready).
 */
export const carrierWebsites: Readonly<Record<string, string>> = {
  AA: 'https://www.aa.com/',
  DL: 'https://www.delta.com/',
  UA: 'https://www.united.com/',
  WN: 'https://www.southwest.com/',
  B6: 'https://www.jetblue.com/',
  NK: 'https://www.spirit.com/',
  F9: 'https://www.flyfrontier.com/',
  AS: 'https://www.alaskaair.com/',
  AC: 'https://www.aircanada.com/',
  WS: 'https://www.westjet.com/',
  AM: 'https://www.aeromexico.com/',
  AV: 'https://www.avianca.com/',
  LA: 'https://www.latamairlines.com/',
  AF: 'https://www.airfrance.com/',
  KL: 'https://www.klm.com/',
  BA: 'https://www.britishairways.com/',
  LH: 'https://www.lufthansa.com/',
  IB: 'https://www.iberia.com/',
  TK: 'https://www.turkishairlines.com/',
  EK: 'https://www.emirates.com/',
  QR: 'https://www.qatarairways.com/',
  SQ: 'https://www.singaporeair.com/',
  CX: 'https://www.cathaypacific.com/',
  NH: 'https://www.ana.co.jp/',
  JL: 'https://www.jal.co.jp/',
  QF: 'https://www.qantas.com/',
};
