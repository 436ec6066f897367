import { createAdjustmentService, type AdjustmentDeps, type AdjustmentService } from './adjustment-service.js';

export { adjustmentRoutes } from './adjustment-routes.js';

/** Manual balance adjustments, added to app.services; registers the approval kind balanceAdjustment. */
export type AdjustmentServices = { adjustments: AdjustmentService };

export const createAdjustmentServices = (deps: AdjustmentDeps): AdjustmentServices => ({
  adjustments: createAdjustmentService(deps),
});
