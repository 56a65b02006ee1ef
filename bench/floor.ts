/**
 * The floor: a bare one-page Next.js static export (a root layout and a page with an h1), built with the
 * next/react/react-dom installed in this repository (its node_modules symlinked, no network), served by a
 * tiny static server that sends brotli like ours, so its bytes compare with the site's.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const LAYOUT = `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;
const PAGE = `export default function Page() {
  return <h1>Bare Next.js</h1>;
}
`;

/** The deepest folder containing both paths (Turbopack compiles only files under its root). */
function commonAncestor(a: string, b: string): string {
  const pa = a.split(path.sep);
  const pb = b.split(path.sep);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i += 1;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

/** Generates and builds the bare app; returns its folder (with out/ inside). */
export async function buildFloor(repoRoot: string): Promise<{ dir: string; seconds: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-next-'));
  const modules = fs.realpathSync(path.join(repoRoot, 'node_modules'));
  fs.symlinkSync(modules, path.join(dir, 'node_modules'), 'dir');
  fs.mkdirSync(path.join(dir, 'app'));
  fs.writeFileSync(path.join(dir, 'app/layout.tsx'), LAYOUT);
  fs.writeFileSync(path.join(dir, 'app/page.tsx'), PAGE);
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "bare-next-floor", "private": true }\n');
  // The symlinked node_modules lives outside the temp folder: Turbopack's root must contain both.
  const root = commonAncestor(fs.realpathSync(dir), modules);
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { output: 'export', typescript: { ignoreBuildErrors: true }, turbopack: { root: ${JSON.stringify(root)} } };\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'esnext'],
        strict: true,
        noEmit: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        isolatedModules: true,
        skipLibCheck: true,
        plugins: [{ name: 'next' }],
      },
      include: ['**/*.ts', '**/*.tsx'],
      exclude: ['node_modules'],
    }),
  );
  const started = performance.now();
  const nextBin = path.join(modules, 'next/dist/bin/next');
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  let log = '';
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [nextBin, 'build'], {
      cwd: dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    child.on('exit', resolve);
  });
  if (code !== 0 || !fs.existsSync(path.join(dir, 'out/index.html'))) {
    throw new Error(`the bare Next.js build in ${dir} failed (exit ${code}):\n${log}`);
  }
  return { dir, seconds: (performance.now() - started) / 1000 };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /\.(html|js|css|txt|json|svg|ico)$/;

/** A tiny static server over `outDir`: clean URLs, 404.html, brotli (quality 11, like our postbuild). */
export async function serveStatic(outDir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const cache = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const candidates = pathname === '/' ? ['index.html'] : [pathname, `${pathname}.html`];
    let file = candidates
      .map((c) => path.join(outDir, path.normalize(c).replace(/^(\.\.[/\\])+/, '')))
      .find((f) => f.startsWith(outDir) && fs.existsSync(f) && fs.statSync(f).isFile());
    res.statusCode = 200;
    if (!file) {
      file = path.join(outDir, '404.html');
      res.statusCode = 404;
    }
    let data: Buffer = fs.readFileSync(file);
    res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    if (
      COMPRESSIBLE.test(file) &&
      data.length >= 1024 &&
      /\bbr\b/.test(String(req.headers['accept-encoding']))
    ) {
      let br = cache.get(file);
      if (!br) {
        br = zlib.brotliCompressSync(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        });
        cache.set(file, br);
      }
      data = br;
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Vary', 'Accept-Encoding');
    }
    res.setHeader('Content-Length', data.length);
    res.end(data);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
