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
});
