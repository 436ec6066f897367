/**
 * How the suite passes captchas in production mode, where no API tells their answers: before any
 * server starts, the suite writes challenges with answers it chose into the server's own table
 * of its template database (template.ts; the database is the test's fixture, which a real
 * attacker never holds). A test takes one from the pool and answers it as a person would: the
 * slider's x with a hand-like drag trail, the image's text. The server checks them exactly as it
 * checks challenges it drew itself.
 *
 * Each challenge also gets its proof-of-work secret, and the pool signs and solves a cheap
 * ALTCHA challenge with it (the server checks the signature, not the cost it would have drawn),
 * so every answer carries its bound proof-of-work as the web client's does.
 *
 * Each file's server starts on its own copy of the template, so every file has the whole pool.
 * When the captcha storage changes (columns, hashing), change this file with it: the rows are
 * written through the captcha module's repository and hash function, so tsc points here.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { SliderAnswer } from '@fortuna/contracts';
import { encodePowPayload, POW_ALGORITHM } from '../../../src/modules/identity/captcha/pow-fns.js';
import type { Db } from '../../../src/platform/db.js';
import { createCaptchaRepository } from '../../../src/modules/identity/captcha/captcha-repository.js';
import { imageAnswerHash } from '../../../src/modules/identity/captcha/captcha-fns.js';

/** Long enough for the slowest run; the server prunes challenges only once they expire. */
const POOL_TTL_MS = 12 * 60 * 60_000;
const IMAGE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SLIDERS = 400;
const IMAGES = 200;

type Planted = { id: string; powSecret: string; pow: string };
export type PlantedCaptchas = {
  expiresAt: string;
  sliders: Array<Planted & { x: number }>;
  images: Array<Planted & { text: string }>;
};

export type ImageCaptchaAnswer = { captchaId: string; captcha: string; captchaPow: string };

/** A solved proof-of-work for captcha `id`, signed with its planted secret (cheap: cost 1). */
async function solvedPow(id: string, secret: string): Promise<string> {
  const challenge = await createChallenge({
    algorithm: POW_ALGORITHM,
    cost: 1,
    counter: randomInt(1, 20),
    deriveKey,
    data: { captchaId: id },
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}:key`,
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve a planted proof-of-work');
  return encodePowPayload(challenge, solution);
}

async function planted(): Promise<Planted> {
  const id = randomUUID();
  const powSecret = randomBytes(32).toString('hex');
  return { id, powSecret, pow: await solvedPow(id, powSecret) };
}

export type CaptchaPool = {
  /** A fresh, correctly answered slider (with a hand-like trail). */
  slider: () => SliderAnswer;
  /** A fresh, correctly answered image captcha: the `captchaId` and `captcha` fields of a form. */
  image: () => ImageCaptchaAnswer;
  remaining: () => { slider: number; image: number };
};

/** A drag from the left edge to `x` over ~600 ms, slightly uneven, as a pointer records it. */
export function handTrail(x: number): NonNullable<SliderAnswer['trail']> {
  const steps = 24;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const progress = i / steps;
    const eased = 1 - (1 - progress) ** 3;
    return {
      x: Math.round(x * eased + (i > 0 && i < steps ? randomInt(-1, 2) : 0)),
      y: randomInt(-2, 3),
      t: Math.round(i * 25 + randomInt(0, 5)),
    };
  });
}

/** Writes the challenges (new ones, or `planted` again on a second database) and returns them. */
export async function plantCaptchaPool(db: Db, plantedBefore?: PlantedCaptchas): Promise<PlantedCaptchas> {
  const pool: PlantedCaptchas = plantedBefore ?? {
    expiresAt: new Date(Date.now() + POOL_TTL_MS).toISOString(),
    sliders: await Promise.all(
      Array.from({ length: SLIDERS }, async () => ({ ...(await planted()), x: randomInt(60, 240) })),
    ),
    images: await Promise.all(
      Array.from({ length: IMAGES }, async () => ({
        ...(await planted()),
        text: Array.from({ length: 4 }, () => IMAGE_LETTERS[randomInt(IMAGE_LETTERS.length)]).join(''),
      })),
    ),
  };
  const expiresAt = new Date(pool.expiresAt);
  const createdAt = new Date();
  const rows = [
    ...pool.sliders.map((s) => ({
      id: s.id,
      kind: 'slider' as const,
      answerHash: null,
      answerX: s.x,
      powSecret: s.powSecret,
      expiresAt,
      createdAt,
    })),
    ...pool.images.map((i) => ({
      id: i.id,
      kind: 'image' as const,
      answerHash: imageAnswerHash(i.id, i.text),
      answerX: null,
      powSecret: i.powSecret,
      expiresAt,
      createdAt,
    })),
  ];
  const repository = createCaptchaRepository(db);
  for (const row of rows) await repository.insert(row);
  return pool;
}

/** One server's view of the pool: each challenge is handed out once. */
export function captchaPool(planted: PlantedCaptchas): CaptchaPool {
  const sliders = [...planted.sliders];
  const images = [...planted.images];
  return {
    slider: () => {
      const next = sliders.pop();
      if (!next) throw new Error('the captcha pool has no slider left: raise SLIDERS in captcha-pool.ts');
      return { captchaId: next.id, x: next.x, trail: handTrail(next.x), pow: next.pow };
    },
    image: () => {
      const next = images.pop();
      if (!next) throw new Error('the captcha pool has no image captcha left: raise IMAGES in captcha-pool.ts');
      return { captchaId: next.id, captcha: next.text, captchaPow: next.pow };
    },
    remaining: () => ({ slider: sliders.length, image: images.length }),
  };
}
