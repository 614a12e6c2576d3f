import type { DomainEvent } from '@mohalla/contracts';
import { DomainError } from '@mohalla/contracts';
import { expect } from 'vitest';

/**
 * Given/when/then for deciders: given past events folded by `evolve`, when
 * `decide` runs, then exactly these events, or a refusal with this code.
 */
export function deciderSpec<S, C>(spec: {
  decide: (command: C, state: S) => DomainEvent[];
  evolve: (state: S, event: DomainEvent) => S;
  initialState: S;
}) {
  return (given: DomainEvent[] = []) => ({
    when: (command: C) => {
      const state = given.reduce(spec.evolve, spec.initialState);
      const run = () => spec.decide(command, state);
      return {
        thenEmits: (expected: DomainEvent[]) => expect(run()).toEqual(expected),
        thenRefuses: (code: string) => {
          try {
            run();
          } catch (error) {
            expect(error).toBeInstanceOf(DomainError);
            expect((error as DomainError).code).toBe(code);
            return;
          }
          throw new Error(`expected the command to be refused with ${code}, but it was accepted`);
        },
      };
    },
  });
}
