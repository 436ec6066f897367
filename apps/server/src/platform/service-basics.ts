import type { Audit } from './audit.js';
import type { Db } from './db.js';

/** The time as services read it: a function, so tests can move it. */
export type Clock = () => Date;

/** What nearly every service is built with; a service's deps type is this plus what is its own. */
export type ServiceBasics = { clock: Clock; audit: Audit };

/** ServiceBasics and the database, for a service that opens its own transactions. */
export type DbServiceBasics = ServiceBasics & { db: Db };
