// `npm run bench:web`: the gzip size (zlib level 9) of what the built storefront downloads. First load is
// the entry chunk plus its static imports (the <script> and modulepreload links of index.html) and their
// CSS; every other chunk is lazy, split into storefront pages and admin pages (only reachable from an admin
// page's dynamic import). Reads apps/web/dist/.vite/manifest.json, or index.html and the assets folder.
// Prints figures. With `--check` (npm test, after its build) it prints only the first-load line and exits
// 1 when the first-load JS is over the target. `npm run build -w @kirana/web` first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const TARGET_KB = 150;
const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const ADMIN = /features\/admin-|admin-pages/;

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` (or `npm run build -w @kirana/web`) first.');
  process.exit(1);
}

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(path.join(dist, file));
    sizes.set(file, {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length,
    });
  }
  return sizes.get(file);
}

const manifestPath = path.join(dist, '.vite/manifest.json');
const groups = existsSync(manifestPath) ? fromManifest() : fromIndexHtml();

// kB as Vite prints them: 1000 bytes.
const kb = (bytes) => (bytes / 1000).toFixed(1);
const rows = [];
const total = (files) =>
  files.reduce((sum, file) => ({ raw: sum.raw + sizeOf(file).raw, gzip: sum.gzip + sizeOf(file).gzip }), {
    raw: 0,
    gzip: 0,
  });
const firstJs = total(groups.firstJs);
const firstCss = total(groups.firstCss);

const verdict = firstJs.gzip / 1000 < TARGET_KB ? 'under' : 'OVER';
if (process.argv.includes('--check')) {
  console.log(`Storefront first-load JS ${kb(firstJs.gzip)} kB gzip: ${verdict} the ${TARGET_KB} kB target`);
  if (verdict === 'OVER') {
    console.error('Make room before adding to the first load: `npm run bench:web` lists what it holds.');
  }
  process.exit(verdict === 'OVER' ? 1 : 0);
}

console.log(`Storefront bundle sizes (${path.relative(process.cwd(), dist) || '.'}; gzip -9 via node:zlib)`);
console.log(`source: ${groups.source}\n`);
rows.push([
  'first-load JS (total)',
  groups.firstJs.length,
  firstJs.raw,
  firstJs.gzip,
  `target < ${TARGET_KB} kB`,
]);
for (const file of groups.firstJs) rows.push([`  ${file}`, 1, sizeOf(file).raw, sizeOf(file).gzip, '']);
rows.push(['first-load CSS (total)', groups.firstCss.length, firstCss.raw, firstCss.gzip, '']);
for (const file of groups.firstCss) rows.push([`  ${file}`, 1, sizeOf(file).raw, sizeOf(file).gzip, '']);
for (const [label, files] of [
  ['lazy storefront chunks', groups.storefront],
  ['admin chunks', groups.admin],
]) {
  const sum = total(files);
  rows.push([`${label} (total)`, files.length, sum.raw, sum.gzip, '']);
  for (const file of files.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) {
    rows.push([`  ${file}`, 1, sizeOf(file).raw, sizeOf(file).gzip, '']);
  }
}

const width = Math.max(
  ...rows.map((row) => row[0].length),
  ...groups.pages.map((page) => page.name.length + 2),
);
console.log(`${'chunk'.padEnd(width)}  files   raw kB  gzip kB  note`);
for (const [name, count, raw, gzip, note] of rows) {
  console.log(
    `${name.padEnd(width)}  ${String(count).padStart(5)}  ${kb(raw).padStart(7)}  ${kb(gzip).padStart(7)}  ${note}`,
  );
}
console.log(`\nfirst-load JS ${kb(firstJs.gzip)} kB gzip: ${verdict} the ${TARGET_KB} kB target`);
console.log(`first-load JS + CSS ${kb(firstJs.gzip + firstCss.gzip)} kB gzip`);
if (groups.pages.length) {
  console.log('\nExtra download to open each lazy page (its chunk and static imports not already loaded):');
  for (const { name, files } of groups.pages.sort((a, b) => a.name.localeCompare(b.name))) {
    const sum = total(files);
    console.log(
      `  ${name.padEnd(width - 2)}  ${String(files.length).padStart(5)}  ${kb(sum.raw).padStart(7)}  ${kb(sum.gzip).padStart(7)}`,
    );
  }
}

/** Classifies chunks through Vite's manifest: static imports load with their importer, dynamic ones later. */
function fromManifest() {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  // index.html's entry and any entry whose script the build puts in index.html ahead of it.
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const first = closure(entryKeys);
  const cssOf = (keys) => [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];

  const dynamicRoots = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const isAdmin = (key) => ADMIN.test(manifest[key].src ?? key);
  const storefrontKeys = closure([...dynamicRoots].filter((key) => !isAdmin(key)));
  const adminKeys = closure([...dynamicRoots].filter(isAdmin));
  const storefront = new Set();
  const admin = new Set();
  for (const key of Object.keys(manifest)) {
    if (first.has(key)) continue;
    const { file } = manifest[key];
    if (storefrontKeys.has(key)) storefront.add(file);
    else if (adminKeys.has(key)) admin.add(file);
  }
  const firstCss = cssOf(first);
  for (const file of cssOf(storefrontKeys)) if (!firstCss.includes(file)) storefront.add(file);
  for (const file of cssOf(adminKeys)) if (!firstCss.includes(file) && !storefront.has(file)) admin.add(file);

  const pages = [...dynamicRoots].map((key) => {
    const keys = [...closure([key])].filter((k) => !first.has(k));
    const files = [...keys.map((k) => manifest[k].file), ...cssOf(keys).filter((f) => !firstCss.includes(f))];
    const label = (manifest[key].src ?? key).replace(/^src\//, '').replace(/\.[tj]sx?$/, '');
    return { name: `${isAdmin(key) ? '[admin] ' : ''}${label}`, files };
  });
  return {
    source: 'dist/.vite/manifest.json',
    firstJs: [...first].map((key) => manifest[key].file),
    firstCss,
    storefront: [...storefront],
    admin: [...admin],
    pages,
  };
}

/** Without a manifest: index.html names the first load; the other assets are lazy, admin by file name. */
function fromIndexHtml() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const attr = (pattern) => [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''));
  const firstJs = [
    ...attr(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ];
  const firstCss = attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const loaded = new Set([...firstJs, ...firstCss]);
  const lazy = readdirSync(path.join(dist, 'assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => `assets/${name}`)
    .filter((file) => !loaded.has(file));
  const adminFile = /admin|upload-product/;
  return {
    source: 'dist/index.html (no manifest: admin chunks told apart by file name only)',
    firstJs,
    firstCss,
    storefront: lazy.filter((file) => !adminFile.test(file)),
    admin: lazy.filter((file) => adminFile.test(file)),
    pages: [],
  };
}
