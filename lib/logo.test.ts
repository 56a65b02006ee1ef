import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFilesOpened } from '@/lib/data/content-dir';
import { DataError, loadData, setContentDir } from '@/lib/data/load';
import { readLogo, svgProblem } from '@/lib/logo';

/**
 * The logo in the brand kit (issue 34): content/site.yaml's `brand.logo`, checked by the site schema as the
 * build reads it, with the Romanian message naming the field.
 */
const REAL_CONTENT = path.join(process.cwd(), 'content');
const SITE_YAML = fs.readFileSync(path.join(REAL_CONTENT, 'site.yaml'), 'utf8');
const GOOD_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="40" fill="#1f2937"/></svg>';

let dir: string;
beforeAll(async () => {
  // Named content/, as the messages name the files from the project's root.
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'logo-')), 'content');
  fs.mkdirSync(path.join(dir, 'site'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'site', 'logo.svg'), GOOD_SVG);
  fs.writeFileSync(path.join(dir, 'site', 'script.svg'), GOOD_SVG.replace('</svg>', '<script>alert(document.cookie)</script></svg>'));
  fs.writeFileSync(path.join(dir, 'site', 'photo.jpg'), await sharp({ create: { width: 200, height: 200, channels: 3, background: '#888' } }).jpeg().toBuffer());
  fs.writeFileSync(path.join(dir, 'site', 'renamed.png'), fs.readFileSync(path.join(dir, 'site', 'photo.jpg')));
  fs.writeFileSync(path.join(dir, 'site', 'tiny.png'), await sharp({ create: { width: 64, height: 64, channels: 4, background: '#000' } }).png().toBuffer());
  fs.writeFileSync(path.join(dir, 'site', 'logo.png'), await sharp({ create: { width: 256, height: 256, channels: 4, background: '#000' } }).png().toBuffer());
});
afterAll(() => {
  setFilesOpened(true);
  setContentDir(REAL_CONTENT);
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

/** content/site.yaml with `brand.logo` set, loaded as the build loads it: the error's text, or '' when it loads. */
function siteWithLogo(logo: string): string {
  fs.writeFileSync(path.join(dir, 'site.yaml'), SITE_YAML.replace(/^brand:\n/m, `brand:\n  logo: ${logo}\n`));
  setContentDir(dir);
  try {
    loadData('site');
    return '';
  } catch (error) {
    if (error instanceof DataError) return error.message;
    throw error;
  }
}

describe('brand.logo in content/site.yaml', () => {
  it('is optional: the shipped site has none', () => {
    setContentDir(REAL_CONTENT);
    expect(loadData('site').brand.logo).toBeUndefined();
  });

  it('takes an SVG or a PNG beside the data, written from content/', () => {
    expect(siteWithLogo('site/logo.svg')).toBe('');
    expect(loadData('site').brand.logo).toBe('site/logo.svg');
    expect(siteWithLogo('site/logo.png')).toBe('');
  });

  it('refuses a file that is not there, naming the field and the file', () => {
    const message = siteWithLogo('site/sigla.svg');
    expect(message).toContain('Eroare în conținut: content/site.yaml');
    expect(message).toMatch(/Câmpul „Logo” \(logo\), rândul \d+: nu există fișierul content\/site\/sigla\.svg\. Pune logoul în content\/site\//);
    expect(message).toContain('content/site.yaml: brand.logo');
  });

  it('refuses another type by its name, and a PNG that is not one by its bytes', () => {
    expect(siteWithLogo('site/photo.jpg')).toMatch(
      /Câmpul „Logo” \(logo\), rândul \d+: logoul trebuie să fie un fișier SVG sau PNG, iar „site\/photo\.jpg” este JPG\. Exportă-l ca SVG \(cel mai bine\) sau ca PNG\./,
    );
    expect(siteWithLogo('site/renamed.png')).toMatch(/Câmpul „Logo” \(logo\), rândul \d+: fișierul nu este un PNG/);
    expect(siteWithLogo('site/tiny.png')).toContain('imaginea are 64 × 64 px, prea mică');
  });

  it('refuses an address, and a path out of content/', () => {
    expect(siteWithLogo('https://cdn.example.com/logo.svg')).toContain('nu o adresă: site-ul nu încarcă nimic din altă parte');
    expect(siteWithLogo('../package.svg')).toContain('logoul trebuie să fie în content/');
  });

  it('refuses an SVG that would run a script', () => {
    expect(siteWithLogo('site/script.svg')).toMatch(/Câmpul „Logo” \(logo\), rândul \d+: fișierul SVG conține <script>, care ar putea rula cod/);
  });

  it('in the editor’s preview, which has no pictures, checks the path only', () => {
    setFilesOpened(false);
    try {
      expect(siteWithLogo('site/sigla.svg')).toBe('');
      expect(siteWithLogo('site/sigla.jpg')).toContain('este JPG');
    } finally {
      setFilesOpened(true);
    }
  });

  it('the build reads the file it names, and stops on a bad one', () => {
    expect(readLogo('site/logo.svg', dir)).toMatchObject({ type: 'svg', data: Buffer.from(GOOD_SVG) });
    expect(readLogo(undefined, dir)).toBeUndefined();
    expect(() => readLogo('site/script.svg', dir)).toThrow(/„Logo” \(brand\.logo\): fișierul SVG conține <script>/);
  });
});

describe('an SVG logo is served only when it can run nothing and fetch nothing', () => {
  const svg = (inner: string, root = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">') => `${root}${inner}</svg>`;

  it('accepts what design tools export: declaration, doctype, comments, metadata, gradients, internal references, styles', () => {
    const illustrator =
      '<?xml version="1.0" encoding="utf-8"?>\n<!-- Generator: Adobe Illustrator 27.0.0 -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      svg(
        '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>' +
          '<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" pagecolor="#ffffff"/>' +
          '<defs><linearGradient id="g"><stop offset="0" stop-color="#7b1e3a"/></linearGradient>' +
          '<style type="text/css"><![CDATA[ .st0{fill:url(#g);} ]]></style></defs>' +
          '<path class="st0" d="M0 0h10v10z"/><use xlink:href="#g" href="#g"/>' +
          '<image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/>',
        '<svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px" width="120px" height="40px">',
      );
    expect(svgProblem(illustrator)).toBeUndefined();
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>'), '<script>'],
    ['a prefixed script', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), '<h:script>'],
    ['an event handler', svg('<circle r="5" onload="alert(1)"/>'), 'onload'],
    ['an event handler on the root', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" onload="alert(1)"></svg>', 'onload'],
    ['HTML inside', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'), 'foreignObject'],
    ['the XHTML namespace', svg('<g xmlns="http://www.w3.org/1999/xhtml"/>'), 'HTML'],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><circle r="5"/></a>'), 'javascript:'],
    ['a javascript: link hidden by entities and tabs', svg('<a href="jav&#x61;\tscript:alert(1)"><circle r="5"/></a>'), 'javascript:'],
    ['a link out', svg('<a href="https://example.com"><circle r="5"/></a>'), 'https://example.com'],
    ['an outside picture', svg('<image href="https://tracker.example/pixel.png" width="1" height="1"/>'), 'tracker.example'],
    ['an SVG inside an image', svg('<image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/>'), 'data:image/svg+xml'],
    ['a <use> of another file', svg('<use href="sprite.svg#logo"/>'), 'sprite.svg#logo'],
    ['a local file', svg('<image xlink:href="file:///etc/passwd" width="1" height="1"/>'), 'file:///etc/passwd'],
    ['a font from elsewhere', svg('<style>@font-face{font-family:x;src:url(https://fonts.example/x.woff2)}</style>'), '@font-face'],
    ['a style sheet from elsewhere', svg('<style>@import "https://example.com/x.css";</style>'), '@import'],
    ['an outside url() in a style attribute', svg('<rect style="fill:url(https://example.com/p.svg#a)"/>'), 'example.com'],
    ['an outside url() in a presentation attribute', svg('<rect filter="url(other.svg#blur)"/>'), 'other.svg'],
    ['a url( spelt with a CSS escape', svg('<style>rect{fill:\\75 rl(https://example.com/a)}</style>'), '„\\”'],
    ['a url( spelt with an XML entity in a style sheet', svg('<style>rect{fill:u&#x72;l(https://example.com/a)}</style>'), 'example.com'],
    ['an animation that rewrites a link', svg('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a>'), 'javascript:'],
    ['an entity declaration', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + svg('<text>&x;</text>'), '<!ENTITY>'],
    ['a linked style sheet', '<?xml-stylesheet href="https://example.com/x.css"?>' + svg(''), '<?…?>'],
    ['markup the check cannot read', svg('<circle r="5" / < script>'), 'nu poate fi citit'],
    ['an unclosed element', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><g>', 'nu e închis'],
    ['a second document after the first', svg('') + '<script>alert(1)</script>', '<script>'],
    ['an HTML page', '<html><body><svg viewBox="0 0 1 1"></svg></body></html>', 'nu este un SVG'],
    ['a drawing without a size', '<svg xmlns="http://www.w3.org/2000/svg"><circle r="5"/></svg>', 'viewBox'],
  ])('refuses %s', (_what, markup, named) => {
    const problem = svgProblem(markup);
    expect(problem).toBeDefined();
    expect(problem).toContain(named);
    expect(problem).toMatch(/Exportă logoul din nou/);
  });
});
