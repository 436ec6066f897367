import { LotteryVerification, LotteryVerifyQuery } from '../lottery-verify.js';
import { endpointsOf } from './endpoint.js';

const lottery = endpointsOf(['lottery']);

/** Anyone may check a drawn issue's provably fair result (the verification page calls it too). */
export const lotteryVerifyEndpoints = {
  verify: lottery({
    method: 'GET',
    path: '/lotto/api/verify',
    summary: 'Verifies a lottery issue: recomputes its result from the revealed seed and checks the published hash',
    description:
      'NOT_FOUND for an unknown game or issue. Before the draw the seed is not revealed: the checks are null.',
    query: LotteryVerifyQuery,
    response: LotteryVerification,
  }),
};
