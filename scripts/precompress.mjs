// Part of `npm run build`: writes a .br and a .gz beside every text file of the built client, so
// the server sends them compressed (start.mjs, through sirv) without compressing on each request.
// Maximum levels: the cost is paid once per build, the bytes saved on every page load.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const client = path.resolve('dist/client');
const TEXT = /\.(?:js|mjs|css|html|svg|json|xml|txt|webmanifest)$/;
// Below this, the compressed file plus its header saves nothing worth a second file.
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (TEXT.test(name)) yield full;
  }
}

let count = 0;
let raw = 0;
let br = 0;
for (const file of files(client)) {
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
  raw += body.length;
  br += brotli.length;
}
console.log(`precompress: ${count} files, ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`);
