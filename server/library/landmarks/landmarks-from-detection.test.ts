// The geometry from model points to where pieces are worn, on hand-made detections.
import { describe, expect, it } from 'vitest';
import { landmarksFromDetections, type Detections } from './landmarks-from-detection';

const SIZE = { width: 1000, height: 1000 };

/** A hand whose wrist is at (500, 800), fingers pointing up, ring finger at x = 520. */
function hand(score = 0.9, dx = 0): Detections['hands'][number] {
  const keypoints = Array.from({ length: 21 }, () => [500 + dx, 700]);
  keypoints[0] = [500 + dx, 800];
  keypoints[9] = [500 + dx, 650];
  keypoints[13] = [520 + dx, 655];
  keypoints[14] = [522 + dx, 610];
  return { score, keypoints };
}

/** The hand with some of its points moved. */
function withPoints(
  original: Detections['hands'][number],
  moved: Record<number, [number, number]>,
): Detections['hands'][number] {
  return { ...original, keypoints: original.keypoints.map((point, i) => moved[i] ?? point) };
}

const bodyWith = (...parts: [string, number, number][]) => ({
  score: 0.8,
  keypoints: parts.map(([part, x, y]) => ({ part, position: [x, y], score: 0.8 })),
});

describe('landmarksFromDetections', () => {
  it('puts the ring between the ring finger knuckles, the watch on the forearm line', () => {
    const points = landmarksFromDetections({ hands: [hand()], faces: [], bodies: [] }, SIZE);
    const byName = Object.fromEntries(points.map((point) => [point.name, point]));
    expect(byName.ring_finger_base).toMatchObject({ x: 520, y: 655, source: 'detected' });
    expect(byName.ring_finger_middle).toMatchObject({ x: 522, y: 610 });
    expect(byName.wrist).toMatchObject({ x: 500, y: 800 });
    // Down the arm, away from the fingers.
    expect(byName.forearm!.y).toBeGreaterThan(800);
  });

  it('moves a ring knuckle found up the back of the hand to the finger, by the hand’s size', () => {
    // Knuckles 100 px apart (70 mm) and wrist to middle knuckle 150 px (95 mm): about 1.5 px/mm,
    // so the first phalanx (42 mm) is about 66 px, not the 130 px the model's knuckle gives.
    const curled = withPoints(hand(), { 5: [460, 650], 17: [560, 650], 13: [520, 740] });
    const points = landmarksFromDetections({ hands: [curled], faces: [], bodies: [] }, SIZE);
    const byName = Object.fromEntries(points.map((point) => [point.name, point]));
    expect(byName.ring_finger_middle).toMatchObject({ x: 522, y: 610 });
    const phalanx = byName.ring_finger_base!.y - 610;
    expect(phalanx).toBeCloseTo((150 / 95) * 42, 0);
    // On the finger's line.
    expect(byName.ring_finger_base!.x).toBeCloseTo(522 - (2 * phalanx) / 130, 0);
    // A phalanx in keeping with the hand is the model's own point.
    const usual = withPoints(hand(), { 5: [460, 650], 17: [560, 650] });
    const kept = landmarksFromDetections({ hands: [usual], faces: [], bodies: [] }, SIZE);
    expect(kept.find((point) => point.name === 'ring_finger_base')).toMatchObject({
      x: 520,
      y: 655,
    });
  });

  it('ignores an unsure hand, and a "hand" far from every wrist of a person it sees', () => {
    expect(landmarksFromDetections({ hands: [hand(0.3)], faces: [], bodies: [] }, SIZE)).toEqual(
      [],
    );
    const person = bodyWith(['nose', 500, 200], ['leftWrist', 100, 900]);
    const far = landmarksFromDetections({ hands: [hand()], faces: [], bodies: [person] }, SIZE);
    expect(far.map((point) => point.name)).not.toContain('ring_finger_base');
    const near = bodyWith(['nose', 500, 200], ['leftWrist', 505, 790]);
    const kept = landmarksFromDetections({ hands: [hand()], faces: [], bodies: [near] }, SIZE);
    expect(kept.map((point) => point.name)).toContain('ring_finger_base');
  });

  it('sets the neckline between the shoulders, towards the face', () => {
    const person = bodyWith(
      ['nose', 500, 200],
      ['leftShoulder', 650, 450],
      ['rightShoulder', 350, 450],
    );
    const points = landmarksFromDetections({ hands: [], faces: [], bodies: [person] }, SIZE);
    const byName = Object.fromEntries(points.map((point) => [point.name, point]));
    expect(byName.neck_base!.x).toBeCloseTo(500);
    expect(byName.neck_base!.y).toBeLessThan(450);
    expect(byName.neck_left!.x).toBeGreaterThan(500); // the person's left is the picture's right
    expect(byName.neck_right!.x).toBeLessThan(500);
    expect(byName.collarbone_left!.x).toBeGreaterThan(byName.neck_left!.x - 100);
  });

  it('drops points outside the photograph', () => {
    const points = landmarksFromDetections(
      { hands: [hand(0.9, 600)], faces: [], bodies: [] },
      SIZE,
    );
    expect(points.map((point) => point.name)).not.toContain('ring_finger_base');
  });

  it('offers no lobe under hair, nor on the side the face is turned away from', () => {
    // A face 400 px tall centred at x = 500; its sides at x = 350 and 650.
    const face = (noseX: number) => {
      const mesh = Array.from({ length: 468 }, () => [500, 400]);
      Object.assign(mesh, {
        10: [500, 200],
        152: [500, 600],
        234: [350, 350],
        454: [650, 350],
        132: [370, 480],
        361: [630, 480],
        1: [noseX, 420],
        50: [420, 430],
        280: [580, 430],
      });
      return { score: 0.9, mesh };
    };
    const skin = [200, 150, 120];
    const data = new Uint8Array(SIZE.width * SIZE.height * 3);
    for (let i = 0; i < data.length; i += 3) data.set(skin, i);
    const image = { ...SIZE, data };
    const lobes = (noseX: number, photo: typeof image | typeof SIZE) =>
      landmarksFromDetections({ hands: [], faces: [face(noseX)], bodies: [] }, photo)
        .map((point) => point.name)
        .filter((name) => name.startsWith('ear_lobe'));
    expect(lobes(500, image)).toEqual(['ear_lobe_left', 'ear_lobe_right']);
    // Dark brown hair over the left lobe (the picture's right side).
    const hair = new Uint8Array(data);
    for (let y = 380; y < 460; y++) {
      for (let x = 600; x < 700; x++) hair.set([60, 40, 45], (y * SIZE.width + x) * 3);
    }
    expect(lobes(500, { ...SIZE, data: hair })).toEqual(['ear_lobe_right']);
    // Without the pixels the colour cannot be judged: both are offered.
    expect(lobes(500, SIZE)).toEqual(['ear_lobe_left', 'ear_lobe_right']);
    // Turned so far that the nose nears the face's right side: that ear is out of sight.
    expect(lobes(380, image)).toEqual(['ear_lobe_left']);
    expect(lobes(620, image)).toEqual(['ear_lobe_right']);
  });
});
