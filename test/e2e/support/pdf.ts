// Reading a printed PDF's pages with poppler-utils (pdftotext, pdftoppm; Debian's package), for the
// print tests that need to know what ended up on which page. Without poppler those tests fail with
// the command that installs it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const popplerMissing = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return null;
  } catch {
    return 'poppler-utils not installed (sudo apt-get install -y poppler-utils)';
  }
})();

function withPdf<T>(pdf: Buffer, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'print-'));
  try {
    const file = path.join(dir, 'page.pdf');
    writeFileSync(file, pdf);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each page's text, without white space (code and CJK text come back spaced unevenly). */
export const pageTexts = (pdf: Buffer): string[] =>
  withPdf(pdf, (file) =>
    execFileSync('pdftotext', [file, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\f')
      .slice(0, -1)
      .map((text) => text.replace(/\s+/g, '')),
  );

/**
 * How far down each page its content reaches, as a share of the page's height. A row of pixels
 * counts when a few of its pixels are dark but not most of them: a figure's empty frame (two side
 * borders, a line across) is not content.
 */
export const pageFills = (pdf: Buffer): number[] =>
  withPdf(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-gray', '-r', '20', file, path.join(dir, 'p')], { stdio: 'ignore' });
    return readdirSync(dir)
      .filter((name) => name.endsWith('.pgm'))
      .sort()
      .map((name) => {
        const data = readFileSync(path.join(dir, name));
        const [, width, height] = data.toString('latin1', 0, 40).split(/\s+/).map(Number);
        const w = width ?? 0;
        const h = height ?? 0;
        const pixels = data.subarray(data.length - w * h);
        let reach = 0;
        for (let y = 0; y < h; y++) {
          let dark = 0;
          for (let x = 0; x < w; x++) if ((pixels[y * w + x] ?? 255) < 200) dark += 1;
          if (dark >= 3 && dark <= 0.7 * w) reach = y;
        }
        return reach / h;
      });
  });
