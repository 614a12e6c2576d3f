// The places feature's public face for other features: the cities' and areas' queries.
export { allAreasQuery, areaQuery, citiesQuery, cityAreasQuery } from './api/placesQueries';
export { formatCityState } from './formatLocation';
