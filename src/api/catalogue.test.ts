import { describe, expect, it } from 'vitest';
import {
  CREDIT_COSTS,
  EXPAND_OPTIONS,
  EXPAND_SCENES,
  FREE_TIER_CREDITS,
  JEWELRY_TYPES,
  MODEL_SHOT_BODY_CONTEXT,
  QUALITIES,
  QUALITY_INFO,
  VISUAL_KINDS,
  VISUAL_KIND_INFO,
  costOf,
  expandScene,
  findScene,
  is3DStep,
  normaliseImageStyle,
  normaliseJewelryType,
  parsePipelineStep,
  pipelineStepName,
} from './catalogue';

describe('catalogue', () => {
  it('gives every visual kind a label, a description and at least one scene', () => {
    for (const kind of VISUAL_KINDS) {
      const info = VISUAL_KIND_INFO[kind];
      expect(info.key).toBe(kind);
      expect(info.label).not.toBe('');
      expect(info.description).not.toBe('');
      expect(info.scenes.length).toBeGreaterThan(0);
    }
  });

  it('uses the spec labels', () => {
    expect(VISUAL_KINDS.map((kind) => VISUAL_KIND_INFO[kind].label)).toEqual([
      'Pack shot',
      'Model shot',
      'Lifestyle',
      '3D model',
      'Expand',
    ]);
  });

  it('has unique snake_case scene keys and two hex colours per swatch', () => {
    for (const kind of VISUAL_KINDS) {
      const keys = VISUAL_KIND_INFO[kind].scenes.map((scene) => scene.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const scene of VISUAL_KIND_INFO[kind].scenes) {
        expect(scene.key).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
        expect(scene.swatch).toHaveLength(2);
        for (const colour of scene.swatch) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
      }
    }
  });

  it('has the scenes the studio promises', () => {
    const keys = (kind: keyof typeof VISUAL_KIND_INFO) =>
      VISUAL_KIND_INFO[kind].scenes.map((scene) => scene.key);
    expect(keys('pack_shot')).toEqual(
      expect.arrayContaining(['white_seamless', 'soft_grey_gradient', 'black_velvet', 'champagne']),
    );
    expect(keys('lifestyle')).toEqual(
      expect.arrayContaining(['veined_marble', 'silk', 'linen', 'oak']),
    );
    expect(keys('model_shot').length).toBeGreaterThanOrEqual(3);
    expect(keys('3d_model')).toEqual(['studio_turntable']);
    expect(keys('expand')).toEqual([...EXPAND_OPTIONS]);
  });

  it('gives the expand options the ratios of spec §4', () => {
    expect(EXPAND_SCENES.map((scene) => [scene.key, scene.ratioLabel])).toEqual([
      ['story_reel', '9:16'],
      ['social_post', '1:1'],
      ['website_banner', '16:9'],
      ['advertisement', '4:5'],
      ['creative_zoom_out', 'Zoom Out'],
    ]);
    expect(expandScene('story_reel').aspectRatio).toEqual({ width: 9, height: 16 });
    expect(expandScene('creative_zoom_out').aspectRatio).toBeNull();
  });

  it('wears each jewelry type in a model shot', () => {
    expect(MODEL_SHOT_BODY_CONTEXT).toEqual({
      ring: 'hand',
      necklace: 'neckline',
      earring: 'ear',
      bracelet: 'wrist',
      watch: 'wrist',
    });
  });

  it('finds a scene by key or label, case-insensitively', () => {
    expect(findScene('pack_shot', 'White seamless')?.key).toBe('white_seamless');
    expect(findScene('pack_shot', ' black_velvet ')?.key).toBe('black_velvet');
    expect(findScene('lifestyle', 'OAK')?.key).toBe('oak');
    expect(findScene('pack_shot', 'oak')).toBeUndefined();
  });

  it('renders HD at 2048 px and standard at 1024 px on the long side', () => {
    expect(QUALITY_INFO.hd.longEdgePx).toBe(2048);
    expect(QUALITY_INFO.standard.longEdgePx).toBe(1024);
  });

  it('prices every kind and quality with a positive whole number, HD never cheaper', () => {
    for (const kind of VISUAL_KINDS) {
      for (const quality of QUALITIES) {
        expect(Number.isInteger(costOf(kind, quality))).toBe(true);
        expect(costOf(kind, quality)).toBeGreaterThan(0);
      }
      expect(costOf(kind, 'hd')).toBeGreaterThanOrEqual(costOf(kind, 'standard'));
    }
    expect(CREDIT_COSTS.pack_shot).toEqual({ standard: 1, hd: 2 });
    expect(FREE_TIER_CREDITS).toBe(15);
  });

  it('round-trips every step name through parsePipelineStep', () => {
    for (const jewelryType of JEWELRY_TYPES) {
      for (const kind of VISUAL_KINDS) {
        if (kind === 'expand') {
          for (const expandOption of EXPAND_OPTIONS) {
            const step = pipelineStepName(jewelryType, kind, expandOption);
            expect(step).toBe(`${jewelryType}_expand_${expandOption}`);
            expect(parsePipelineStep(step)).toEqual({ jewelryType, kind, expandOption });
          }
        } else {
          const step = pipelineStepName(jewelryType, kind);
          expect(step).toBe(`${jewelryType}_${kind}`);
          expect(parsePipelineStep(step)).toEqual({ jewelryType, kind });
        }
      }
    }
  });

  it('rejects step names it does not know', () => {
    for (const step of [
      '',
      'ring',
      'ring_',
      'ring_expand',
      'ring_expand_poster',
      'tiara_pack_shot',
      'ring_pack_shot_extra',
      'master_design',
    ]) {
      expect(parsePipelineStep(step)).toBeNull();
    }
  });

  it('recognises 3D steps, including unknown ones that name 3d', () => {
    expect(is3DStep('ring_3d_model')).toBe(true);
    expect(is3DStep('watch_3d_model')).toBe(true);
    expect(is3DStep('ring_3d_preview')).toBe(true);
    expect(is3DStep('ring_pack_shot')).toBe(false);
    expect(is3DStep('ring_expand_story_reel')).toBe(false);
    expect(is3DStep('ring_3dish')).toBe(false);
    expect(is3DStep(null)).toBe(false);
  });

  it('falls back to ring and unclear as spec §5 says', () => {
    expect(normaliseJewelryType('Necklace')).toBe('necklace');
    expect(normaliseJewelryType('brooch')).toBe('ring');
    expect(normaliseJewelryType(null)).toBe('ring');
    expect(normaliseImageStyle(' PHOTO ')).toBe('photo');
    expect(normaliseImageStyle('painting')).toBe('unclear');
    expect(normaliseImageStyle(undefined)).toBe('unclear');
  });
});
