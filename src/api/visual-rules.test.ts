import { describe, expect, it } from 'vitest';
import type { Transformation } from './transformation';
import {
  EXPAND_MISSING_PATH_ERROR,
  EXPAND_MISSING_SOURCE_ERROR,
  buildExpandPayload,
  canExpand,
  downloadFileName,
  expandOptionLabel,
  expandSceneName,
  expandSubmittedMessage,
  isActiveStatus,
  isCompletedStatus,
  isFailedStatus,
  isFinishedStatus,
  normaliseStatus,
  previewUrl,
  tileImageUrl,
  statusLabel,
  visualLabel,
  visualTileLabel,
} from './visual-rules';

// Self-contained on purpose: the rules are checked against literal spec cases, not fixtures.
function visual(overrides: Partial<Transformation> = {}): Transformation {
  return {
    transformation_id: 'aaaaaaaa-bbbb-4ccc-8ddd-0123456789ab',
    asset_id: 'asset-1',
    status: 'completed',
    pipeline_step_name: 'ring_pack_shot',
    composition_type: 'pack_shot',
    scene_name: 'White seamless',
    quality_requested: 'standard',
    created_at: '2025-03-12T10:31:00Z',
    display_url: 'https://cdn.example.com/v/main.webp',
    isMasterDesign: false,
    output_asset_urls: { main_view: 'https://cdn.example.com/v/main.webp' },
    output_asset_paths: { main_view: 'visuals/1/main_view.webp' },
    fidelity_score: 0.96,
    failure_reason: null,
    ...overrides,
  };
}

const ring = { asset_id: 'asset-1', jewelry_type: 'ring' as const };

describe('status', () => {
  it('compares case-insensitively', () => {
    expect(normaliseStatus('COMPLETED')).toBe('completed');
    expect(normaliseStatus(' Processing ')).toBe('processing');
    expect(isCompletedStatus('Completed')).toBe(true);
    expect(isFailedStatus('FAILED')).toBe(true);
  });

  it('groups queued and processing as active, completed and failed as finished', () => {
    expect(['queued', 'PROCESSING'].map(isActiveStatus)).toEqual([true, true]);
    expect(['completed', 'Failed'].map(isActiveStatus)).toEqual([false, false]);
    expect(['COMPLETED', 'failed'].map(isFinishedStatus)).toEqual([true, true]);
    expect(['queued', 'processing'].map(isFinishedStatus)).toEqual([false, false]);
  });

  it('treats unknown values as neither active nor finished', () => {
    for (const status of ['on_hold', '', null, undefined]) {
      expect(normaliseStatus(status)).toBeNull();
      expect(isActiveStatus(status)).toBe(false);
      expect(isFinishedStatus(status)).toBe(false);
    }
  });

  it('labels known statuses, shows others as-is and blank as Unknown', () => {
    expect(statusLabel('COMPLETED')).toBe('Completed');
    expect(statusLabel('queued')).toBe('Queued');
    expect(statusLabel('on_hold')).toBe('on_hold');
    expect(statusLabel('  ')).toBe('Unknown');
    expect(statusLabel(null)).toBe('Unknown');
  });
});

describe('tileImageUrl', () => {
  it('shows the thumbnail of any visual that has one, never its full main view', () => {
    const shot = visual({
      output_asset_urls: {
        main_view: 'https://cdn.example.com/v/main.webp',
        thumbnail_url: 'https://cdn.example.com/v/thumbnail.webp',
      },
    });
    expect(tileImageUrl(shot)).toBe('https://cdn.example.com/v/thumbnail.webp');
  });

  it('falls back to the preview without a (usable) thumbnail', () => {
    expect(tileImageUrl(visual())).toBe('https://cdn.example.com/v/main.webp');
    const odd = visual({
      output_asset_urls: { main_view: 'https://cdn.example.com/v/main.webp', thumbnail_url: '//x' },
    });
    expect(tileImageUrl(odd)).toBe('https://cdn.example.com/v/main.webp');
  });
});

