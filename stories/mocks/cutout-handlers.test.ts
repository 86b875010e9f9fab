// The cut-out mocks answer corrections as the contract says, through the real http client.
import { describe, expect, it } from 'vitest';
import { CutoutMetadataSchema } from '../../src/api/asset';
import { ApiError, createApiClient } from '../../src/api/http';
import { NECKLACE_SIZE, RING_SKETCH_MOTIFS, RING_SKETCH_SIZE } from './fixtures/cutouts';
import { TEMPORARY_DESIGN_ID } from './fixtures/designs';
import { MOCK_IMAGES } from './fixtures/images';
import { cutoutHandlers } from './handlers/cutouts';
import { listeningMockServer } from './test-server';

const server = listeningMockServer();
const api = createApiClient({ baseUrl: 'http://localhost', getAccessToken: () => 'tok' });
const path = `/api/designs/${TEMPORARY_DESIGN_ID}/cutout`;
const stroke = { mode: 'remove' as const, radius: 12, points: [[500, 20] as [number, number]] };

describe('cut-out corrections', () => {
  it('make a new version each time, with the review the story gives the change', async () => {
    server.use(
      ...cutoutHandlers.live('design', {
        image: MOCK_IMAGES.necklaceCutout,
        review: 'required',
        reasons: ['Hair.'],
        size: NECKLACE_SIZE,
        refine: (change) =>
          'strokes' in change
            ? { image: MOCK_IMAGES.necklaceCutoutCleaned, review: 'ok' }
            : {
                image: MOCK_IMAGES.necklaceCutout,
              },
      }),
    );
    const first = await api.put(path, CutoutMetadataSchema, { strokes: [stroke] });
    expect(first).toMatchObject({
      cutout_version: 2,
      cutout_review: 'ok',
      cutout_confirmed: true,
      cutout_strokes: [stroke],
      strokes_applied: 1,
      cutout_source_width: NECKLACE_SIZE.width,
    });
    const reset = await api.put(path, CutoutMetadataSchema, { reset: true });
    expect(reset).toMatchObject({
      cutout_version: 3,
      cutout_review: 'required',
      cutout_review_reasons: ['Hair.'],
      strokes_applied: 0,
    });
  });

  it('choose a sheet motif, and refuse what the contract refuses', async () => {
    server.use(
      ...cutoutHandlers.live('design', {
        image: MOCK_IMAGES.ringSketchCutout,
        size: RING_SKETCH_SIZE,
        motifs: RING_SKETCH_MOTIFS,
      }),
    );
    expect(await api.put(path, CutoutMetadataSchema, { motif: 1 })).toMatchObject({
      cutout_motif: 1,
      cutout_motifs: RING_SKETCH_MOTIFS,
    });
    const tooWide = { ...stroke, radius: 1000 };
    const refused = await api
      .put(path, CutoutMetadataSchema, { strokes: [tooWide] })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 422 });
    expect((refused as ApiError).detail).toContain('radius');
  });
});
