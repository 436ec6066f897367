import { describe, expect, it } from 'vitest';
import { accountVendorMenu } from './account-fns';

const categories = [
  {
    vendors: [
      { vassalage: 'PG', displayName: 'PG Soft' },
      { vassalage: 'JL', displayName: 'JILI' },
    ],
  },
  {
    vendors: [
      { vassalage: 'JDB', displayName: 'JDB Fishing' },
      { vassalage: 'JL', displayName: 'JILI Fishing' },
    ],
  },
];

describe('account page vendor menu', () => {
  it('lists the vendors of the member’s games once each, in vendor order, by their first name', () => {
    expect(accountVendorMenu(['JDB', 'JL', 'PG', 'JL'], categories)).toEqual([
      { key: 'PG', label: 'PG Soft' },
      { key: 'JL', label: 'JILI' },
      { key: 'JDB', label: 'JDB Fishing' },
    ]);
  });
  it('keeps a vendor the vendor data does not know, by its code, at the end', () => {
    expect(accountVendorMenu(['NOVA', 'PG'], categories)).toEqual([
      { key: 'PG', label: 'PG Soft' },
      { key: 'NOVA', label: 'NOVA' },
    ]);
  });
  it('is empty when the member has no games there', () => {
    expect(accountVendorMenu([], categories)).toEqual([]);
  });
});
