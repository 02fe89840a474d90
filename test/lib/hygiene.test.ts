// Supply-chain and code hygiene that the issue asks to keep true: exact versions, a committed lock
// file, and none of the escape hatches (eval, dangerouslySetInnerHTML) in our own code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<
  string,
  Record<string, string>
>;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f))
    .map((f) => path.join(dir, f));
}

describe('hygiene', () => {
  it('pins every dependency to an exact version', () => {
    const loose = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
      ([, version]) => !/^\d+\.\d+\.\d+$/.test(version),
    );
    expect(loose).toEqual([]);
  });

  it('commits the lock file', () => {
    expect(existsSync(path.join(root, 'package-lock.json'))).toBe(true);
  });

  it('has no eval, new Function or dangerouslySetInnerHTML in our code', () => {
    const offenders = ['app', 'components', 'lib', 'physics', 'scripts', 'content']
      .flatMap(sourceFiles)
      .filter((file) =>
        /\beval\(|new Function\(|dangerouslySetInnerHTML/.test(readFileSync(path.join(root, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
