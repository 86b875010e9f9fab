import { describe, expect, it } from 'vitest';
import {
  homeGreeting,
  EMPTY_FILE_MESSAGE,
  MAX_UPLOAD_BYTES,
  ONE_FILE_MESSAGE,
  TOO_LARGE_MESSAGE,
  UNSUPPORTED_TYPE_MESSAGE,
  checkFile,
  checkFiles,
  percent,
  uploadErrorMessage,
} from './model';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkFile', () => {
  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.webp', 'image/webp'],
    ['a.avif', 'image/avif'],
    ['a.heic', 'image/heic'],
    ['a.HEIC', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkFile(file(name, type))).toBeNull();
  });
  it('rejects other types', () => {
    expect(checkFile(file('a.gif', 'image/gif'))).toBe(UNSUPPORTED_TYPE_MESSAGE);
    expect(checkFile(file('a.pdf', 'application/pdf'))).toBe(UNSUPPORTED_TYPE_MESSAGE);
    expect(checkFile(file('noext', ''))).toBe(UNSUPPORTED_TYPE_MESSAGE);
  });
  it('accepts exactly 25 MB and rejects a byte more', () => {
    expect(checkFile(file('a.jpg', 'image/jpeg', MAX_UPLOAD_BYTES))).toBeNull();
    expect(checkFile(file('a.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1))).toBe(TOO_LARGE_MESSAGE);
  });
  it('rejects empty files', () => {
    expect(checkFile(file('a.jpg', 'image/jpeg', 0))).toBe(EMPTY_FILE_MESSAGE);
  });
  it('mentions the formats and the limit', () => {
    expect(UNSUPPORTED_TYPE_MESSAGE).toContain('JPEG, PNG, WebP, AVIF or HEIC');
    expect(TOO_LARGE_MESSAGE).toContain('25 MB');
  });
});

describe('checkFiles', () => {
  it('needs exactly one file', () => {
    expect(checkFiles([])).toEqual({ file: null, error: null });
    expect(checkFiles([file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')]).error).toBe(
      ONE_FILE_MESSAGE,
    );
    expect(checkFiles([file('a.jpg', 'image/jpeg')]).error).toBeNull();
  });
});

describe('messages', () => {
  it('upload error: detail, message, fallback', () => {
    expect(uploadErrorMessage({ detail: 'Too big.' })).toBe('Too big.');
    expect(uploadErrorMessage(new Error('Offline'))).toBe('Offline');
    expect(uploadErrorMessage(undefined)).toBe('The upload failed. Please try again.');
  });
  it('percent clamps and rounds', () => {
    expect(percent(-1)).toBe(0);
    expect(percent(0.456)).toBe(46);
    expect(percent(2)).toBe(100);
  });
});

describe('homeGreeting', () => {
  it('welcomes a first visit, and welcomes back a designer with designs', () => {
    expect(homeGreeting('Amara', false)).toBe('Welcome, Amara');
    expect(homeGreeting('Amara', true)).toBe('Welcome back, Amara');
    expect(homeGreeting(null, false)).toBe('Welcome to your studio');
    expect(homeGreeting(null, true)).toBe('Welcome back to your studio');
  });
});
