import { Check, Hand, Leaf, Package, Rotate3d } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  QUALITIES,
  QUALITY_INFO,
  VISUAL_KIND_INFO,
  costOf,
  type JewelryType,
  type Quality,
} from '../../../api/catalogue';
import type { LibraryPhoto } from '../../../api/library';
import { bareFieldset, coveringInput } from '../../../ui/form.css';
import * as typography from '../../../ui/typography.css';
import {
  CRAFT_KINDS,
  YOUR_PHOTOS_LABEL,
  creditsLabel,
  libraryKindOf,
  lowestCost,
  sceneOf,
  scenesOf,
  withKind,
  wornLabel,
  type CraftKind,
  type CraftSelection,
} from '../model';
import * as styles from './Craft.css';
import { Columns } from '../../../ui/Columns';
import { Inline } from '../../../ui/Inline';
import { Stack } from '../../../ui/Stack';
import { formatCount } from '../../../api/number-text';

const KIND_ICONS: Record<CraftKind, ReactNode> = {
  pack_shot: <Package size={20} strokeWidth={1.5} aria-hidden />,
  model_shot: <Hand size={20} strokeWidth={1.5} aria-hidden />,
  lifestyle: <Leaf size={20} strokeWidth={1.5} aria-hidden />,
  '3d_model': <Rotate3d size={20} strokeWidth={1.5} aria-hidden />,
};

function Mark() {
  return (
    <span className={styles.checkMark} aria-hidden>
      <Check size={12} strokeWidth={3} />
    </span>
  );
}

/** One numbered step of the form: a fieldset whose legend reads "1 Kind of visual". */
function Step({
  number,
  title,
  disabled,
  children,
}: {
  number: number;
  title: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack as="fieldset" gap="4" className={bareFieldset} disabled={disabled}>
      <Inline
        as="legend"
        wrap="nowrap"
        gap="3"
        padding="0"
        marginBottom="4"
        fontFamily="display"
        fontSize="xl"
        fontWeight="medium"
      >
        <span className={styles.stepNumber} aria-hidden>
          {number}
        </span>
        {title}
      </Inline>
      {children}
    </Stack>
  );
}

/** A scene radio: a built-in scene's swatch or one of the designer's own photographs. */
function SceneChoice({
  value,
  label,
  checked,
  onSelect,
  swatch,
}: {
  value: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
  swatch: ReactNode;
}) {
  return (
    <OptionCard padding="2" name="craft-scene" value={value} checked={checked} onSelect={onSelect}>
      {swatch}
      <span className={styles.sceneMark}>
        <Mark />
      </span>
      <Stack as="span" gap="1" paddingTop="1" paddingX="2" paddingBottom="2">
        <span className={styles.choiceLabel}>{label}</span>
      </Stack>
    </OptionCard>
  );
}

/** A radio drawn as a card: the native input, kept for keyboard and screen readers, covers it. */
function OptionCard({
  padding = '4',
  name,
  value,
  checked,
  onSelect,
  labelledBy,
  describedBy,
  children,
}: {
  padding?: '2' | '4';
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  labelledBy?: string;
  describedBy?: string;
  children: ReactNode;
}) {
  return (
    <Stack
      as="label"
      position="relative"
      gap="2"
      padding={padding}
      minWidth="0"
      className={styles.choice}
    >
      <input
        className={coveringInput}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      />
      {children}
    </Stack>
  );
}

export interface CraftOptionsProps {
  jewelryType: JewelryType;
  selection: CraftSelection;
  onChange: (selection: CraftSelection) => void;
  disabled?: boolean;
  /** The designer's own photographs for the chosen kind (models or scenes), when it takes them. */
  yourPhotos?: readonly LibraryPhoto[];
}

