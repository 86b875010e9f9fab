// The library's words and rules: which points each kind of piece needs, how a photograph's
// detection reads, the order points are marked in.
import type { BodyPart, LandmarkName, LibraryKind, LibraryPhoto } from '../../api/library';
import { NOTHING_FOUND_MESSAGES } from '../../api/library';

export const LIBRARY_TITLE = 'Your library';
export const LIBRARY_INTRO =
  'Your own photographs: models to show a piece worn, scenes to set it on. Your piece is placed at its true size, never redrawn.';

export const KIND_TABS: { key: LibraryKind; label: string; upload: string; empty: string }[] = [
  {
    key: 'model',
    label: 'Your models',
    upload: 'Upload a model photo',
    empty: 'Add a photograph of a hand, neckline, ear or wrist.',
  },
  {
    key: 'scene',
    label: 'Your scenes',
    upload: 'Upload a scene photo',
    empty: 'Add a photograph of a surface, a prop or your brand’s backdrop.',
  },
];

export const UPLOADING = 'Finding where pieces are worn...';
export const DELETE_TITLE = 'Delete this photo?';
export const DELETE_DESCRIPTION =
  'It leaves your library. Visuals already made on it stay in your collection.';
export const SAVE_POINTS = 'Save points';

/** The points, in the order the editor lists them, with the words it uses. */
export const POINT_LABELS: Record<LandmarkName, string> = {
  ring_finger_base: 'Ring finger, base knuckle',
  ring_finger_middle: 'Ring finger, middle knuckle',
  wrist: 'Wrist',
  forearm: 'Forearm (8 cm up the arm)',
  ear_lobe_left: 'Left ear lobe',
  ear_lobe_right: 'Right ear lobe',
  neck_base: 'Base of the neck',
  neck_left: 'Left side of the neck',
  neck_right: 'Right side of the neck',
  collarbone_left: 'Left collarbone',
  collarbone_right: 'Right collarbone',
};

export const BODY_PART_LABELS: Record<BodyPart, string> = {
  hand: 'Ring finger',
  wrist: 'Wrist',
  ear: 'Ear',
  neckline: 'Neckline',
};

/** What a photograph's card says about its detection. */
export function detectionLine(photo: LibraryPhoto): { text: string; found: boolean } {
  if (photo.detection === 'nothing_found') {
    return { text: NOTHING_FOUND_MESSAGES[photo.kind], found: false };
  }
  if (photo.kind === 'scene') return { text: 'Surface found', found: true };
  return {
    text: photo.body_parts.map((part) => BODY_PART_LABELS[part]).join(' · ') || 'Points marked',
    found: true,
  };
}

/** The points the photograph does not have yet, in the editor's order. */
export function missingPoints(photo: LibraryPhoto): LandmarkName[] {
  const present = new Set(photo.landmarks.map((point) => point.name));
  return (Object.keys(POINT_LABELS) as LandmarkName[]).filter((name) => !present.has(name));
}
