// The automatic cut-out (as stored at upload) on synthetic images with a known answer, and on
// every generated photo and sketch (the corpus's cases: extract-piece.corpus.test.ts). The
// retired rule stages (display rod, mirror reflection) lost their cases.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureCutouts, type TestCutout } from '../testing/test-cutouts';
import { VisualFailure } from '../visual-failure';
import type { Cutout } from './cutout';
import { extractPiece, type ExtractOptions } from './extract-piece';
import { boundingBox } from '../imaging/mask';

const ringOnGradient = () => {
  // A gold ring (annulus) with a thin chain (2 px line) on a lit grey gradient, plus specks.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f4f4f4"/><stop offset="1" stop-color="#c8c8c8"/></linearGradient></defs>
    <rect width="400" height="300" fill="url(#g)"/>
    <circle cx="200" cy="150" r="80" fill="none" stroke="#c9a040" stroke-width="24"/>
    <line x1="280" y1="150" x2="380" y2="60" stroke="#b08a30" stroke-width="2"/>
    <rect x="20" y="270" width="2" height="2" fill="#333"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
};

/** The piece extracted from an SVG drawing rendered at its own size. */
const extractDrawing = async (svg: string, style: ExtractOptions['style'], maxSide: number) =>
  extractPiece(await sharp(Buffer.from(svg)).png().toBuffer(), { style, maxSide });

/**
 * The piece extracted from a photo of an SVG scene, drawn on a larger canvas and cropped to width
 * x height: what enters the frame reaches its edge (a blur filter would otherwise fade it at the
 * canvas edge).
 */
