// Contact sheets of an evaluation run, to look at and not only count: per image a caption, then
// the image | the truth | the cut-out over a checkerboard | the errors (red: piece the cut-out
// missed, cyan: ground it kept; agreed piece in light grey over the dimmed image).
import sharp from 'sharp';

const BACKGROUND = { r: 34, g: 34, b: 36 };
const CAPTION_HEIGHT = 22;
const GAP = 4;

export interface SheetSource {
  caption: string;
  width: number;
  height: number;
  rgb: Uint8Array;
  /** The truth, when there is one (a corpus photo may have none). */
  truth: Uint8Array | null;
  alpha: Uint8Array;
}

/** One row of a sheet as a PNG: caption strip over four panels, each fitted into `tile` px. */
export async function sheetRow(source: SheetSource, tile = 300): Promise<Buffer> {
  const { width, height, rgb, truth, alpha } = source;
  const n = width * height;
  const truthRgb = new Uint8Array(n * 3);
  const cutout = new Uint8Array(n * 3);
  const errors = new Uint8Array(n * 3);
  const square = Math.max(6, Math.round(Math.max(width, height) / 48));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const t = truth ? truth[i]! : 0;
      truthRgb.fill(t, i * 3, i * 3 + 3);
      const checker = (Math.floor(x / square) + Math.floor(y / square)) % 2 === 0 ? 204 : 150;
      const a = alpha[i]! / 255;
      const luma = 0.2126 * rgb[i * 3]! + 0.7152 * rgb[i * 3 + 1]! + 0.0722 * rgb[i * 3 + 2]!;
      for (let c = 0; c < 3; c++)
        cutout[i * 3 + c] = Math.round(rgb[i * 3 + c]! * a + checker * (1 - a));
      const found = alpha[i]! >= 128;
      const expected = t >= 128;
      let colour: [number, number, number];
      if (!truth) colour = found ? [220, 220, 220] : [luma * 0.3, luma * 0.3, luma * 0.3];
      else if (expected && !found) colour = [235, 40, 40];
      else if (found && !expected) colour = [30, 210, 235];
      else if (found) colour = [150 + luma * 0.3, 150 + luma * 0.3, 150 + luma * 0.3];
      else colour = [luma * 0.3, luma * 0.3, luma * 0.3];
      errors[i * 3] = colour[0];
      errors[i * 3 + 1] = colour[1];
      errors[i * 3 + 2] = colour[2];
    }
  }
  const panels = await Promise.all(
    [rgb, truthRgb, cutout, errors].map((pixels) =>
      sharp(pixels, { raw: { width, height, channels: 3 } })
        .resize(tile, tile, { fit: 'inside', kernel: 'lanczos3' })
        .png()
        .toBuffer(),
    ),
  );
  const scale = tile / Math.max(width, height);
  const panelWidth = Math.round(width * scale);
  const panelHeight = Math.round(height * scale);
  const rowWidth = Math.max(4 * panelWidth + 3 * GAP + 4, 2 * tile);
  const caption = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${rowWidth}" height="${CAPTION_HEIGHT}">` +
      `<text x="4" y="16" font-family="sans-serif" font-size="14" fill="#e8e8e8">${escapeXml(source.caption)}</text></svg>`,
  );
  return sharp({
    create: {
      width: rowWidth,
      height: panelHeight + CAPTION_HEIGHT + 2,
      channels: 3,
      background: BACKGROUND,
    },
  })
    .composite([
      { input: caption, left: 0, top: 0 },
      ...panels.map((input, k) => ({ input, left: k * (panelWidth + GAP), top: CAPTION_HEIGHT })),
    ])
    .png()
    .toBuffer();
}

/** Rows stacked into one sheet, with a title strip on top. */
export async function stackRows(title: string, rows: Buffer[]): Promise<Buffer> {
  const sizes = await Promise.all(rows.map((row) => sharp(row).metadata()));
  const width = Math.max(400, ...sizes.map((s) => s.width ?? 0));
  const header = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="30">` +
      `<text x="4" y="21" font-family="sans-serif" font-size="16" font-weight="bold" fill="#ffffff">${escapeXml(
        `${title}   (image | truth | cut-out | errors: red missed, cyan extra)`,
      )}</text></svg>`,
  );
  let top = 30;
  const placed = rows.map((input, k) => {
    const at = { input, left: 0, top };
    top += (sizes[k]!.height ?? 0) + GAP;
    return at;
  });
  return sharp({ create: { width, height: top, channels: 3, background: BACKGROUND } })
    .composite([{ input: header, left: 0, top: 0 }, ...placed])
    .png()
    .toBuffer();
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
