import { hash, verify, type Options } from '@node-rs/argon2';
import { expensiveWork, type WorkCaller } from '../../../platform/work-gate.js';

/** OWASP argon2id parameters: 19 MiB, 2 iterations, 1 lane. */
const ARGON2ID: Options = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under isolatedModules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Each hash and check runs under its caller's work budget (platform/work-gate.ts); null: no request. */
export const hashPassword = (password: string, caller: WorkCaller | null): Promise<string> =>
  expensiveWork(caller, () => hash(password, ARGON2ID));

/** False for a wrong password and for a stored value that is not a hash (trial accounts). */
export const verifyPassword = (passwordHash: string, password: string, caller: WorkCaller | null): Promise<boolean> =>
  passwordHash.startsWith('$argon2')
    ? expensiveWork(caller, () => verify(passwordHash, password).catch(() => false))
    : Promise.resolve(false);

let dummyHash: Promise<string> | null = null;
/**
 * Spends the time of a real check when the username is unknown, so the answer time does not
 * tell whether an account exists.
 */
export async function verifyAgainstDummy(password: string, caller: WorkCaller | null): Promise<false> {
  dummyHash ??= hash('fortuna-dummy-password', ARGON2ID);
  const dummy = await dummyHash;
  await expensiveWork(caller, () => verify(dummy, password).catch(() => false));
  return false;
}

/** A stored value no password matches: accounts that cannot log in with a password (trial). */
export const NO_PASSWORD = '!no-password';
