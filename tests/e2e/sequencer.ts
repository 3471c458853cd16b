import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The e2e files share one seeded project and change its data. The files that check the
 * seed as it was loaded run first: `member-corner` reads the Ophidia tote out with the
 * seed Reserve member and its queue, which `member` ends when it completes that rental
 * (the freed bag is then offered in line, or put back in the closet).
 */
const SEED_AS_LOADED = ['member-corner.test.ts'];

export class SeedFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) =>
      SEED_AS_LOADED.some((name) => file.moduleId.endsWith(`/${name}`));
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}
