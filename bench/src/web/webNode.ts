import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNodeProcess } from '../ingest/nodeProcess.js';

const WEB_DIST_INDEX = join(import.meta.dirname, '../../../web/dist/index.html');

export interface WebNode {
  url: string;
  /** The first area of the demo seed, for the area page. */
  areaId: string;
  /** Stops the node and removes its data. */
  stop(): Promise<void>;
}

async function firstAreaId(url: string): Promise<string> {
  const cities = (await (await fetch(`${url}/api/cities`)).json()) as { _id: string }[];
  for (const city of cities) {
    const areas = (await (await fetch(`${url}/api/cities/${city._id}/areas`)).json()) as { _id: string }[];
    if (areas[0]) return areas[0]._id;
  }
  throw new Error('the seeded node has no area (SEED_DEMO should have made some)');
}

/** The real single node serving the built web client, demo seed on, on a fresh data folder. */
export async function startWebNode(): Promise<WebNode> {
  if (!existsSync(WEB_DIST_INDEX)) {
    throw new Error(`The web client is not built (no ${WEB_DIST_INDEX}). Run: npm run build:web`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mohalla-web-bench-'));
  const node = await startNodeProcess(dataDir);
  const stop = async () => {
    await node.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { url: node.url, areaId: await firstAreaId(node.url), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
