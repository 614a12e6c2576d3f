/** The first area of the demo seed, for a bench that opens an area page. */
export async function firstAreaId(url: string): Promise<string> {
  const cities = (await (await fetch(`${url}/api/cities`)).json()) as { _id: string }[];
  for (const city of cities) {
    const areas = (await (await fetch(`${url}/api/cities/${city._id}/areas`)).json()) as { _id: string }[];
    if (areas[0]) return areas[0]._id;
  }
  throw new Error('the seeded node has no area (SEED_DEMO should have made some)');
}
