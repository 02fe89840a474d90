// The code editor's sandbox page (public/sandbox/run.html) is the one page with a policy of its own:
// it lets a worker made from a Blob run the reader's code and allows no network. The build's steps
// must leave it as written: add-csp gives it no site policy, paint-first has nothing to move, the
// offline copy writes its scripts into it (allowed by their hashes, nothing else loosened), and the
// service worker keeps it with the shell (both languages).
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addPolicies, policyFor } from '../../scripts/add-csp.mjs';
import { inlineSandbox, isSandbox } from '../../scripts/offline-copy.mjs';
import { paintFirst } from '../../scripts/paint-first.mjs';
import { groupOf } from '../../scripts/service-worker.mjs';

const page = path.join(process.cwd(), 'public', 'sandbox', 'run.html');
const html = readFileSync(page, 'utf8');
const policyOf = (text: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(text)?.[1] ?? '';

describe('the sandbox page', () => {
  it('has its own policy: a worker from a Blob, scripts from the site, no network, no eval', () => {
    const policy = policyOf(html);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('worker-src blob:');
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('unsafe-inline');
  });

  it('keeps that policy through add-csp, and no site page is given worker-src blob:', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sandbox-'));
    cpSync(page, path.join(root, 'sandbox', 'run.html'), { recursive: true });
    expect(addPolicies(root)).toBe(0);
    expect(readFileSync(path.join(root, 'sandbox', 'run.html'), 'utf8')).toBe(html);
    expect(policyFor('<html><head></head></html>')).not.toMatch(/blob:[^;]*;?\s*$|worker-src[^;]*blob:/);
    expect(policyFor('<html><head></head></html>')).not.toContain('unsafe-eval');
  });

  it('is left alone by paint-first and the offline copy, and kept with the shell', () => {
    expect(paintFirst(html)).toBe(html);
    expect(isSandbox(path.join('sandbox', 'run.html'))).toBe(true);
    expect(isSandbox('lessons/one-axis/index.html')).toBe(false);
    expect(groupOf('sandbox/run.html')).toBe('shell');
    expect(groupOf('sandbox/run.js')).toBe('shell');
  });

  it('from a folder: its scripts written in, each allowed by its hash in place of self, the rest as it was', () => {
    const scripts: Record<string, string> = {
      'frames.js': 'function sandboxFrames() {}',
      'run.js': 'reply(1);',
    };
    const folder = inlineSandbox(html, (name: string) => scripts[name] ?? '');
    const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    expect(folder).not.toContain('<script src');
    expect(folder).toContain('<script>function sandboxFrames() {}</script>');
    expect(policyOf(folder)).toBe(
      policyOf(html).replace(
        "script-src 'self'",
        `script-src ${hash(scripts['frames.js'] as string)} ${hash('reply(1);')}`,
      ),
    );
    expect(() => inlineSandbox(html, () => 'x("</script>")')).toThrow(/cannot be written/);
  });
});
