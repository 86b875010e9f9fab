// The studio catalogue: what a designer can ask the studio for, and what it costs. Pure data plus
// tiny lookups, shared by the server (validation, rendering, pricing) and the UI (menus, previews),
// so the two can never disagree about a scene name or a price.

export const JEWELRY_TYPES = ['ring', 'necklace', 'bracelet', 'earring', 'watch'] as const;
export type JewelryType = (typeof JEWELRY_TYPES)[number];

export const IMAGE_STYLES = ['sketch', 'photo', 'unclear'] as const;
export type ImageStyle = (typeof IMAGE_STYLES)[number];

export const JEWELRY_TYPE_LABELS: Record<JewelryType, string> = {
  ring: 'Ring',
  necklace: 'Necklace',
  bracelet: 'Bracelet',
  earring: 'Earring',
  watch: 'Watch',
};

export const IMAGE_STYLE_LABELS: Record<ImageStyle, string> = {
  sketch: 'Sketch',
  photo: 'Photo',
  unclear: 'Unclear',
};

export function isJewelryType(value: unknown): value is JewelryType {
  return typeof value === 'string' && (JEWELRY_TYPES as readonly string[]).includes(value);
}

export function isImageStyle(value: unknown): value is ImageStyle {
  return typeof value === 'string' && (IMAGE_STYLES as readonly string[]).includes(value);
}

/** Spec §5: an unknown jewelry type falls back to ring (case-insensitive). */
export function normaliseJewelryType(value: string | null | undefined): JewelryType {
  const lower = value?.trim().toLowerCase();
  return isJewelryType(lower) ? lower : 'ring';
}

/** Spec §5: an unknown image style falls back to unclear (case-insensitive). */
export function normaliseImageStyle(value: string | null | undefined): ImageStyle {
  const lower = value?.trim().toLowerCase();
  return isImageStyle(lower) ? lower : 'unclear';
}

// --- Scenes and visual kinds -------------------------------------------------------------------

/** Two hex colours (`#rrggbb`) the UI paints as a gradient to preview a scene without an image. */
export type Swatch = readonly [string, string];

export interface Scene {
  /** snake_case, stable: stored and sent by programs. */
  readonly key: string;
  /** What the designer sees; also what a transformation's scene_name carries. */
  readonly label: string;
  readonly description: string;
  readonly swatch: Swatch;
}

export const EXPAND_OPTIONS = [
  'story_reel',
  'social_post',
  'website_banner',
  'advertisement',
  'creative_zoom_out',
] as const;
export type ExpandOption = (typeof EXPAND_OPTIONS)[number];

export interface ExpandScene extends Scene {
  readonly key: ExpandOption;
  /** Target width:height; null keeps the source's ratio (zoom out). */
  readonly aspectRatio: { readonly width: number; readonly height: number } | null;
  /** Shown in parentheses in menus, as in spec §4: '9:16', ..., 'Zoom Out'. */
  readonly ratioLabel: string;
}

export const VISUAL_KINDS = ['pack_shot', 'model_shot', 'lifestyle', '3d_model', 'expand'] as const;
export type VisualKind = (typeof VISUAL_KINDS)[number];

export interface VisualKindInfo {
  readonly key: VisualKind;
  readonly label: string;
  readonly description: string;
  readonly scenes: readonly Scene[];
}

export const PACK_SHOT_SCENES = [
  {
    key: 'white_seamless',
    label: 'White seamless',
    description: 'Pure white backdrop with a soft contact shadow, ready for any shop.',
    swatch: ['#ffffff', '#e9e9e9'],
  },
  {
    key: 'soft_grey_gradient',
    label: 'Soft grey gradient',
    description: 'A gentle fade from light to mid grey that flatters metal.',
    swatch: ['#d9d9d9', '#8f8f8f'],
  },
  {
    key: 'black_velvet',
    label: 'Black velvet',
    description: 'Deep black velvet that makes stones and polish glow.',
    swatch: ['#1a1a1a', '#050505'],
  },
  {
    key: 'champagne',
    label: 'Champagne',
    description: 'Warm champagne tone for a quiet, luxurious feel.',
    swatch: ['#f3e5c8', '#c9a96e'],
  },
] as const satisfies readonly Scene[];

export const LIFESTYLE_SCENES = [
  {
    key: 'veined_marble',
    label: 'Veined marble',
    description: 'The piece resting on white marble with grey veins.',
    swatch: ['#f4f2ee', '#9b9690'],
  },
  {
    key: 'silk',
    label: 'Silk',
    description: 'Soft folds of ivory silk catching the light.',
    swatch: ['#efe6da', '#c8b8a2'],
  },
  {
    key: 'linen',
    label: 'Linen',
    description: 'Natural linen texture for a relaxed, everyday look.',
    swatch: ['#e4dccd', '#b3a58c'],
  },
  {
    key: 'oak',
    label: 'Oak',
    description: 'Warm oak wood grain, like a jeweller’s bench.',
    swatch: ['#9a6c43', '#5a3820'],
  },
] as const satisfies readonly Scene[];

