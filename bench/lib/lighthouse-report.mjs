// What bench/lighthouse.mjs prints: each run's scores and timings, their medians, and the audits that keep a
// category under its target.

// Issue 6's targets; performance is judged by its 0.9 "pass" line per audit.
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
export const CATEGORIES = Object.keys(TARGETS);
const fmt = {
  score: (value) => (value == null ? '-' : String(value)),
  cls: (value) => (value == null ? '-' : value.toFixed(3)),
  ms: (value) => (value == null ? '-' : `${Math.round(value)} ms`),
};

/** A report's scores, CLS, FCP, LCP and TBT, and per category under target the audits that cost it. */
export function summarise(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100),
    ]),
  );
  // Per category under target: the weighted audits that lose points, then the unweighted ones that
  // Lighthouse flags alongside (insights and diagnostics that explain them).
  const failing = {};
  for (const id of CATEGORIES) {
    if (scores[id] === null || scores[id] >= TARGETS[id]) continue;
    const flagged = lhr.categories[id].auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.score !== null && audit.score < (id === 'performance' ? 0.9 : 1))
      .filter(({ audit }) => !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode));
    const label = ({ audit }) => (audit.displayValue ? `${audit.id} (${audit.displayValue})` : audit.id);
    failing[id] = {
      weighted: flagged.filter(({ ref }) => ref.weight > 0).map(label),
      flagged: flagged.filter(({ ref }) => !ref.weight).map(({ audit }) => audit.id),
    };
  }
  return {
    scores,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue,
    tbt: lhr.audits['total-blocking-time']?.numericValue,
    fcp: lhr.audits['first-contentful-paint']?.numericValue,
    failing,
  };
}

/** One row a page's run: its scores and timings, in aligned columns. */
function printRows(rows) {
  const header = ['page', 'run', 'perf', 'a11y', 'best-pr.', 'SEO', 'CLS', 'FCP', 'LCP', 'TBT'];
  const cells = rows.map((r) => [
    r.page,
    String(r.run),
    fmt.score(r.scores.performance),
    fmt.score(r.scores.accessibility),
    fmt.score(r.scores['best-practices']),
    fmt.score(r.scores.seo),
    fmt.cls(r.cls),
    fmt.ms(r.fcp),
    fmt.ms(r.lcp),
    fmt.ms(r.tbt),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const c of cells) console.log(line(c));
}

/** The targets, then every run's row. */
export function printTable(results) {
  console.log(
    `\nTargets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
      `best-practices ≥ ${TARGETS['best-practices']}, SEO ≥ ${TARGETS.seo}\n`,
  );
  printRows(results);
}

/** Each page's median over the runs. */
export function printMedians(results, pages) {
  const median = (list) => {
    const sorted = list.filter((v) => v != null).sort((a, b) => a - b);
    if (!sorted.length) return null;
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  console.log('\nMedian of the runs:');
  printRows(
    pages.map(({ name }) => {
      const mine = results.filter((r) => r.page === name);
      const pick = (get) => median(mine.map(get));
      return {
        page: name,
        run: 'med',
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((r) => r.scores[id])])),
        cls: pick((r) => r.cls),
        fcp: pick((r) => r.fcp),
        lcp: pick((r) => r.lcp),
        tbt: pick((r) => r.tbt),
      };
    }),
  );
}

/** The runs below a target, with the audits that fail. */
export function printFailing(results) {
  const lines = results.flatMap((r) =>
    Object.entries(r.failing).map(([category, { weighted, flagged }]) => {
      const also = flagged.length ? `; also flagged: ${flagged.join(', ')}` : '';
      return `  ${r.page} run ${r.run}, ${category} ${r.scores[category]}: ${weighted.join(', ') || '(no weighted audit)'}${also}`;
    }),
  );
  console.log(
    lines.length ? '\nBelow target, with the audits that fail:' : '\nEvery page meets every target.',
  );
  for (const line of lines) console.log(line);
}