describe('previewUrl', () => {
  it('uses the thumbnail for 3D steps, even when main_view is an image', () => {
    const model = visual({
      pipeline_step_name: 'ring_3d_model',
      output_asset_urls: {
        main_view: 'https://cdn.example.com/m/still.webp',
        model_glb: 'https://cdn.example.com/m/model.glb',
        thumbnail_url: 'https://cdn.example.com/m/thumb.png',
      },
    });
    expect(previewUrl(model)).toBe('https://cdn.example.com/m/thumb.png');
  });

  it('gives no preview for a 3D step without a thumbnail', () => {
    const model = visual({
      pipeline_step_name: 'ring_3d_model',
      output_asset_urls: { main_view: 'https://cdn.example.com/m/still.webp' },
    });
    expect(previewUrl(model)).toBeNull();
  });

  it('uses main_view when it is not a .glb', () => {
    expect(previewUrl(visual())).toBe('https://cdn.example.com/v/main.webp');
  });

  it('skips a .glb main_view (query strings included) and takes the first image URL', () => {
    const item = visual({
      output_asset_urls: {
        main_view: 'https://cdn.example.com/v/model.GLB?X-Amz-Signature=abc',
        notes: 'not a url.png',
        ring_pack_shot: 'https://cdn.example.com/v/shot.JPEG?sig=1',
        thumbnail_url: 'https://cdn.example.com/v/later.webp',
      },
    });
    expect(previewUrl(item)).toBe('https://cdn.example.com/v/shot.JPEG?sig=1');
  });

  it('accepts same-origin signed paths in the fallback', () => {
    const item = visual({
      output_asset_urls: { main_view: null, other: '/files/v/shot.png?expires=1' },
    });
    expect(previewUrl(item)).toBe('/files/v/shot.png?expires=1');
  });

  it('ignores URLs that are not images and gives none when nothing fits', () => {
    const item = visual({
      output_asset_urls: {
        main_view: 'https://cdn.example.com/v/model.glb',
        report: 'https://cdn.example.com/v/report.pdf',
        gif: 'https://cdn.example.com/v/anim.gif',
        other: null,
      },
    });
    expect(previewUrl(item)).toBeNull();
    expect(previewUrl(visual({ output_asset_urls: {} }))).toBeNull();
  });
});

describe('downloadFileName', () => {
  it('names images image_{last 8 of id}.webp', () => {
    expect(downloadFileName(visual())).toBe('image_456789ab.webp');
  });

  it('names 3D models model_{last 8 of id}.glb', () => {
    expect(downloadFileName(visual({ pipeline_step_name: 'ring_3d_model' }))).toBe(
      'model_456789ab.glb',
    );
    expect(downloadFileName(visual({ display_url: 'https://cdn.example.com/v/m.glb?sig=1' }))).toBe(
      'model_456789ab.glb',
    );
  });

  it('uses the whole id when it is shorter than 8 characters', () => {
    expect(downloadFileName(visual({ transformation_id: 'abc' }))).toBe('image_abc.webp');
  });
});

describe('canExpand', () => {
  it('offers expand for a completed image with a display URL', () => {
    expect(canExpand(visual())).toBe(true);
    expect(canExpand(visual({ status: 'COMPLETED' }))).toBe(true);
  });

  it('refuses unfinished, failed or unknown statuses', () => {
    for (const status of ['queued', 'processing', 'failed', 'on_hold', '']) {
      expect(canExpand(visual({ status }))).toBe(false);
    }
  });

  it('refuses the master design', () => {
    expect(canExpand(visual({ isMasterDesign: true }))).toBe(false);
  });

  it('refuses items without a display URL', () => {
    expect(canExpand(visual({ display_url: null }))).toBe(false);
    expect(canExpand(visual({ display_url: '' }))).toBe(false);
  });

  it('refuses 3D models', () => {
    expect(canExpand(visual({ display_url: 'https://cdn.example.com/v/model.glb' }))).toBe(false);
    expect(canExpand(visual({ pipeline_step_name: 'ring_3d_model' }))).toBe(false);
  });
});

