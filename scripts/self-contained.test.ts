import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: comments and docs point only at files inside it. These are the documents
 * the store was first specified in, which live outside the repository; their content is in docs/.
 */
const OUTSIDE = /\b(SPEC|CONTRACT|DESIGN|TOOLING)\.md\b|\bSPEC §|\bCONTRACT "/;

const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.cjs', '*.md', '*.yml'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && file !== 'scripts/self-contained.test.ts');

const read = (file: string) => readFileSync(file, 'utf8');

describe('the repository is self-contained', () => {
  it('names no document outside it', () => {
    const offenders = tracked.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (OUTSIDE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('links only to docs that exist', () => {
    const present = new Set(execFileSync('git', ['ls-files', 'docs'], { encoding: 'utf8' }).split('\n'));
    const missing = tracked.flatMap((file) =>
      [...read(file).matchAll(/\bdocs\/[\w./-]+\.(?:md|json)\b/g)]
        .map((match) => match[0])
        .filter((doc) => !present.has(doc))
        .map((doc) => `${file} → ${doc}`),
    );
    expect(missing).toEqual([]);
  });

  it('names only sections those docs have', () => {
    const headings = (doc: string) =>
      read(doc)
        .split('\n')
        .filter((line) => line.startsWith('#'))
        .map((line) => line.replace(/^#+\s*/, ''));
    const missing = tracked.flatMap((file) =>
      [...read(file).matchAll(/\b(docs\/[\w-]+\.md)((?:,? "[^"]+")+)/g)].flatMap(([, doc, quoted]) =>
        [...(quoted ?? '').matchAll(/"([^"]+)"/g)]
          .map(([, section]) => (section ?? '').replace(/\s+/g, ' '))
          .filter((section) => !headings(doc ?? '').some((heading) => heading.startsWith(section)))
          .map((section) => `${file} → ${doc} "${section}"`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