/** The three choices of a visual: its kind, its scene (with a preview) and its quality. */
export function CraftOptions({
  jewelryType,
  selection,
  onChange,
  disabled,
  yourPhotos = [],
}: CraftOptionsProps) {
  const scene = sceneOf(selection);
  const library = libraryKindOf(selection.kind);
  const ownPhotos = library ? yourPhotos : [];
  const photo = ownPhotos.find((candidate) => candidate.photo_id === selection.photoId) ?? null;
  const kindInfo = VISUAL_KIND_INFO[selection.kind];
  return (
    <Stack gap="8">
      <Step number={1} title="Kind of visual" disabled={disabled}>
        <Columns columns="2" gap="3">
          {CRAFT_KINDS.map((kind) => {
            const info = VISUAL_KIND_INFO[kind];
            return (
              <OptionCard
                key={kind}
                name="craft-kind"
                value={kind}
                checked={selection.kind === kind}
                onSelect={() => onChange(withKind(selection, kind))}
                labelledBy={`craft-kind-${kind}-label`}
                describedBy={`craft-kind-${kind}`}
              >
                <Inline as="span" wrap="nowrap" justify="space-between" gap="2" color="accent">
                  {KIND_ICONS[kind]}
                  <Mark />
                </Inline>
                <span className={styles.choiceLabel} id={`craft-kind-${kind}-label`}>
                  {info.label}
                </span>
                <span className={styles.choiceText} id={`craft-kind-${kind}`}>
                  {info.description}
                </span>
                <span className={styles.choiceCost}>From {creditsLabel(lowestCost(kind))}</span>
              </OptionCard>
            );
          })}
        </Columns>
      </Step>

      <Step number={2} title="Scene" disabled={disabled}>
        {selection.kind === 'model_shot' && (
          <p className={typography.smallProse}>
            {wornLabel(jewelryType)}, chosen for this {jewelryType}. Pick the skin tone.
          </p>
        )}
        <Columns columns={{ narrow: '2', large: '4' }} gap="3">
          {scenesOf(selection.kind).map((option) => (
            <SceneChoice
              key={option.key}
              value={option.key}
              label={option.label}
              checked={!photo && scene.key === option.key}
              onSelect={() => onChange({ ...selection, scene: option.key, photoId: null })}
              swatch={
                <span
                  className={styles.swatch}
                  aria-hidden
                  style={{
                    background: `linear-gradient(160deg, ${option.swatch[0]} 0%, ${option.swatch[1]} 100%)`,
                  }}
                />
              }
            />
          ))}
        </Columns>
        {library && ownPhotos.length > 0 && (
          <div role="group" aria-label={YOUR_PHOTOS_LABEL[library]}>
            <p className={typography.smallProse}>{YOUR_PHOTOS_LABEL[library]}</p>
            <Columns columns={{ narrow: '2', large: '4' }} gap="3">
              {ownPhotos.map((own) => (
                <SceneChoice
                  key={own.photo_id}
                  value={own.photo_id}
                  label={own.name}
                  checked={photo?.photo_id === own.photo_id}
                  onSelect={() => onChange({ ...selection, photoId: own.photo_id })}
                  swatch={<img className={styles.swatch} src={own.image_url} alt="" />}
                />
              ))}
            </Columns>
          </div>
        )}
        <p className={styles.selectedScene} aria-live="polite">
          {photo
            ? `Your piece placed on “${photo.name}” at its true size, never redrawn.`
            : scene.description}
        </p>
      </Step>

      <Step number={3} title="Quality" disabled={disabled}>
        <Columns columns="2" gap="3">
          {[...QUALITIES].reverse().map((quality: Quality) => {
            const info = QUALITY_INFO[quality];
            return (
              <OptionCard
                key={quality}
                name="craft-quality"
                value={quality}
                checked={selection.quality === quality}
                onSelect={() => onChange({ ...selection, quality })}
                labelledBy={`craft-quality-${quality}`}
                describedBy={`craft-quality-${quality}-cost`}
              >
                <Inline as="span" wrap="nowrap" justify="space-between" gap="2">
                  <span className={styles.choiceLabel} id={`craft-quality-${quality}`}>
                    {info.label}
                  </span>
                  <Mark />
                </Inline>
                <span className={styles.choiceText}>
                  {kindInfo.key === '3d_model'
                    ? `Model with ${quality === 'hd' ? 'fine' : 'standard'} detail`
                    : `${formatCount(info.longEdgePx)} px on the long side`}
                </span>
                <span className={styles.choiceCost} id={`craft-quality-${quality}-cost`}>
                  {creditsLabel(costOf(selection.kind, quality))}
                </span>
              </OptionCard>
            );
          })}
        </Columns>
      </Step>
    </Stack>
  );
}
