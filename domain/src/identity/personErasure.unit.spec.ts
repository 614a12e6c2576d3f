import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@mohalla/contracts';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../commands/runCommand.js';
import { deciderSpec } from '../testing/deciderSpec.js';
import { userRegistered } from '../testing/events.js';
import { memoryCommandStore } from '../testing/memoryCommandStore.js';
import { contextFor } from '../testing/postCommands.js';
import { CLAIM_GRACE_MS, claimUniqueKey } from '../uniqueKeys/uniqueKeys.js';
import { aliasKey, ensureAreaAlias, userHoldsAlias } from './areaAliases.js';
import { findUserByEmail } from './emailOwner.js';
import { decideUser, type UserCommand, userDecider } from './userDecider.js';
import { evolveUser, initialUserState, type UserState } from './userState.js';

const spec = deciderSpec<UserState, UserCommand>({
  decide: decideUser,
  evolve: evolveUser,
  initialState: initialUserState,
});

const userId = randomUUID();
const areaId = randomUUID();
const erasedAt = '2026-11-25T01:00:00.000Z';
const registered = userRegistered({ userId, email: 'asha@example.in', firstName: 'Asha', lastName: 'Rao' });
const aliased: DomainEvent = { type: 'AreaAliasAssigned', data: { userId, areaId, alias: 'Quiet Mango 42' } };
const erased: DomainEvent = { type: 'PersonErased', data: { userId, erasedAt } };
const erase: UserCommand = { type: 'ErasePerson', data: { userId, erasedAt } };

describe('erasing a person (issue 16 point 2)', () => {
  it('given a registered person, when they erase themselves, then PersonErased carries only their id and when', () => {
    spec([registered, aliased]).when(erase).thenEmits([erased]);
  });

  it('given an erased person, when erasure comes again, then there is no such user (404) and nothing is appended', () => {
    spec([registered, erased]).when(erase).thenRefuses('USER.NOT_FOUND');
  });

  it('given no such person, erasure finds no one', () => {
    spec().when(erase).thenRefuses('USER.NOT_FOUND');
  });

  it('given an erased person, any other command finds no one (no profile, no roles, no new alias)', () => {
    spec([registered, erased])
      .when({ type: 'UpdateProfile', data: { userId, bio: 'back again' } })
      .thenRefuses('USER.NOT_FOUND');
    spec([registered, erased])
      .when({ type: 'AssignAreaAlias', data: { userId, areaId: randomUUID(), alias: 'Bold Neem 7' } })
      .thenRefuses('USER.NOT_FOUND');
  });

  it('the erased fold keeps nothing personal: only the id, when, and the retired aliases', () => {
    const state = [registered, aliased, erased].reduce(evolveUser, initialUserState);
    expect(state).toEqual({
      status: 'erased',
      userId,
      erasedAt,
      areaAliases: { [areaId]: 'Quiet Mango 42' },
    });
  });
});

describe('after an erasure, at the store', () => {
  it('the email no longer finds the person (sign-in answers as for an unknown account)', async () => {
    const { store } = memoryCommandStore();
    const id = randomUUID();
    const email = `gone-${id.slice(0, 8)}@example.in`;
    await claimUniqueKey(
      store,
      { scope: 'email', value: email },
      id,
      async () => ({ holds: true, lastPosition: 0 }),
      contextFor(id),
    );
    await runCommand(
      store,
      userDecider,
      {
        type: 'RegisterUser',
        data: { userId: id, email, firstName: 'A', lastName: 'B', mobile: null, passwordHash: null },
      },
      contextFor(id),
    );
    expect(await findUserByEmail(store, email)).toBe(id);
    await runCommand(
      store,
      userDecider,
      { type: 'ErasePerson', data: { userId: id, erasedAt } },
      contextFor(id),
    );
    expect(await findUserByEmail(store, email)).toBeNull();
  });

  it('their alias is retired: long after the erasure, no one else can claim it', async () => {
    const { store } = memoryCommandStore();
    const secret = 'alias-secret';
    const formerId = randomUUID();
    const area = randomUUID();
    await runCommand(
      store,
      userDecider,
      {
        type: 'RegisterUser',
        data: {
          userId: formerId,
          email: 'f@example.in',
          firstName: 'F',
          lastName: 'M',
          mobile: null,
          passwordHash: null,
        },
      },
      contextFor(formerId),
    );
    const { alias } = await ensureAreaAlias(store, secret, formerId, area, contextFor(formerId));
    await runCommand(
      store,
      userDecider,
      { type: 'ErasePerson', data: { userId: formerId, erasedAt } },
      contextFor(formerId),
    );

    // A newcomer whose candidate happens to be that very alias, past every grace period.
    const newcomer = randomUUID();
    const later = { ...contextFor(newcomer), now: new Date(Date.parse(erasedAt) + 10 * CLAIM_GRACE_MS) };
    const holder = await claimUniqueKey(
      store,
      aliasKey(area, alias),
      newcomer,
      userHoldsAlias(store, area, alias),
      later,
    );
    expect(holder).toBe(formerId);
  });
});