async function extractFramed(content: string, width: number, height: number): Promise<Cutout> {
  const margin = 60;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 2 * margin}"
    height="${height + 2 * margin}"><g transform="translate(${margin} ${margin})">${content}</g></svg>`;
  const photo = await sharp(Buffer.from(svg))
    .extract({ left: margin, top: margin, width, height })
    .png()
    .toBuffer();
  return extractPiece(photo, { style: 'photo', maxSide: Math.max(width, height) });
}

/**
 * An SVG drawing rendered at its own size as a PNG with a photo's grain: near-Gaussian noise of
 * standard deviation `sigma` levels on each channel (a fixed pseudo-random sequence).
 */
async function withGrain(svg: string, sigma: number): Promise<Buffer> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let seed = 12345;
  const uniform = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  for (let i = 0; i < data.length; i++) {
    // A sum of three uniforms has a standard deviation of 1/2.
    const grain = (uniform() + uniform() + uniform() - 1.5) * 2 * sigma;
    data[i] = Math.max(0, Math.min(255, Math.round(data[i]! + grain)));
  }
  const { width, height, channels } = info;
  return sharp(data, { raw: { width, height, channels } }).png().toBuffer();
}

/**
 * The RGBA offset in the cut-out of drawing point (x, y), given the drawing point (x0, y0) where
 * the piece's solid silhouette starts (its first column and row).
 */
function drawingToCutout(cutout: Cutout, x0: number, y0: number) {
  const start = boundingBox(cutout.mask)!;
  return (x: number, y: number) => ((y - y0 + start.y) * cutout.width + x - x0 + start.x) * 4;
}

// The tests of several full-size scenes get 90 s: a guard against a hang, not a speed check
// (`npm run bench` measures speed). The shadow test took 28 s of an earlier 30 on a loaded
// machine, and timed out once.

describe('extractPiece', () => {
  it('cuts a photographed piece from a gradient, clears its hole and keeps its thin chain', async () => {
    const cutout = await extractPiece(await ringOnGradient(), { style: 'photo', maxSide: 400 });
    const at = (x: number, y: number) => cutout.mask.data[y * cutout.width + x];
    // Cropped to the ring and chain (the speck at the bottom left is dropped).
    expect(cutout.width).toBeGreaterThan(250);
    expect(cutout.width).toBeLessThan(285);
    expect(cutout.height).toBeLessThan(200);
    const centre = { x: Math.round(cutout.width * 0.35), y: Math.round(cutout.height / 2) };
    expect(at(centre.x, centre.y)).toBe(0); // the inside of the ring
    expect(cutout.rgba[(centre.y * cutout.width + centre.x) * 4 + 3]).toBe(0);
    // The chain near its far end, a 2 px line, is still there.
    const column = Array.from({ length: 30 }, (_, y) => at(cutout.width - 10, y));
    expect(column).toContain(1);
  });

  it('leaves the shadow a rose-gold ring casts on a white table, soft or crisp, at any size', async () => {
    // A shadow picks up the metal's colour (warm from copper bounce light), the more the deeper
    // it is, and falls off fast where it is crisp; either way it is smooth and goes, whatever
    // the photo's size.
    const shadows = [
      { fill: '#b0a090', blur: 10 },
      { fill: '#a08d7a', blur: 10 },
      { fill: '#9a9a9a', blur: 3 },
    ];
    for (const { fill, blur } of shadows) {
      for (const side of [800, 1600]) {
        const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"
          viewBox="0 0 400 400">
          <filter id="soft"><feGaussianBlur stdDeviation="${blur}"/></filter>
          <rect width="400" height="400" fill="#ebebeb"/>
          <ellipse cx="215" cy="290" rx="110" ry="30" fill="${fill}" filter="url(#soft)"/>
          <circle cx="200" cy="190" r="90" fill="none" stroke="#c8846a" stroke-width="14"/>
        </svg>`;
        const cutout = await extractDrawing(svg, 'photo', side);
        // The ring is 194 units tall; the shadow would add 25 or more below it.
        const { height } = boundingBox(cutout.mask)!;
        const extra = (height * 400) / side - 194;
        expect(Math.abs(extra), `${fill} shadow at ${side} px`).toBeLessThan(4);
      }
    }
  }, 90_000);

  it('keeps a pale part of a piece as light as a shadow, by its crisp colour edge', async () => {
    // A copper cone seen from its mouth: its outside, in the light, is pale and barely tinted, as
    // light as a soft shadow and as smooth (slightly out of focus); it meets the backdrop at a
    // crisp edge of colour, where a shadow's colour drifts gradually.
    for (const side of [800, 1600]) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"
        viewBox="0 0 400 400">
        <filter id="soft"><feGaussianBlur stdDeviation="8"/></filter>
        <filter id="focus"><feGaussianBlur stdDeviation="0.5"/></filter>
        <rect width="400" height="400" fill="#e4e4e6"/>
        <ellipse cx="230" cy="285" rx="120" ry="25" fill="#9a9a9a" filter="url(#soft)"/>
        <ellipse cx="270" cy="200" rx="70" ry="55" fill="#d9c7bd" filter="url(#focus)"/>
        <circle cx="180" cy="200" r="80" fill="#b8683f"/>
      </svg>`;
      const cutout = await extractDrawing(svg, 'photo', side);
      // The cone spans 100-340 across and 120-280 down; the shadow would add 25 or more below.
      const box = boundingBox(cutout.mask)!;
      expect(Math.abs((box.width * 400) / side - 240), `width at ${side} px`).toBeLessThan(4);
      expect(Math.abs((box.height * 400) / side - 160), `height at ${side} px`).toBeLessThan(4);
    }
  }, 90_000);

  it('ends a tinted shadow at a clean line against the shaded side of a piece, despite noise', async () => {
    // The shaded side of a copper piece is a little more tinted than a shadow of its depth may
    // be, out of focus, and blurs into the shadow; with the grain of a photo, a per-pixel test
    // of the tint ends the shadow at a ragged line of specks.
    for (const side of [800, 1600]) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"
        viewBox="0 0 400 400">
        <filter id="soft" x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="10"/></filter>
        <filter id="focus" x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="5"/></filter>
        <rect width="400" height="400" fill="#e6e6e6"/>
        <ellipse cx="220" cy="280" rx="130" ry="40" fill="#a8a4a0" filter="url(#soft)"/>
        <ellipse cx="200" cy="230" rx="100" ry="50" fill="#967664" filter="url(#focus)"/>
        <circle cx="200" cy="180" r="80" fill="#b8683f"/>
      </svg>`;
      const cutout = await extractPiece(await withGrain(svg, 3), { style: 'photo', maxSide: side });
      // A clean outline is left once going down each column; a ragged one several times.
      const { width, height, data } = cutout.mask;
      let columns = 0;
      let ends = 0;
      for (let x = 0; x < width; x++) {
        let columnEnds = 0;
        for (let y = 1; y < height; y++) {
          if (data[(y - 1) * width + x] && !data[y * width + x]) columnEnds++;
        }
        if (columnEnds) columns++;
        ends += columnEnds;
      }
      expect(ends / columns, `outline crossings per column at ${side} px`).toBeLessThan(1.3);
    }
  }, 90_000);

  it('keeps white lettering and a light frame line on a dark dial against a white backdrop', async () => {
    // A watch face: a dark dial with a 2 px light frame line and white lettering, on white; the
    // backdrop shows through neither. Beside it a ring, whose inside is a real hole.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
      <rect width="400" height="300" fill="#ffffff"/>
      <rect x="40" y="60" width="160" height="180" rx="12" fill="#2a2a2e"/>
      <rect x="62" y="82" width="116" height="136" fill="none" stroke="#fdfdfd" stroke-width="2"/>
      <text x="120" y="130" font-family="sans-serif" font-size="14"
        fill="#ffffff" text-anchor="middle">CASIO</text>
      <circle cx="300" cy="150" r="60" fill="none" stroke="#b8b8bc" stroke-width="12"/>
    </svg>`;
    const cutout = await extractDrawing(svg, 'photo', 400);
    const pixel = drawingToCutout(cutout, 40, 60); // the dial's corner
    let lettering = 0;
    let opaque = 0;
    for (let y = 110; y < 132; y++) {
      for (let x = 80; x < 160; x++) {
        if (cutout.rgba[pixel(x, y)]! < 200) continue; // the light pixels: the letters
        lettering++;
        if (cutout.rgba[pixel(x, y) + 3] === 255) opaque++;
      }
    }
    expect(lettering).toBeGreaterThan(30);
    expect(opaque).toBe(lettering);
    expect(cutout.rgba[pixel(62, 150) + 3]).toBe(255); // on the frame line
    expect(cutout.rgba[pixel(300, 150) + 3]).toBe(0); // inside the ring
  });

  // A known gap of the automatic cut-out (gaps narrower than the see-through stage’s minimum stay filled): it.fails turns red the day it is mended.
  it.fails(
    'clears the gaps of a chain on a dark backdrop, not the crevices between its stones',
    async () => {
      // A long chain of links (3 px wire round a 21 x 4 gap: small and thin next to the whole
      // chain) and a pavé strip (dark 2 px crevices between stones), on black fabric.
      const links = Array.from(
        { length: 30 },
        (_, k) =>
          `<rect x="${40 + k * 26}" y="200" width="24" height="7" rx="3" fill="none"
          stroke="#d4d4d8" stroke-width="3"/>`,
      ).join('');
      const crevices = Array.from(
        { length: 7 },
        (_, k) => `<rect x="${424 + k * 12}" y="254" width="2" height="2" fill="#141414"/>`,
      ).join('');
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="400">
      <rect width="1000" height="400" fill="#141414"/>${links}
      <rect x="400" y="245" width="110" height="20" fill="#e4e4e8"/>${crevices}
    </svg>`;
      const cutout = await extractDrawing(svg, 'photo', 1000);
      const pixel = drawingToCutout(cutout, 39, 199); // the first link's wire (from 38.5, 198.5)
      const alpha = (x: number, y: number) => cutout.rgba[pixel(x, y) + 3];
      for (let k = 0; k < 30; k += 7) expect(alpha(52 + k * 26, 203), `link ${k}`).toBe(0);
      for (let k = 0; k < 7; k++) expect(alpha(425 + k * 12, 255), `crevice ${k}`).toBe(255);
    },
  );

  it('leaves handwritten notes out of a sketch, and keeps beads strung on a line', async () => {
    // A ring drawn as a circle, a note of six pen-written "letters" in a row under it, and a
    // string of beads (small circles on a line) on the right.
    const letter = (x: number) =>
      `<path d="M${x} 385 l4 -16 l4 16 m-6 -6 h5 M${x + 10} 385 v-16 q7 0 7 6 q0 6 -7 6" ` +
      `fill="none" stroke="#222" stroke-width="2"/>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
      <rect width="400" height="400" fill="#f2f0ea"/>
      <circle cx="150" cy="170" r="90" fill="none" stroke="#222" stroke-width="5"/>
      ${[60, 84, 108, 132, 156, 180].map(letter).join('')}
      <line x1="300" y1="40" x2="300" y2="330" stroke="#222" stroke-width="3"/>
      ${[80, 130, 180, 230, 280].map((y) => `<circle cx="300" cy="${y}" r="9" fill="none" stroke="#222" stroke-width="3"/>`).join('')}
    </svg>`;
    const cutout = await extractDrawing(svg, 'sketch', 400);
    // From the beads' line (y 40 to 330) only: the note at y 369-385 is gone.
    expect(cutout.height).toBeLessThan(300);
    // The beads stay: the cutout spans the ring (x from 57) to the beads (x to 312).
    expect(cutout.width).toBeGreaterThan(245);
  });

  it('turns a pencil sketch into clean line art, without paper grain or specks', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">
      <filter id="n"><feTurbulence baseFrequency="0.9" numOctaves="2"/><feColorMatrix type="saturate" values="0"/>
      <feComponentTransfer><feFuncA type="linear" slope="0.06"/></feComponentTransfer></filter>
      <rect width="300" height="300" fill="#f2efe6"/><rect width="300" height="300" filter="url(#n)"/>
      <path d="M60 150 Q150 20 240 150 Q150 280 60 150" fill="none" stroke="#444" stroke-width="3"/>
      <circle cx="20" cy="20" r="1" fill="#555"/></svg>`;
    const cutout = await extractDrawing(svg, 'sketch', 300);
    expect(cutout.style).toBe('sketch');
    expect(cutout.width).toBeGreaterThan(175);
    expect(cutout.width).toBeLessThan(195);
    const area = cutout.mask.data.reduce((sum, value) => sum + value, 0);
    // About the stroke's length times its width: no filled paper, no grain.
    expect(area).toBeGreaterThan(600);
    expect(area).toBeLessThan(2400);
  });

  it("drops a page's border illustration running along its edge, not a chain drawn off the page", async () => {
    // A catalogue page: hatched leaves drawn down its left edge, bleeding off it (larger than the piece,
    // with a loose fragment inside their reach); the piece, a ring, in the middle; a chain leaving
    // the page at its top; a scrap of a neighbouring drawing cut by the right edge.
    const outlines = [0, 1, 2, 3, 4, 5].map(
      (k) =>
        `<ellipse cx="30" cy="${80 + k * 70}" rx="70" ry="40" fill="none" stroke="#333" stroke-width="4"/>`,
    );
    // Hatched shading in the leaves, drawn to the page's edge.
    const hatching = Array.from(
      { length: 54 },
      (_, k) => `<path d="M0 ${45 + k * 8} L40 ${55 + k * 8}" stroke="#444" stroke-width="2"/>`,
    );
    const leaves = [...outlines, ...hatching].join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
      <rect width="800" height="600" fill="#fbfaf7"/>${leaves}
      <circle cx="75" cy="300" r="5" fill="#333"/>
      <circle cx="450" cy="330" r="60" fill="none" stroke="#333" stroke-width="6"/>
      <path d="M430 270 Q420 120 380 0" fill="none" stroke="#333" stroke-width="3"/>
      <path d="M730 480 Q770 470 800 500" fill="none" stroke="#333" stroke-width="3"/>
    </svg>`;
    const cutout = await extractDrawing(svg, 'sketch', 800);
    // From the chain's end at the page's top (x 380) to the ring's right (x 513); no leaves, no
    // scrap.
    expect(cutout.width).toBeGreaterThan(130);
    expect(cutout.width).toBeLessThan(145);
    expect(cutout.height).toBeGreaterThan(390);
    // A page that is all border illustration keeps it: it is all there is.
    const onlyLeaves = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
      <rect width="800" height="600" fill="#fbfaf7"/>${leaves}</svg>`;
    expect((await extractDrawing(onlyLeaves, 'sketch', 800)).width).toBeGreaterThan(90);
  });

  it('keeps a faint broken pencil line whole, a small drawing open, and drops guide lines', async () => {
    // A pendant of small stones (rings of about 8 px across) on a large page, under a faint
    // chain drawn as short dashes 2 px apart, as a light pencil line breaks up; to its left, the
    // figure's shoulder as a guide line at the edge of what reads as ink.
    const stones = [0, 1, 2, 3, 4].map((k) => [760 + k * 20, 660] as const);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
      <rect width="1600" height="1200" fill="#fbfaf7"/>
      <path d="M700 560 Q800 680 900 560" fill="none" stroke="#b9b9b9" stroke-width="1.5"
        stroke-dasharray="8 2"/>
      <path d="M300 700 Q450 560 640 540" fill="none" stroke="#d6d6d6" stroke-width="2"/>
      <circle cx="800" cy="700" r="40" fill="none" stroke="#555" stroke-width="2"/>
      ${stones.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="none" stroke="#555" stroke-width="1"/>`).join('')}
    </svg>`;
    const cutout = await extractDrawing(svg, 'sketch', 1600);
    // The whole chain, from x 700 to 900, not just the pendant (x 760 to 840); not the shoulder.
    expect(cutout.width).toBeGreaterThan(190);
    expect(cutout.width).toBeLessThan(210);
    // Each stone stays a ring: open at its centre.
    const pixel = drawingToCutout(cutout, 699, 559);
    for (const [x, y] of stones) expect(cutout.rgba[pixel(x, y) + 3], `stone at ${x}`).toBe(0);
  });

  it('cuts a ring held between fingers from the fingers and the blurred room behind', async () => {
    // Two soft-edged skin-toned fingers entering the frame in front of a dark blurred room, and
    // between them a ring head: a faceted teal stone in a halo of white stones.
    const facets = Array.from(
      { length: 6 },
      (_, k) =>
        `<line x1="${172 + k * 10}" y1="126" x2="${172 + k * 10}" y2="174" stroke="#7fd0d8" stroke-width="2"/>`,
    ).join('');
    const halo = Array.from({ length: 12 }, (_, k) => {
      const angle = (k / 12) * 2 * Math.PI;
      const [x, y] = [200 + 42 * Math.cos(angle), 150 + 36 * Math.sin(angle)];
      return `<circle cx="${x}" cy="${y}" r="6" fill="#f4f4f4" stroke="#8a8a8a"/>`;
    }).join('');
    const scene = `<filter id="soft"><feGaussianBlur stdDeviation="2.5"/></filter>
      <rect x="-60" y="-60" width="520" height="420" fill="#3c3a34"/>
      <g filter="url(#soft)">
        <rect x="-80" y="170" width="320" height="90" rx="45" fill="#e6b8a0"/>
        <rect x="230" y="40" width="260" height="80" rx="40" fill="#dcae98"/>
      </g>
      <rect x="160" y="120" width="80" height="60" fill="#123a40"/>${facets}${halo}`;
    const cutout = await extractFramed(scene, 400, 300);
    // The head is 96 x 84 px; the fingers (most of the frame) are left.
    expect(cutout.width).toBeLessThan(130);
    expect(cutout.height).toBeLessThan(115);
    expect(cutout.width).toBeGreaterThan(80);
  });

  it('takes a skin-pink backdrop for the backdrop, not for a hand', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
      <rect width="400" height="300" fill="#e8b4a4"/>
      <circle cx="200" cy="150" r="70" fill="none" stroke="#c9a040" stroke-width="16"/>
    </svg>`;
    const cutout = await extractDrawing(svg, 'photo', 400);
    expect(cutout.width).toBeGreaterThan(150);
    expect(cutout.width).toBeLessThan(165);
    const at = (x: number, y: number) => cutout.mask.data[y * cutout.width + x];
    expect(at(Math.round(cutout.width / 2), Math.round(cutout.height / 2))).toBe(0);
  });

  // A known gap of the automatic cut-out (the prior takes the bust for the object; the designer removes it with a stroke): it.fails turns red the day it is mended.
  it.fails('cuts a fine chain from the linen display bust it hangs on', async () => {
    // A woven grey bust in a room (a wall in falling light, a plant, a stone, a wooden table:
    // no single backdrop at the border) and a 2 px gold chain with a kite pendant down its front.
    const scene = `<filter id="weave"><feTurbulence baseFrequency="0.8" numOctaves="2" seed="3"/>
        <feColorMatrix type="saturate" values="0"/>
        <feComponentTransfer><feFuncA type="linear" slope="0.5"/></feComponentTransfer></filter>
      <linearGradient id="light"><stop offset="0" stop-color="#a49c92"/>
        <stop offset="1" stop-color="#f2efea"/></linearGradient>
      <rect x="-60" y="-60" width="420" height="520" fill="url(#light)"/>
      <rect x="-60" y="300" width="420" height="160" fill="#5a4330"/>
      <ellipse cx="10" cy="180" rx="70" ry="110" fill="#2f5a2a"/>
      <ellipse cx="270" cy="380" rx="60" ry="40" fill="#d8d4d0"/>
      <rect x="60" y="40" width="180" height="300" fill="#8a8e96"/>
      <rect x="60" y="40" width="180" height="300" filter="url(#weave)"/>
      <path d="M100 60 L150 250 L200 60" fill="none" stroke="#c9a050" stroke-width="2"/>
      <path d="M150 250 l-12 20 l12 20 l12 -20 z" fill="none" stroke="#c9a050" stroke-width="2"/>`;
    const cutout = await extractFramed(scene, 300, 400);
    // The chain's box (100-200 x 60-290), not the bust's (60-240 x 40-340).
    expect(cutout.width).toBeLessThan(125);
    expect(cutout.height).toBeLessThan(255);
    expect(cutout.height).toBeGreaterThan(200);
    const area = cutout.mask.data.reduce((sum, value) => sum + value, 0);
    expect(area).toBeLessThan(0.2 * cutout.width * cutout.height);
  });

  // A known gap of the automatic cut-out (the prior keeps the neck and hair with the necklace): it.fails turns red the day it is mended.
  it.fails('cuts a worn necklace from the sharp edge of the hair against the neck', async () => {
    // A beaded chain on a neck, hair falling in at the top right with a crisp edge down to the
    // chain's end, a dark top at the bottom. The edge is as sharp as the chain, but it is only a
    // mix of the hair and the skin on either side of it.
    const dip = (x: number) => 220 + 130 * Math.sin(((x - 130) / 310) * Math.PI);
    const chain = Array.from({ length: 32 }, (_, k) => `${130 + k * 10},${dip(130 + k * 10)}`);
    const beads = [160, 200, 240, 280, 320, 360, 400].map(
      (x) => `<circle cx="${x}" cy="${dip(x)}" r="11" fill="#d8d8de" stroke="#6a6a70"
        stroke-width="1.5"/><circle cx="${x - 4}" cy="${dip(x) - 4}" r="3" fill="#ffffff"/>`,
    );
    const scene = `<filter id="crisp"><feGaussianBlur stdDeviation="1.2"/></filter>
      <filter id="soft"><feGaussianBlur stdDeviation="8"/></filter>
      <rect x="-60" y="-60" width="760" height="760" fill="#c49a7c"/>
      <polygon points="400,-60 700,-60 700,280 440,220" fill="#1a1512" filter="url(#crisp)"/>
      <rect x="-60" y="500" width="760" height="200" fill="#141414" filter="url(#soft)"/>
      <polyline points="${chain.join(' ')}" fill="none" stroke="#b8b8c0" stroke-width="3"
        stroke-dasharray="4 2"/>${beads.join('')}`;
    const cutout = await extractFramed(scene, 640, 640);
    // The necklace's box (130-440 x 209-361), not up the hair's edge to the top of the frame.
    expect(cutout.width).toBeGreaterThan(300);
    expect(cutout.width).toBeLessThan(340);
    expect(cutout.height).toBeGreaterThan(140);
    expect(cutout.height).toBeLessThan(170);
  });

  it('refuses an image with no piece in it', async () => {
    const blank = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#fafafa' },
    })
      .png()
      .toBuffer();
    await expect(extractPiece(blank, { style: 'photo' })).rejects.toBeInstanceOf(VisualFailure);
    await expect(extractPiece(blank, { style: 'sketch' })).rejects.toThrow(/too faint/);
  });
});

describe('the generated photos and sketches', () => {
  let cutouts: TestCutout[];
  beforeAll(async () => {
    cutouts = await fixtureCutouts();
  }, 120_000);

  it('finds a piece in every photo and sketch, neither empty nor the whole frame', () => {
    for (const { entry, cutout } of cutouts) {
      const area = cutout.mask.data.reduce((sum, value) => sum + value, 0);
      const share = area / (cutout.width * cutout.height);
      expect(share, entry.file).toBeGreaterThan(0.005);
      expect(share, entry.file).toBeLessThan(0.999);
    }
  });
});
