// The stay search as it lives in the URL, identical on …/search/ and …/availability/ of every
// lodging family, so a search can be shared, reloaded and navigated back to:
//   ?loc=city:Paris|FR&label=Paris, France&checkIn=2027-02-12&checkOut=2027-02-15&adults=2
//    &children=1&ages=7&pets=0&tab=all_stays&view=list&sort=Price&stars=4,5&free=1&page=2
// One import for its parts: the model and checks (stay-search.ts), reading the URL
// (stay-search-parse.ts), writing it (stay-search-format.ts) and the API body (stay-search-request.ts).
export * from './stay-search';
export * from './stay-search-parse';
export * from './stay-search-format';
export * from './stay-search-request';