export const MODEL_SHOT_SCENES = [
  {
    key: 'porcelain',
    label: 'Porcelain skin',
    description: 'Worn on fair skin with cool undertones.',
    swatch: ['#f6e1d3', '#e3bfa8'],
  },
  {
    key: 'golden',
    label: 'Golden skin',
    description: 'Worn on medium skin with warm golden undertones.',
    swatch: ['#d9a677', '#b07a4f'],
  },
  {
    key: 'deep',
    label: 'Deep skin',
    description: 'Worn on deep skin with rich brown undertones.',
    swatch: ['#8d5a3b', '#4e2f1e'],
  },
] as const satisfies readonly Scene[];

export const THREE_D_SCENES = [
  {
    key: 'studio_turntable',
    label: 'Studio turntable',
    description: 'A 3D model you can spin and zoom, lit like a studio.',
    swatch: ['#2b2b2b', '#0f0f0f'],
  },
] as const satisfies readonly Scene[];

export const EXPAND_SCENES = [
  {
    key: 'story_reel',
    label: 'Story reel',
    description: 'Tall format for stories and reels.',
    swatch: ['#3a3a3a', '#1c1c1c'],
    aspectRatio: { width: 9, height: 16 },
    ratioLabel: '9:16',
  },
  {
    key: 'social_post',
    label: 'Social post',
    description: 'Square format for feed posts.',
    swatch: ['#3a3a3a', '#1c1c1c'],
    aspectRatio: { width: 1, height: 1 },
    ratioLabel: '1:1',
  },
  {
    key: 'website_banner',
    label: 'Website banner',
    description: 'Wide format for hero banners and headers.',
    swatch: ['#3a3a3a', '#1c1c1c'],
    aspectRatio: { width: 16, height: 9 },
    ratioLabel: '16:9',
  },
  {
    key: 'advertisement',
    label: 'Advertisement',
    description: 'Portrait format that suits most ad placements.',
    swatch: ['#3a3a3a', '#1c1c1c'],
    aspectRatio: { width: 4, height: 5 },
    ratioLabel: '4:5',
  },
  {
    key: 'creative_zoom_out',
    label: 'Creative zoom out',
    description: 'Widens the scene around the piece, keeping the same shape.',
    swatch: ['#3a3a3a', '#1c1c1c'],
    aspectRatio: null,
    ratioLabel: 'Zoom Out',
  },
] as const satisfies readonly ExpandScene[];

export const VISUAL_KIND_INFO: Record<VisualKind, VisualKindInfo> = {
  pack_shot: {
    key: 'pack_shot',
    label: 'Pack shot',
    description: 'Your piece alone on a clean studio background, for shops and catalogues.',
    scenes: PACK_SHOT_SCENES,
  },
  model_shot: {
    key: 'model_shot',
    label: 'Model shot',
    description: 'Your piece worn: on a hand, neckline, ear or wrist, to show scale.',
    scenes: MODEL_SHOT_SCENES,
  },
  lifestyle: {
    key: 'lifestyle',
    label: 'Lifestyle',
    description: 'Your piece styled on a natural surface, for social posts and campaigns.',
    scenes: LIFESTYLE_SCENES,
  },
  '3d_model': {
    key: '3d_model',
    label: '3D model',
    description: 'A 3D model of your piece that clients can turn and zoom.',
    scenes: THREE_D_SCENES,
  },
  expand: {
    key: 'expand',
    label: 'Expand',
    description: 'An existing visual reframed for stories, posts, banners or ads.',
    scenes: EXPAND_SCENES,
  },
};

export function expandScene(option: ExpandOption): ExpandScene {
  // EXPAND_SCENES lists every option, so the lookup cannot miss.
  return EXPAND_SCENES.find((scene) => scene.key === option) as ExpandScene;
}

export function isExpandOption(value: unknown): value is ExpandOption {
  return typeof value === 'string' && (EXPAND_OPTIONS as readonly string[]).includes(value);
}

export function isVisualKind(value: unknown): value is VisualKind {
  return typeof value === 'string' && (VISUAL_KINDS as readonly string[]).includes(value);
}

/**
 * The scene of a kind whose key or label matches (case-insensitive), so the server can resolve
 * the human-readable scene_name the client sends. Undefined when nothing matches.
 */
