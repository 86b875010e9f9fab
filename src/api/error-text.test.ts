import { describe, expect, it } from 'vitest';
import { errorDetail, errorMessage, errorStatus, errorText } from './error-text';
import { ApiError } from './http';

describe('errorStatus', () => {
  it('reads the HTTP status of a failed call, nothing else', () => {
    expect(errorStatus(new ApiError(404, 'Asset not found.'))).toBe(404);
    expect(errorStatus({ status: 401, detail: 'Not signed in.' })).toBe(401);
    expect(errorStatus(new Error('cancelled'))).toBeUndefined();
    expect(errorStatus({ status: '401' })).toBeUndefined();
    expect(errorStatus(null)).toBeUndefined();
    expect(errorStatus(undefined)).toBeUndefined();
  });
});

describe('errorDetail and errorMessage', () => {
  it('take only what says something', () => {
    expect(errorDetail({ detail: 'Name taken.' })).toBe('Name taken.');
    expect(errorDetail({ detail: '  ' })).toBeNull();
    expect(errorDetail({ detail: 42 })).toBeNull();
    expect(errorDetail('Name taken.')).toBeNull();
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
    expect(errorMessage(new Error(''))).toBeNull();
    expect(errorMessage('Offline')).toBe('Offline');
    expect(errorMessage(' ')).toBeNull();
    expect(errorMessage(7)).toBeNull();
  });
});

describe('errorText', () => {
  it('prefers the server detail, then the message, then the fallback', () => {
    expect(errorText({ detail: 'Name taken.', message: 'x' }, 'Failed.')).toBe('Name taken.');
    expect(errorText(new ApiError(500, 'Down'), 'Failed.')).toBe('Down');
    expect(errorText({ detail: '', message: 'Boom' }, 'Failed.')).toBe('Boom');
    expect(errorText('Offline', 'Failed.')).toBe('Offline');
    expect(errorText(null, 'Failed.')).toBe('Failed.');
    expect(errorText({}, 'Failed.')).toBe('Failed.');
  });
});
