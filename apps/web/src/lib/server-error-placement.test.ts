import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { placeServerError } from './server-error-placement';

const refusal = (code: string, value: unknown = null) => new ApiError(code, code, 400, value);
const invalid = refusal('VALIDATION_ERROR', { errors: [{ path: 'body.email', message: 'validation:email' }] });

describe('server error placement', () => {
  it('puts the envelope field errors on their fields, worded by the form', () => {
    const placed = placeServerError(invalid, { fieldMessage: (field, message) => `${message}|${field}` });
    expect(placed).toEqual({ fields: [{ field: 'email', message: 'validation:email|email' }], formMessage: false });
  });
  it('keeps only the fields a form has when asked', () => {
    expect(placeServerError(invalid, { fieldsOnly: ['verificationCode'] })).toEqual({ fields: [], formMessage: true });
  });
  it('puts a refusal that names one field there, with its own message or errors:<code>', () => {
    const rules = {
      codeFields: { SMS_CODE_INVALID: 'verificationCode', BAD_INVITE: { field: 'affiliateCode', message: 'errors:x' } },
    };
    expect(placeServerError(refusal('SMS_CODE_INVALID'), rules).fields).toEqual([
      { field: 'verificationCode', message: 'errors:SMS_CODE_INVALID' },
    ]);
    expect(placeServerError(refusal('BAD_INVITE'), rules).fields).toEqual([
      { field: 'affiliateCode', message: 'errors:x' },
    ]);
  });
  it("asks the form's own rule, and shows anything else above the form", () => {
    const rules = {
      refusal: (e: ApiError) => (e.code === 'MOBILE_TAKEN' ? { field: 'mobileNum', message: 'm' } : null),
    };
    expect(placeServerError(refusal('MOBILE_TAKEN'), rules).fields).toEqual([{ field: 'mobileNum', message: 'm' }]);
    expect(placeServerError(refusal('RATE_LIMITED'), rules)).toEqual({ fields: [], formMessage: true });
  });
});
