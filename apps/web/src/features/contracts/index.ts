/** What the agent pages use of contracts: the offer dialog, the terms table and the calls. */
export { OfferContractDialog } from './offer-contract-dialog';
export { ContractTerms, ratePercent } from './contract-terms';
export { contractsQuery, contractFlagsQuery, terminateContract } from './contracts-api';
