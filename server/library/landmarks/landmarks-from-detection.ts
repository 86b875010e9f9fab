// Turns what the hand, face-mesh and pose models found into the points where pieces are worn.
// Pure geometry on plain numbers, so it is tested without the models. Every model point is in the
// photograph's pixels; left and right are the person's own (as MoveNet names them).
import type { Landmark, LandmarkName } from '../../../src/api/library';

export type Point2 = readonly [number, number];

export interface DetectedHand {
  score: number;
  /** 21 points in MediaPipe order: 0 wrist, 9 middle knuckle, 13-16 ring finger. */
  keypoints: readonly (readonly number[])[];
}

export interface DetectedFace {
  score: number;
  /** 468 face-mesh points (MediaPipe order). */
  mesh: readonly (readonly number[])[];
}

export interface DetectedBodyPoint {
  part: string;
  position: readonly number[];
  score: number;
}

export interface Detections {
  hands: readonly DetectedHand[];
  faces: readonly DetectedFace[];
  bodies: readonly { score: number; keypoints: readonly DetectedBodyPoint[] }[];
}

/** Below these the models' answers were mostly wrong on the test photographs. */
export const MIN_HAND_SCORE = 0.5;
export const MIN_FACE_SCORE = 0.5;
export const MIN_BODY_POINT_SCORE = 0.4;

// Face-mesh indices: the face's sides at the ears (234 right, 454 left), the jaw below them
// (132 right, 361 left), brow top 10 and chin 152.
/**
 * The forearm point is this far up the arm from the wrist, so the two set the scale of a watch or
 * bracelet; measured with a palm (wrist to middle knuckle) and a wrist-to-elbow of adult averages.
 */
export const FOREARM_MM = 80;
const PALM_MM = 95;
const WRIST_TO_ELBOW_MM = 250;
/** The neck's width where a chain goes round it: its sides are this far apart. */
export const NECK_WIDTH_MM = 108;
/** Biacromial (shoulder) width of an adult: the neck is NECK_WIDTH_MM of it. */
const SHOULDERS_MM = 360;

const MESH = {
  sideRight: 234,
  sideLeft: 454,
  jawRight: 132,
  jawLeft: 361,
  top: 10,
  chin: 152,
  noseTip: 1,
  cheekRight: 50,
  cheekLeft: 280,
};
/**
 * A lobe is hidden when the face is turned this far from it (|yaw|, from the nose tip's distances
 * to the face's two sides: 0 facing the camera, 1 in profile), or when what lies at the lobe is
 * not the colour of the same side's cheek (chromaticity further than LOBE_SKIN_DISTANCE): hair.
 * Measured on the test photographs' hand-marked lobes (testing/photos/marked-points.json): visible
 * lobes 0.004-0.016, lobes under hair 0.047-0.111; turned-away sides 0.68 and 0.71.
 */
export const MAX_LOBE_YAW = 0.5;
export const LOBE_SKIN_DISTANCE = 0.035;
// Hand indices (MediaPipe): wrist, middle finger knuckle, ring finger knuckle and next joint.
const HAND = {
  wrist: 0,
  indexBase: 5,
  middleBase: 9,
  ringBase: 13,
  ringMiddle: 14,
  littleBase: 17,
};
/** A ring finger's first phalanx (knuckle to next joint), adult average; placement scales by it. */
export const PROXIMAL_PHALANX_MM = 42;
/** Between the index and little fingers' knuckle centres, adult average. */
const KNUCKLES_MM = 70;
/**
 * The ring finger's knuckle point is moved towards its next joint when the phalanx measures this
 * much longer than the hand's median size (ringKnuckle).
 */
const PHALANX_TOO_LONG = 1.25;

const lerp = (a: Point2, b: Point2, t: number): Point2 => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];
const distance = (a: Point2, b: Point2) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const xy = (point: readonly number[]): Point2 => [point[0] ?? 0, point[1] ?? 0];

/** The photograph the detections were made on; with its RGB pixels, hidden lobes are dropped. */
export interface DetectionImage {
  width: number;
  height: number;
  /** RGB, 3 bytes a pixel, row by row. */
  data?: Uint8Array;
}

