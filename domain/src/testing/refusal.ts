import { DomainError } from '@mohalla/contracts';
import { expect } from 'vitest';

/** The DomainError a command (or any async step) was refused with; fails the test if it was accepted. */
export async function refusal(outcome: Promise<unknown>): Promise<DomainError> {
  const error = await outcome.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}
