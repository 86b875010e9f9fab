// The upload gate in the real app: parallel uploads of large images (synthetic PNGs of a few
// hundred kB that declare 16 MP) from one designer and from others, with real decodes on the
// analysis thread. Status codes, Retry-After, and the memory the burst costs.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TemporaryDesignSchema } from '../../src/api/asset';
import { UploadGate } from '../designs/upload-gate';
import { createLogger, type LogLevel } from '../logger';
import { setupTestApp } from '../test/app';

const t = setupTestApp();

/** A ring on a plain ground: compresses to little, decodes to `side` x `side` pixels. */
async function largePng(side: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}">
    <rect width="100%" height="100%" fill="#f4f1ea"/>
    <circle cx="${side / 2}" cy="${side / 2}" r="${side / 5}" fill="none" stroke="#b8860b"
      stroke-width="${side / 30}"/></svg>`;
  return sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9 }).toBuffer();
}

async function uploadAs(app: ReturnType<typeof t.build>, userId: string, png: Buffer) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(png)], 'ring.png', { type: 'image/png' }));
  const res = await app.request('/api/designs/initiate-analysis', {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${await t.tokenFor(userId)}` },
  });
  return { res, json: (await res.json()) as Record<string, unknown> };
}

describe('POST /api/designs/initiate-analysis under load', () => {
  it('answers 201, 429 (per designer) and 503 (saturated) with Retry-After, within bounded memory', async () => {
    const uploadGate = new UploadGate({
      concurrency: 1,
      perUser: 2,
      pixelBudget: 20_000_000,
      queueLength: 1,
      maxWaitMs: 120_000,
    });
    const lines: Array<{ level: LogLevel; line: string }> = [];
    const logger = createLogger({
      level: 'info',
      write: (line, level) => lines.push({ level, line }),
    });
    const app = t.build({ uploadGate, logger });
    const png = await largePng(4000);
    expect(png.length).toBeLessThan(400_000);

    // Warm: the analysis thread, its modules and the cut-out model are loaded once per process.
    expect((await uploadAs(app, 'warm-up', png)).res.status).toBe(201);

    let peakRss = process.memoryUsage().rss;
    const startRss = peakRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);
    // Ada sends four at once; Grace and Lin one each meanwhile.
    const answers = await Promise.all([
      ...[1, 2, 3, 4].map(() => uploadAs(app, 'ada', png)),
      uploadAs(app, 'grace', png),
      uploadAs(app, 'lin', png),
    ]);
    clearInterval(sampler);

    const statuses = answers.map(({ res }) => res.status);
    // Two of Ada's are refused at once. Of the four left, one runs, one waits its turn, and the
    // line (one place) is full for the other two.
    expect([...statuses].sort()).toEqual([201, 201, 429, 429, 503, 503]);
    expect(statuses.slice(0, 4).filter((status) => status === 429)).toHaveLength(2);
    for (const { res, json } of answers) {
      if (res.status === 201) {
        TemporaryDesignSchema.parse(json);
        continue;
      }
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      expect(json.code).toBe(res.status === 429 ? 'too_many_uploads' : 'server_busy');
      expect(json.detail).toMatch(/uploads? being analysed|busy analysing other uploads/);
    }
    expect(uploadGate.load).toEqual({ running: 0, waiting: 0, pixelsInFlight: 0 });
    // Two 16 MP analyses, one at a time: far below what six decoded at once would take.
    console.info(`Upload burst: RSS grew ${Math.round((peakRss - startRss) / 2 ** 20)} MB`);
    expect(peakRss - startRss).toBeLessThan(600 * 1024 * 1024);
    // Busy is not a bug: no error-level lines.
    expect(lines.filter(({ level }) => level === 'error')).toEqual([]);
  }, 180_000);
});