describe('expand payload', () => {
  it('builds the job of spec §4', () => {
    const result = buildExpandPayload(ring, visual(), 'story_reel');
    expect(result).toEqual({
      ok: true,
      payload: {
        asset_id: 'asset-1',
        pipeline_step_name: 'ring_expand_story_reel',
        source_image_s3_path: 'visuals/1/main_view.webp',
        quality: 'standard',
        composition_type: 'expand',
        scene_name: 'White seamless (story reel)',
      },
    });
  });

  it('turns every underscore of the option into a space', () => {
    expect(expandSceneName('Veined marble', 'creative_zoom_out')).toBe(
      'Veined marble (creative zoom out)',
    );
    expect(expandSceneName('Oak', 'advertisement')).toBe('Oak (advertisement)');
  });

  it('defaults the quality to hd when the source has none', () => {
    const result = buildExpandPayload(
      { asset_id: 'n-1', jewelry_type: 'necklace' },
      visual({ quality_requested: null }),
      'website_banner',
    );
    expect(result.ok && result.payload.quality).toBe('hd');
    expect(result.ok && result.payload.pipeline_step_name).toBe('necklace_expand_website_banner');
  });

  it('falls back to the step name when the source has no scene name', () => {
    const result = buildExpandPayload(ring, visual({ scene_name: null }), 'social_post');
    expect(result.ok && result.payload.scene_name).toBe('ring_pack_shot (social post)');
    expect(visualLabel(visual({ scene_name: '  ' }))).toBe('ring_pack_shot');
  });

  it('reports a missing asset or source with the spec message', () => {
    expect(buildExpandPayload(null, visual(), 'story_reel')).toEqual({
      ok: false,
      error: EXPAND_MISSING_SOURCE_ERROR,
    });
    expect(buildExpandPayload(ring, undefined, 'story_reel')).toEqual({
      ok: false,
      error: 'Cannot expand: Missing asset or source visual information.',
    });
  });

  it('reports a source without a main image path with the spec message', () => {
    for (const output_asset_paths of [null, {}]) {
      expect(buildExpandPayload(ring, visual({ output_asset_paths }), 'story_reel')).toEqual({
        ok: false,
        error: EXPAND_MISSING_PATH_ERROR,
      });
    }
    expect(EXPAND_MISSING_PATH_ERROR).toBe(
      'Cannot expand: Source visual is missing its main image path.',
    );
  });

  it('words the submission and the menu as the spec does', () => {
    expect(expandSubmittedMessage('Oak (story reel)')).toBe(
      "Expansion job 'Oak (story reel)' submitted! Refreshing history...",
    );
    expect(expandOptionLabel('story_reel')).toBe('Story reel (9:16)');
    expect(expandOptionLabel('creative_zoom_out')).toBe('Creative zoom out (Zoom Out)');
  });
});

describe('visualTileLabel', () => {
  const expansion = (option: string, scene: string | null) =>
    visual({
      pipeline_step_name: `ring_expand_${option}`,
      composition_type: 'expand',
      scene_name: scene,
    });
  it('reads an expansion as its format, then the scene it widened', () => {
    expect(visualTileLabel(expansion('story_reel', 'White seamless (story reel)'))).toBe(
      'Story reel 9:16 · White seamless',
    );
    expect(visualTileLabel(expansion('website_banner', 'White seamless (website banner)'))).toBe(
      'Website banner 16:9 · White seamless',
    );
    expect(visualTileLabel(expansion('creative_zoom_out', 'Marble (creative zoom out)'))).toBe(
      'Creative zoom out · Marble',
    );
    expect(visualTileLabel(expansion('social_post', null))).toBe('Social post 1:1');
  });
  it('tells five expansions of one scene apart by what comes first', () => {
    const options = [
      'story_reel',
      'social_post',
      'website_banner',
      'advertisement',
      'creative_zoom_out',
    ];
    const firsts = options.map((option) =>
      visualTileLabel(expansion(option, `White seamless (${option.replaceAll('_', ' ')})`)).slice(
        0,
        12,
      ),
    );
    expect(new Set(firsts).size).toBe(5);
  });
  it('leaves other visuals as visualLabel', () => {
    expect(visualTileLabel(visual())).toBe('White seamless');
    expect(visualTileLabel(visual({ pipeline_step_name: 'custom_step', scene_name: null }))).toBe(
      'custom_step',
    );
  });
});