export function landmarksFromDetections(detections: Detections, size: DetectionImage): Landmark[] {
  const found = new Map<LandmarkName, { point: Point2; score: number }>();
  const put = (name: LandmarkName, point: Point2, score: number) => {
    const inside =
      point[0] >= 0 && point[1] >= 0 && point[0] < size.width && point[1] < size.height;
    if (inside && !found.has(name)) found.set(name, { point, score });
  };

  const body = [...detections.bodies].sort((a, b) => b.score - a.score)[0];
  const bodyPoint = (part: string) => {
    const point = body?.keypoints.find((keypoint) => keypoint.part === part);
    return point && point.score >= MIN_BODY_POINT_SCORE ? point : undefined;
  };
  const face = [...detections.faces]
    .filter((candidate) => candidate.score >= MIN_FACE_SCORE && candidate.mesh.length >= 468)
    .sort((a, b) => b.score - a.score)[0];

  // Ring: the largest confident hand (the one the photograph is about). When the pose sees the
  // person's face, a hand must have one of the pose's wrists near its own: otherwise it is hair or
  // a fold that looked like a hand (seen on a face close-up).
  const poseWrists = (['leftWrist', 'rightWrist'] as const)
    .map((part) => bodyPoint(part))
    .filter((point) => point !== undefined)
    .map((point) => xy(point.position));
  const personSeen = bodyPoint('nose') !== undefined || face !== undefined;
  const hand = [...detections.hands]
    .filter((candidate) => candidate.score >= MIN_HAND_SCORE && candidate.keypoints.length >= 21)
    .filter((candidate) => {
      if (!personSeen) return true;
      const wrist = xy(candidate.keypoints[HAND.wrist]!);
      return poseWrists.some((point) => distance(point, wrist) <= 2 * handSpan(candidate));
    })
    .sort((a, b) => handSpan(b) - handSpan(a))[0];
  if (hand) {
    put('ring_finger_base', ringKnuckle(hand), hand.score);
    put('ring_finger_middle', xy(hand.keypoints[HAND.ringMiddle]!), hand.score);
  }

  // Wrist: a found hand's own wrist point, the forearm on the line from its middle knuckle through
  // the wrist (a close-up has no elbow); else the pose's wrist and elbow.
  const wristPose = (['leftWrist', 'rightWrist'] as const)
    .map((part) => ({
      wrist: bodyPoint(part),
      elbow: bodyPoint(part === 'leftWrist' ? 'leftElbow' : 'rightElbow'),
    }))
    .filter((pair) => pair.wrist && pair.elbow)
    .sort((a, b) => b.wrist!.score - a.wrist!.score)[0];
  if (hand) {
    const wrist = xy(hand.keypoints[HAND.wrist]!);
    const knuckle = xy(hand.keypoints[HAND.middleBase]!);
    put('wrist', wrist, hand.score);
    put('forearm', lerp(wrist, knuckle, -FOREARM_MM / PALM_MM), hand.score);
  } else if (wristPose) {
    const wrist = xy(wristPose.wrist!.position);
    const elbow = xy(wristPose.elbow!.position);
    put('wrist', wrist, wristPose.wrist!.score);
    put('forearm', lerp(wrist, elbow, FOREARM_MM / WRIST_TO_ELBOW_MM), wristPose.elbow!.score);
  }

  // Ear lobes: below where the face's side meets the ear, a little outward; a side is kept only
  // when the pose sees that ear (a face in profile hides the other).
  if (face) {
    const top = xy(face.mesh[MESH.top]!);
    const chin = xy(face.mesh[MESH.chin]!);
    const faceHeight = distance(top, chin);
    const centre = lerp(top, chin, 0.5);
    const yaw = faceYaw(face);
    for (const side of ['left', 'right'] as const) {
      const ear = bodyPoint(side === 'left' ? 'leftEar' : 'rightEar');
      if (body && !ear) continue;
      // Turned away: positive yaw is the nose near the face's right side, which the turn hides.
      if ((side === 'right' ? yaw : -yaw) > MAX_LOBE_YAW) continue;
      const sidePoint = xy(face.mesh[side === 'left' ? MESH.sideLeft : MESH.sideRight]!);
      const jaw = xy(face.mesh[side === 'left' ? MESH.jawLeft : MESH.jawRight]!);
      const below = lerp(sidePoint, jaw, 0.45);
      const outward = unit([below[0] - centre[0], below[1] - centre[1]]);
      const lobe: Point2 = [
        below[0] + outward[0] * faceHeight * 0.04,
        below[1] + outward[1] * faceHeight * 0.04,
      ];
      if (size.data) {
        const cheek = xy(face.mesh[side === 'left' ? MESH.cheekLeft : MESH.cheekRight]!);
        const skin = meanColour(size as Required<DetectionImage>, cheek, faceHeight * 0.04);
        const there = meanColour(size as Required<DetectionImage>, lobe, faceHeight * 0.03);
        if (skin && there && chromaDistance(skin, there) > LOBE_SKIN_DISTANCE) continue;
      }
      put(side === 'left' ? 'ear_lobe_left' : 'ear_lobe_right', lobe, face.score);
    }
  }

  // Neckline: the base of the neck a little above the shoulders' midpoint, towards the chin;
  // the collarbones from there towards each shoulder; the neck's sides where a chain goes round.
  const leftShoulder = bodyPoint('leftShoulder');
  const rightShoulder = bodyPoint('rightShoulder');
  if (leftShoulder && rightShoulder) {
    const left = xy(leftShoulder.position);
    const right = xy(rightShoulder.position);
    const middle = lerp(left, right, 0.5);
    const shoulderWidth = distance(left, right);
    const chin = face ? xy(face.mesh[MESH.chin]!) : undefined;
    const nose = bodyPoint('nose');
    const up = chin ?? (nose ? xy(nose.position) : undefined);
    if (up && shoulderWidth > 0) {
      const score = Math.min(leftShoulder.score, rightShoulder.score);
      const neckBase = lerp(middle, up, 0.12);
      put('neck_base', neckBase, score);
      put('collarbone_left', lerp(neckBase, left, 0.45), score);
      put('collarbone_right', lerp(neckBase, right, 0.45), score);
      // The neck's sides at two fifths of the way up to the chin.
      const across = unit([left[0] - right[0], left[1] - right[1]]);
      const sideHeight = lerp(neckBase, up, 0.4);
      const halfNeck = (shoulderWidth * NECK_WIDTH_MM) / SHOULDERS_MM / 2;
      put(
        'neck_left',
        [sideHeight[0] + across[0] * halfNeck, sideHeight[1] + across[1] * halfNeck],
        score,
      );
      put(
        'neck_right',
        [sideHeight[0] - across[0] * halfNeck, sideHeight[1] - across[1] * halfNeck],
        score,
      );
    }
  }

  return [...found].map(([name, { point, score }]) => ({
    name,
    x: round(point[0]),
    y: round(point[1]),
    score: round(Math.min(1, Math.max(0, score)), 3),
    source: 'detected' as const,
  }));
}