export function findScene(kind: VisualKind, keyOrLabel: string): Scene | undefined {
  const wanted = keyOrLabel.trim().toLowerCase();
  return VISUAL_KIND_INFO[kind].scenes.find(
    (scene) => scene.key === wanted || scene.label.toLowerCase() === wanted,
  );
}

/** Where a model shot wears the piece; chosen by the jewelry type, not by the designer. */
export type BodyContext = 'hand' | 'neckline' | 'ear' | 'wrist';

export const MODEL_SHOT_BODY_CONTEXT: Record<JewelryType, BodyContext> = {
  ring: 'hand',
  necklace: 'neckline',
  earring: 'ear',
  bracelet: 'wrist',
  watch: 'wrist',
};

export const BODY_CONTEXT_LABELS: Record<BodyContext, string> = {
  hand: 'On a hand',
  neckline: 'On a neckline',
  ear: 'At an ear',
  wrist: 'On a wrist',
};

// --- Quality and cost ---------------------------------------------------------------------------

export const QUALITIES = ['standard', 'hd'] as const;
export type Quality = (typeof QUALITIES)[number];

export interface QualityInfo {
  readonly key: Quality;
  readonly label: string;
  /** Pixels on the long side of a rendered image. */
  readonly longEdgePx: number;
}

export const QUALITY_INFO: Record<Quality, QualityInfo> = {
  standard: { key: 'standard', label: 'Standard', longEdgePx: 1024 },
  hd: { key: 'hd', label: 'HD', longEdgePx: 2048 },
};

/** Spec §4: an expansion inherits its source's quality, and HD when the source has none. */
export const DEFAULT_EXPAND_QUALITY: Quality = 'hd';

export function isQuality(value: unknown): value is Quality {
  return typeof value === 'string' && (QUALITIES as readonly string[]).includes(value);
}

/** Credits one visual costs. Scales with the engine work: a 3D model is the heaviest. */
export const CREDIT_COSTS: Record<VisualKind, Record<Quality, number>> = {
  pack_shot: { standard: 1, hd: 2 },
  lifestyle: { standard: 2, hd: 3 },
  model_shot: { standard: 3, hd: 5 },
  '3d_model': { standard: 8, hd: 12 },
  expand: { standard: 1, hd: 2 },
};

export function costOf(kind: VisualKind, quality: Quality): number {
  return CREDIT_COSTS[kind][quality];
}

/** Spec §9: the free plan comes with 15 credits. */
export const FREE_TIER_CREDITS = 15;

// --- Pipeline step names ------------------------------------------------------------------------

/** `{jewelry_type}_{kind}`, or `{jewelry_type}_expand_{option}` for expansions (spec §4). */
export function pipelineStepName(
  jewelryType: JewelryType,
  kind: Exclude<VisualKind, 'expand'>,
): string;
export function pipelineStepName(
  jewelryType: JewelryType,
  kind: 'expand',
  expandOption: ExpandOption,
): string;
export function pipelineStepName(
  jewelryType: JewelryType,
  kind: VisualKind,
  expandOption?: ExpandOption,
): string {
  if (kind === 'expand') {
    if (!expandOption) throw new Error('An expand step needs an expand option.');
    return `${jewelryType}_expand_${expandOption}`;
  }
  return `${jewelryType}_${kind}`;
}

export type ParsedPipelineStep =
  | { jewelryType: JewelryType; kind: Exclude<VisualKind, 'expand'> }
  | { jewelryType: JewelryType; kind: 'expand'; expandOption: ExpandOption };

/** The inverse of pipelineStepName; null for anything the catalogue does not know. */
export function parsePipelineStep(step: string): ParsedPipelineStep | null {
  // Jewelry types contain no underscore, so the first one separates type from kind.
  const separator = step.indexOf('_');
  if (separator < 0) return null;
  const jewelryType = step.slice(0, separator);
  const rest = step.slice(separator + 1);
  if (!isJewelryType(jewelryType)) return null;
  if (rest.startsWith('expand_')) {
    const expandOption = rest.slice('expand_'.length);
    return isExpandOption(expandOption) ? { jewelryType, kind: 'expand', expandOption } : null;
  }
  if (!isVisualKind(rest) || rest === 'expand') return null;
  return { jewelryType, kind: rest };
}

/**
 * Whether a step renders a 3D model. Also true for unknown steps that say `3d` as a word, so a
 * step added by the server before the catalogue knows it still previews as a model.
 */
export function is3DStep(step: string | null | undefined): boolean {
  if (!step) return false;
  const parsed = parsePipelineStep(step);
  if (parsed) return parsed.kind === '3d_model';
  return /(^|_)3d(_|$)/i.test(step);
}
