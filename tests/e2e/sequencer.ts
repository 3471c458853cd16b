import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The e2e files share one seeded project and change its data. The files that check the
 * seed as it was loaded run first: `member-corner` reads the Ophidia tote out with the
 * seed Reserve member and its queue, which `member` ends when it completes that rental
 * (the freed bag is then offered in line, or put back in the closet). `closet` finds that
 * tote out in the closet and joins and leaves its queue (after `member-corner`, which
 * reads the queue's places).
 */
const SEED_AS_LOADED = ['member-corner.test.ts', 'closet.test.ts'];

export class SeedFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) =>
      SEED_AS_LOADED.findIndex((name) => file.moduleId.endsWith(`/${name}`));
    const first = SEED_AS_LOADED.flatMap((_, i) => sorted.filter((file) => rank(file) === i));
    return [...first, ...sorted.filter((file) => rank(file) === -1)];
  }
}
