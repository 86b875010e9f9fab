// A pendant on a fine chain, as the working copy sees it: the prior (320 px) has the pendant
// only, and the chain stands out as 1 px dashes (its links) on a grey studio gradient.
import { describe, expect, it } from 'vitest';
import { addFineDetail } from './fine-detail';

const SIDE = 400;
const GOLD = [214, 170, 72];

function pendantOnChain() {
  const rgb = new Uint8Array(SIDE * SIDE * 3);
  const piece = new Float32Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const i = y * SIDE + x;
      const grey = 200 - Math.round((60 * y) / SIDE);
      const inPendant = Math.hypot(x - 200, y - 300) <= 45;
      rgb.set(inPendant ? GOLD : [grey, grey, grey + 4], i * 3);
      piece[i] = inPendant ? 1 : 0;
    }
  }
  // Two strands from the pendant's top to the frame's top: 3 px of link, then a 3 px gap.
  const chain: number[] = [];
  for (const side of [-1, 1]) {
    for (let y = 254; y >= 0; y--) {
      if ((254 - y) % 6 >= 3) continue;
      const x = Math.round(200 + side * (254 - y) * 0.5);
      chain.push(y * SIDE + x);
      // A pale, fine chain: 40 levels off the gradient, where the pendant is far more.
      const grey = 200 - Math.round((60 * y) / SIDE);
      rgb.set([grey + 80, grey + 60, grey], (y * SIDE + x) * 3);
    }
  }
  return { image: { width: SIDE, height: SIDE, rgb }, piece, chain };
}

describe('fine detail', () => {
  it('joins a 1 px chain whose links stand out in dashes to the pendant', () => {
    const { image, piece, chain } = pendantOnChain();
    const detailed = addFineDetail(piece, image);
    // Each dash touched nothing but its neighbours: only the first one was joined (1 %).
    const raised = chain.filter((i) => detailed[i]! >= 0.5).length;
    expect(raised / chain.length).toBeGreaterThan(0.9);
    // The backdrop between the strands stays out.
    expect(detailed[100 * SIDE + 200]).toBe(0);
  });

  /**
   * A pendant at the bottom of a `side`-px square on grey, hung on a straight chain `wide` px
   * wide that the prior sees faintly (0.3), as it sees a chain near its own scale.
   */
  function pendantOnWideChain(side: number, wide: number) {
    const rgb = new Uint8Array(side * side * 3).fill(150);
    const piece = new Float32Array(side * side);
    const chain: number[] = [];
    const cx = side / 2;
    const top = side * 0.6;
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const i = y * side + x;
        if (Math.hypot(x - cx, y - side * 0.75) <= side * 0.15) {
          rgb.set(GOLD, i * 3);
          piece[i] = 1;
        } else if (y < top && Math.abs(x - cx) < wide / 2) {
          rgb.set([210, 190, 150], i * 3);
          piece[i] = 0.3;
          chain.push(i);
        }
      }
    }
    return { image: { width: side, height: side, rgb }, piece, chain };
  }

  it("takes what is thin by the prior's scale: a 3 px chain is thin at 1024 px, not at 512", () => {
    const raisedShare = (side: number) => {
      const { image, piece, chain } = pendantOnWideChain(side, 3);
      const detailed = addFineDetail(piece, image);
      return chain.filter((i) => detailed[i]! >= 0.5).length / chain.length;
    };
    expect(raisedShare(1024)).toBeGreaterThan(0.9);
    // At 512 px the prior sees a 3 px chain as it sees a 6 px one at 1024: its business.
    expect(raisedShare(512)).toBeLessThan(0.1);
  });

  it("joins dashes by the prior's scale: 6 px gaps are a chain's at 1024 px, not at 512", () => {
    const joinedShare = (side: number) => {
      const { image, piece, chain } = pendantOnWideChain(side, 1);
      // Links of 4 px with 6 px gaps, which the prior does not see at all.
      const gaps = chain.filter((i) => Math.floor(i / side) % 10 >= 4);
      for (const i of gaps) image.rgb.set([150, 150, 150], i * 3);
      const links = chain.filter((i) => !gaps.includes(i));
      for (const i of links) piece[i] = 0;
      const detailed = addFineDetail(piece, image);
      return links.filter((i) => detailed[i]! >= 0.5).length / links.length;
    };
    expect(joinedShare(1024)).toBeGreaterThan(0.9);
    expect(joinedShare(512)).toBeLessThan(0.1);
  });
});
