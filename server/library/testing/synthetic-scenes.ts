// Scene photographs made here, for tests and the placement evaluation: a softly lit marble table
// (grey veins on warm white, brighter at the top left) and a busy patchwork where no piece can
// stand. Deterministic: the same bytes every run.
import sharp from 'sharp';

/** A marble table top lit from the top left, under a darker backdrop. */
export async function marbleTable(width = 1200, height = 900): Promise<Buffer> {
  const veins = Array.from({ length: 9 }, (_, index) => {
    const y0 = ((index * 137) % 100) / 100;
    const path = `M ${-50} ${height * (0.35 + y0 * 0.7)} C ${width * 0.3} ${height * (0.3 + y0 * 0.5)}, ${width * 0.6} ${height * (0.6 + y0 * 0.3)}, ${width + 50} ${height * (0.4 + y0 * 0.6)}`;
    return `<path d="${path}" stroke="#8f8a86" stroke-opacity="${0.12 + (index % 3) * 0.05}" stroke-width="${2 + (index % 4)}" fill="none"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="light" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#f7f3ee"/><stop offset="1" stop-color="#cfc8bf"/>
      </linearGradient>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="#6d625a"/><stop offset="1" stop-color="#4a413b"/>
      </linearGradient>
      <filter id="soft"><feGaussianBlur stdDeviation="1.6"/></filter>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#light)"/>
    <rect width="${width}" height="${Math.round(height * 0.28)}" fill="url(#wall)"/>
    <g filter="url(#soft)">${veins}</g>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

/** A patchwork of small, strongly different tiles: nowhere quiet to set a piece. */
export async function busyPatchwork(width = 800, height = 600): Promise<Buffer> {
  const tile = 12;
  const rects: string[] = [];
  for (let y = 0; y < height; y += tile) {
    for (let x = 0; x < width; x += tile) {
      const shade = ((x * 7 + y * 13) % 5) * 60;
      rects.push(
        `<rect x="${x}" y="${y}" width="${tile}" height="${tile}" fill="rgb(${shade},${255 - shade},${(shade * 3) % 255})"/>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${rects.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}
