// The exported site (out/) served as a static host serves it (staticHost.mjs), for `npm run serve`
// and the browser tests. Usage: node scripts/serve.mjs <dir> <port> [<test pages dir>] (the browser
// tests give out-test/, where the build puts its test pages). Listens on 127.0.0.1 only.
import path from 'node:path';
import { requireSite } from './staticFiles.mjs';
import { serveLikeAHost } from './staticHost.mjs';

const root = path.resolve(process.argv[2] ?? 'out');
requireSite(root);
const more = process.argv[4] ? [path.resolve(process.argv[4])] : [];
const { origin } = await serveLikeAHost(root, Number(process.argv[3] ?? 3000), new Map(), more);
console.log(`Serving ${root} at ${origin}/`);
