import { describe, expect, it } from 'vitest';
import {
  TransformationListQuerySchema,
  compareTransformationOrder,
  isAfterCursor,
  parseTransformationCursor,
  transformationCursor,
} from './transformation';

const ID = '3f2a9c1e-7b4d-4e8a-9c6f-1a2b3c4d5e6f';

describe('transformation cursors', () => {
  it('round-trips a visual’s created_at (to the millisecond, in UTC) and id', () => {
    const cursor = transformationCursor({
      created_at: '2025-03-12T12:30:00.120+02:00',
      transformation_id: ID,
    });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/); // safe in a query string as is
    expect(parseTransformationCursor(cursor)).toEqual({
      created_at: '2025-03-12T10:30:00.120Z',
      transformation_id: ID,
    });
  });

  it('names different visuals with different cursors, even at one instant', () => {
    const at = '2025-03-12T10:30:00Z';
    const other = ID.replace('3f', '4f');
    expect(transformationCursor({ created_at: at, transformation_id: ID })).not.toBe(
      transformationCursor({ created_at: at, transformation_id: other }),
    );
  });

  it.each([
    ['an empty string', ''],
    ['characters outside base64url', 'abc+/=='],
    ['an impossible length', 'abcde'],
    ['no separator', btoa('2025-03-12T10:30:00.000Z').replace(/=+$/, '')],
    ['a date that is not ISO', btoa(`yesterday|${ID}`).replace(/=+$/, '')],
    ['a date not in the cursor’s form', btoa(`2025-03-12T10:30:00Z|${ID}`).replace(/=+$/, '')],
    ['no id', btoa('2025-03-12T10:30:00.000Z|').replace(/=+$/, '')],
    ['bytes that are not UTF-8', btoa('\xff\xfe|x').replace(/=+$/, '')],
  ])('reads %s as no cursor', (_, cursor) => {
    expect(parseTransformationCursor(cursor)).toBeNull();
  });

  it('orders newest first, ties by id descending, at millisecond precision', () => {
    const a = { created_at: '2025-03-12T10:00:00.500Z', transformation_id: 'b' };
    const b = { created_at: '2025-03-12T10:00:00.500+00:00', transformation_id: 'a' };
    const c = { created_at: '2025-03-12T09:59:59.999Z', transformation_id: 'z' };
    expect([c, b, a].sort(compareTransformationOrder)).toEqual([a, b, c]);
    expect(compareTransformationOrder(a, a)).toBe(0);
    const cursor = parseTransformationCursor(transformationCursor(a))!;
    expect(isAfterCursor(a, cursor)).toBe(false);
    expect(isAfterCursor(b, cursor)).toBe(true);
    expect(isAfterCursor(c, cursor)).toBe(true);
    expect(isAfterCursor({ ...a, transformation_id: 'c' }, cursor)).toBe(false);
  });

  it('is an optional query parameter beside the filters', () => {
    const cursor = transformationCursor({
      created_at: '2025-03-12T10:00:00Z',
      transformation_id: ID,
    });
    expect(TransformationListQuerySchema.parse({ before: cursor })).toEqual({
      before: cursor,
      limit: 50,
    });
    expect(TransformationListQuerySchema.parse({})).toEqual({ limit: 50 });
  });
});