/** -1..1: how far the face is turned, from the nose tip's distances to its two sides. */
function faceYaw(face: DetectedFace): number {
  const nose = xy(face.mesh[MESH.noseTip]!);
  const toLeft = distance(nose, xy(face.mesh[MESH.sideLeft]!));
  const toRight = distance(nose, xy(face.mesh[MESH.sideRight]!));
  return toLeft + toRight > 0 ? (toLeft - toRight) / (toLeft + toRight) : 0;
}

type Rgb = [number, number, number];

/** The mean colour of a disc of the photograph; null when it lies outside. */
function meanColour(image: Required<DetectionImage>, centre: Point2, radius: number): Rgb | null {
  const sum: Rgb = [0, 0, 0];
  let count = 0;
  const r = Math.max(1, radius);
  for (let y = Math.round(centre[1] - r); y <= centre[1] + r; y++) {
    for (let x = Math.round(centre[0] - r); x <= centre[0] + r; x++) {
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
      if ((x - centre[0]) ** 2 + (y - centre[1]) ** 2 > r * r) continue;
      const i = (y * image.width + x) * 3;
      sum[0] += image.data[i]!;
      sum[1] += image.data[i + 1]!;
      sum[2] += image.data[i + 2]!;
      count++;
    }
  }
  return count === 0 ? null : [sum[0] / count, sum[1] / count, sum[2] / count];
}

/** The distance between two colours' chromaticities (r and g shares), lightness left out. */
function chromaDistance(a: Rgb, b: Rgb): number {
  const share = (c: Rgb) => {
    const total = c[0] + c[1] + c[2] || 1;
    return [c[0] / total, c[1] / total] as const;
  };
  const [ar, ag] = share(a);
  const [br, bg] = share(b);
  return Math.hypot(ar - br, ag - bg);
}

/**
 * The ring finger's knuckle. The hand model can put it up the back of the hand (seen on a curled
 * hand: the phalanx measured twice its length, so the ring sat on the knuckle, twice its size).
 * Three measures of the hand's size in pixels per millimetre (the phalanx, the knuckles' breadth,
 * wrist to middle knuckle) are compared: a view foreshortens each, none makes one longer, so when
 * the phalanx alone measures much larger than their median, the knuckle is moved towards the next
 * joint until the phalanx measures the median. Otherwise it is the model's point.
 */
function ringKnuckle(hand: DetectedHand): Point2 {
  const point = (index: number) => xy(hand.keypoints[index]!);
  const base = point(HAND.ringBase);
  const middle = point(HAND.ringMiddle);
  const phalanx = distance(base, middle) / PROXIMAL_PHALANX_MM;
  const sizes = [
    phalanx,
    distance(point(HAND.indexBase), point(HAND.littleBase)) / KNUCKLES_MM,
    handSpan(hand) / PALM_MM,
  ].sort((a, b) => a - b);
  const median = sizes[1]!;
  if (!(median > 0) || phalanx <= PHALANX_TOO_LONG * median) return base;
  return lerp(middle, base, median / phalanx);
}

function handSpan(hand: DetectedHand): number {
  return distance(xy(hand.keypoints[HAND.wrist]!), xy(hand.keypoints[HAND.middleBase]!));
}

function unit(vector: Point2): Point2 {
  const length = Math.hypot(vector[0], vector[1]);
  return length > 0 ? [vector[0] / length, vector[1] / length] : [0, 0];
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
