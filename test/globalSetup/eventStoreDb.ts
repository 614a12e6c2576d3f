import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the EventStoreDB suites connect, or null when there is no server. */
    eventStoreUrl: string | null;
    /** Where the URL came from, or why there is none: printed by the suites. */
    eventStoreReason: string;
  }
}

const IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb:latest';
/** Said whenever the suites skip, so a skip tells how to run them where a server exists. */
const HOW_TO_RUN =
  'to run them against a server: EVENTSTORE_URL=kurrentdb://127.0.0.1:2113?tls=false ' +
  'npx vitest run infra/src/eventStore/esdbEventStore.int.spec.ts (or start a Docker engine, ' +
  `and the run starts ${IMAGE} itself)`;

/**
 * Finds an EventStoreDB for the run, once: EVENTSTORE_URL when set; else a
 * KurrentDB container started by testcontainers when a Docker engine answers
 * (it is stopped at the end of the run); else none, with the reason.
 */
export default async function setup(project: TestProject) {
  const fromEnv = process.env.EVENTSTORE_URL;
  if (fromEnv) {
    project.provide('eventStoreUrl', fromEnv);
    project.provide('eventStoreReason', `EVENTSTORE_URL=${fromEnv}`);
    return;
  }
  const { GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    project.provide('eventStoreUrl', null);
    project.provide(
      'eventStoreReason',
      `EVENTSTORE_URL is not set and no Docker engine answers (${why}); ${HOW_TO_RUN}`,
    );
    return;
  }
  const container = await new GenericContainer(IMAGE)
    .withEnvironment({
      KURRENTDB_INSECURE: 'true',
      KURRENTDB_MEM_DB: 'true',
      KURRENTDB_RUN_PROJECTIONS: 'None',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113))
    .start();
  const url = `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
  project.provide('eventStoreUrl', url);
  project.provide('eventStoreReason', `KurrentDB in Docker (${IMAGE}) at ${url}`);
  return async () => {
    await container.stop();
  };
}
