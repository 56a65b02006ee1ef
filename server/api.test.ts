import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { retryAfterMessage } from '@/lib/forms/messages';
import type { App } from '@/server/app';
import { CONTACT_ACCEPTED } from '@/server/core/contact';
import { NEWSLETTER_ACCEPTED } from '@/server/core/newsletter';
import { formsServiceSuite } from '@/server/test-rig';
import { sentMail, TEST_ENGINE, VALID_LEAD, type ReceivedMail } from '@/server/testing';

const service = formsServiceSuite();
const start = service.start;

function post(origin: string, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/contact', () => {
  let origin: string;
  let db: App['db'] & object;
  let app: App;
  beforeAll(async () => {
    ({ origin, db, app } = await start({ rateLimit: false }));
  });
  // Let the previous test's e-mails go out before counting this test's.
  beforeEach(async () => {
    await app.worker!.flush();
    service.sink.messages.length = 0;
  });

  const leads = () => db.all('SELECT * FROM leads ORDER BY id');
  const outbox = () => db.all('SELECT * FROM outbox ORDER BY id');
  const clear = () => db.exec('DELETE FROM outbox; DELETE FROM leads;');

  it('stores a valid lead, answers 201, and sends the owner the lead and the visitor a fixed auto-reply', async () => {
    await clear();
    const email = 'ana.lead@firma.ro';
    const response = await post(origin, '/api/contact', { ...VALID_LEAD, email, name: 'Ana Ionescu' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(CONTACT_ACCEPTED);
    const [row] = await leads();
    expect(row).toMatchObject({
      name: 'Ana Ionescu',
      email,
      phone: '0712 345 678',
      company: 'Firma Mea SRL',
      budget: '1000-3000',
      services: '["web-design","marketing"]',
    });
    // Nothing about the visitor beyond the form (no IP address, no user agent); `ref` is a random key
    // the storing batch finds the lead by; the rest is the lead's own bookkeeping (issue 35): where it
    // came from (pages of this site and a referrer's host, nothing else), its status and its reminder.
    expect(Object.keys(row!).sort()).toEqual([
      'budget',
      'company',
      'created_at',
      'due_at',
      'email',
      'id',
      'landing',
      'language',
      'message',
      'name',
      'page',
      'phone',
      'ref',
      'referrer',
      'reminded_at',
      'reminder_claim',
      'reminder_claimed_at',
      'services',
      'status',
      'status_at',
    ]);
    expect(row).toMatchObject({ status: 'new', status_at: null, reminded_at: null, language: 'ro' });
    expect(row!.ref).toMatch(/^[0-9a-f-]{36}$/);

    const [toOwner] = await sentMail(app, service.sink, (m) => m.rcpt.includes('contact@studiocreativ.ro'));
    expect(toOwner!.header('from')).toBe('Studio Creativ <contact@studiocreativ.ro>');
    expect(toOwner!.header('to')).toBe('Studio Creativ <contact@studiocreativ.ro>');
    expect(toOwner!.header('reply-to')).toBe('Ana Ionescu <ana.lead@firma.ro>');
    expect(toOwner!.header('subject')).toBe('Cerere nouă de ofertă: Ana Ionescu');
    expect(toOwner!.text).toContain('Servicii: Web design, Marketing digital');
    expect(toOwner!.text).toContain('Buget: 1.000 - 3.000 RON');
    expect(toOwner!.text).toContain(VALID_LEAD.message);

    const [reply] = await sentMail(app, service.sink, (m) => m.rcpt.includes(email));
    expect(reply!.header('to')).toBe(email);
    expect(reply!.header('auto-submitted')).toBe('auto-replied');
    expect(reply!.header('subject')).toBe('Am primit mesajul tău - Studio Creativ');
    expect(reply!.text).toContain('în cel mult 24 de ore');
    // Nothing the visitor typed comes back to them.
    for (const typed of ['Ana', 'Ionescu', 'Firma Mea', 'site de prezentare', '0712'])
      expect(reply!.raw).not.toContain(typed);

    await expect.poll(async () => (await outbox()).filter((m) => m.sent_at !== null).length).toBe(2);
    // The copy of the lead in the queue is not kept once sent.
    expect((await outbox()).every((m) => m.payload === null)).toBe(true);
  });

  it('accepts a plain form post (URL-encoded, several services) and answers a browser with a page', async () => {
    await clear();
    const form = new URLSearchParams({
      name: 'Maria Pop',
      email: 'maria@firma.ro',
      message: 'Vreau un logo și o carte de vizită pentru cabinet.',
    });
    form.append('services', 'graphic-design');
    form.append('services', 'web-design');
    form.append('website', '');
    const response = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      body: form.toString(),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('Mulțumesc! Mesajul a ajuns.');
    expect((await leads())[0]).toMatchObject({
      name: 'Maria Pop',
      services: '["graphic-design","web-design"]',
    });
  });

  it('stores what the schema normalised: the address in ASCII, the name without bidi controls, services once', async () => {
    await clear();
    const response = await post(origin, '/api/contact', {
      ...VALID_LEAD,
      name: '\u202e\u015etefan\u200b \u0162epe\u015f\u0085',
      email: ' Stefan@Brașov.RO ',
      services: ['marketing', 'web-design', 'marketing'],
    });
    expect(response.status).toBe(201);
    expect((await leads())[0]).toMatchObject({
      name: 'Ștefan Țepeș',
      email: 'Stefan@xn--braov-h9b.ro',
      services: '["marketing","web-design"]',
    });
    // The test SMTP server shows envelope domains decoded; the header shows what was sent.
    const [reply] = await sentMail(app, service.sink, (m) => m.rcpt.includes('Stefan@brașov.ro'));
    expect(reply!.header('to')).toBe('Stefan@xn--braov-h9b.ro');
  });

  it.each([
    ['name', { name: '' }, 'Numele complet trebuie să aibă cel puțin 2 caractere.'],
    ['name', { name: 'A'.repeat(101) }, 'Numele complet poate avea cel mult 100 de caractere.'],
    ['name', { name: 42 }, 'Numele complet trebuie să fie text.'],
    ['name', { name: [] }, 'Numele complet trebuie să fie text.'],
    ['name', { name: 'Ion\uD800' }, 'Numele complet conține caractere nevalide.'],
    ['email', { email: 'ion@exemplu-.ro' }, 'Emailul nu este valid (exemplu: nume@firma.ro).'],
    [
      'email',
      { email: `${'a'.repeat(65)}@firma.ro` },
      'Emailul poate avea cel mult 64 de caractere înainte de „@”.',
    ],
    ['phone', { phone: 123 }, 'Telefonul trebuie să fie text.'],
    ['company', { company: null }, 'Compania trebuie să fie text.'],
    ['services', { services: {} }, 'Serviciile trebuie trimise ca listă de valori din formular.'],
    [
      'services',
      { services: ['web-design', 'wordpress', 'graphic-design', 'marketing', 'marketing'] },
      'Poți alege cel mult 4 servicii.',
    ],
    ['budget', { budget: true }, 'Alege un buget din listă.'],
    ['message', { message: 5 }, 'Detaliile proiectului trebuie să fie text.'],
    ['email', { email: 'nu-e-email' }, 'Emailul nu este valid (exemplu: nume@firma.ro).'],
    ['email', { email: undefined }, 'Emailul este obligatoriu.'],
    ['phone', { phone: 'sună-mă' }, 'Telefonul nu este valid (exemplu: 0712 345 678).'],
    ['company', { company: 'C'.repeat(121) }, 'Compania poate avea cel mult 120 de caractere.'],
    ['services', { services: [] }, 'Alege cel puțin un serviciu de care ai nevoie.'],
    ['services', { services: ['hacking'] }, 'Serviciul ales nu există.'],
    ['budget', { budget: 'un milion' }, 'Alege un buget din listă.'],
    ['message', { message: 'scurt' }, 'Descrie proiectul în cel puțin 20 de caractere.'],
    ['message', { message: 'x'.repeat(5001) }, 'Detaliile proiectului pot avea cel mult 5.000 de caractere.'],
  ])('rejects a bad %s with 422 and its Romanian message (%j)', async (field, change, message) => {
    await clear();
    const response = await post(origin, '/api/contact', { ...VALID_LEAD, ...change });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toBe('Unele câmpuri nu sunt completate corect.');
    expect(body.errors).toEqual({ [field]: message });
    expect(await leads()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it('drops a filled-in honeypot or a too-fast form silently: same 201, nothing stored or sent', async () => {
    await clear();
    for (const spam of [
      { website: 'http://spam.example' },
      { elapsedMs: 900 },
      { elapsedMs: undefined },
      { elapsedMs: 'soon' },
      { website: ['x'] },
    ]) {
      const response = await post(origin, '/api/contact', { ...VALID_LEAD, ...spam });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual(CONTACT_ACCEPTED);
    }
    // An invalid post gets its field messages, honeypot or not: bad input is never answered with success.
    const invalid = await post(origin, '/api/contact', { website: 'x', name: 5 });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { errors: Record<string, string> }).errors.name).toBe('Numele complet trebuie să fie text.');
    expect(await leads()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(service.sink.messages).toHaveLength(0);
  });

  it('keeps e-mail headers clean: a line break in an address is refused, in a name or company flattened', async () => {
    await clear();
    for (const change of [
      { email: 'ion@firma.ro\r\nBcc: victima@exemplu.ro' },
      { email: 'ion@firma.ro%0d%0aBcc:victima@exemplu.ro' },
    ]) {
      const response = await post(origin, '/api/contact', { ...VALID_LEAD, ...change });
      expect(response.status, JSON.stringify(change)).toBe(422);
    }
    expect(await leads()).toHaveLength(0);
    const response = await post(origin, '/api/contact', {
      ...VALID_LEAD,
      name: 'Ion\r\nBcc: victima@exemplu.ro',
      company: 'Firma\nX-Evil: 1',
    });
    expect(response.status).toBe(201);
    expect((await leads())[0]).toMatchObject({
      name: 'Ion Bcc: victima@exemplu.ro',
      company: 'Firma X-Evil: 1',
    });
    const [toOwner] = await sentMail(app, service.sink, (m) => m.rcpt.includes('contact@studiocreativ.ro'));
    expect(toOwner!.rcpt).toEqual(['contact@studiocreativ.ro']);
    expect(toOwner!.header('bcc')).toBeUndefined();
    expect(toOwner!.header('x-evil')).toBeUndefined();
  });

  it('answers 413 for a body over the limit, declared or streamed', async () => {
    const big = JSON.stringify({ ...VALID_LEAD, message: 'ă'.repeat(70_000) });
    expect((await post(origin, '/api/contact', big)).status).toBe(413);
    const chunked = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(8192)));
        controller.close();
      },
    });
    const response = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: chunked,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/prea mare/);
  });

  it('answers 415 for other content types and 400 for malformed bodies', async () => {
    for (const type of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/xml',
    ]) {
      const response = await post(origin, '/api/contact', JSON.stringify(VALID_LEAD), {
        'Content-Type': type,
      });
      expect(response.status, type).toBe(415);
      expect(((await response.json()) as { message: string }).message).toMatch(/Formatul cererii/);
    }
    const noType = await fetch(`${origin}/api/contact`, { method: 'POST', body: new Uint8Array([123, 125]) });
    expect(noType.status).toBe(415);
    for (const body of ['{"name": "Ion', '', 'null', '[1,2]', '"text"', '42']) {
      const response = await post(origin, '/api/contact', body);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/nu a putut fi citită/);
    }
    const badUtf8 = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(badUtf8.status).toBe(400);
  });

  it('never answers 5xx, whatever the body', async () => {
    const bodies: unknown[] = [
      {},
      { ...VALID_LEAD, services: 'web-design' },
      { ...VALID_LEAD, services: { 0: 'x' } },
      { ...VALID_LEAD, name: null, email: [], message: {} },
      { ...VALID_LEAD, elapsedMs: 1e308 },
      { ...VALID_LEAD, elapsedMs: -1 },
      { ...VALID_LEAD, phone: 12345678 },
      { ...VALID_LEAD, budget: ['1000-3000'] },
      JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}'),
      { ...VALID_LEAD, message: '\u0000'.repeat(30) },
      { ...VALID_LEAD, name: '\u202e\u200bIon' },
      { a: { b: { c: { d: [[[[[]]]]] } } } },
    ];
    for (const body of bodies) {
      const response = await post(origin, '/api/contact', body);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    }
    const weird = await fetch(`${origin}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '%%%&&&==&services[]=x&__proto__=1',
    });
    expect(weird.status).toBe(422);
  });

  it('answers 405 for other methods and 404 for unknown API paths', async () => {
    const get = await fetch(`${origin}/api/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const unknown = await fetch(`${origin}/api/nimic`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('Adresa cerută nu există.');
  });
});

describe('rate limit', () => {
  it('answers 429 with a Romanian message and Retry-After once a client is over the limit', async () => {
    const { origin } = await start({ rateLimit: { max: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i++) expect((await post(origin, '/api/contact', VALID_LEAD)).status).toBe(201);
    const limited = await post(origin, '/api/contact', VALID_LEAD);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The wording for each count is unit-tested with literals in lib/forms/messages.test.ts.
    expect(((await limited.json()) as { message: string }).message).toBe(retryAfterMessage(retryAfter));
    // Each endpoint has its own budget.
    expect((await post(origin, '/api/newsletter', { email: 'limit@exemplu.ro' })).status).toBe(201);
  });
});

describe('newsletter', () => {
  let origin: string;
  let db: App['db'] & object;
  let app: App;
  beforeAll(async () => {
    ({ origin, db, app } = await start({ rateLimit: false }));
  });
  // Case-insensitive on both engines, as the unique index is.
  const subscriber = (email: string) =>
    db.get('SELECT * FROM subscribers WHERE lower(email) = lower(?)', [email]);
  const heading = (html: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  // What the page's button sends: an empty form post to the URL that carries the token.
  const postForm = (url: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      body: '',
    });
  const linkIn = (text: string, kind: 'confirm' | 'unsubscribe') =>
    new RegExp(`https?://\\S+/api/newsletter/${kind}\\?token=[\\w-]+`).exec(text)?.[0];

  it('double opt-in: confirmation e-mail with a single-use link, then unsubscribe', async () => {
    const email = 'cititor@exemplu.ro';
    const signUp = await post(origin, '/api/newsletter', { email, source: 'blog' });
    expect(signUp.status).toBe(201);
    expect(await signUp.json()).toEqual(NEWSLETTER_ACCEPTED);
    expect(await subscriber(email)).toMatchObject({ status: 'pending', source: 'blog', consent_at: null });

    const [mail] = await sentMail(app, service.sink, (m) => m.rcpt.includes(email));
    expect(mail!.header('subject')).toBe('Confirmă abonarea la newsletterul Studio Creativ');
    const confirmUrl = linkIn(mail!.text, 'confirm')!;
    const unsubscribeUrl = linkIn(mail!.text, 'unsubscribe')!;
    expect(confirmUrl.startsWith('http://127.0.0.1/')).toBe(true);
    expect(mail!.header('list-unsubscribe')).toBe(`<${unsubscribeUrl}>`);
    expect(mail!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.header('auto-submitted')).toBe('auto-generated');
    // The stored tokens are hashes, not the ones in the links (both: a copy of the database can neither
    // confirm nor unsubscribe anyone).
    expect(JSON.stringify(await subscriber(email))).not.toContain(
      new URL(confirmUrl).searchParams.get('token'),
    );
    expect(JSON.stringify(await db.all('SELECT * FROM subscribers'))).not.toContain(
      new URL(unsubscribeUrl).searchParams.get('token'),
    );

    const local = (url: string) => `${origin}${new URL(url).pathname}${new URL(url).search}`;
    // A mail scanner opening the link: a page with a button, and the subscriber still pending.
    const opened = await fetch(local(confirmUrl));
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toMatch(/text\/html/);
    const button = await opened.text();
    expect(button).toMatch(/<html lang="ro"[ >]/);
    expect(heading(button)).toBe('Confirmă abonarea');
    const confirmPath = `${new URL(confirmUrl).pathname}${new URL(confirmUrl).search}`;
    expect(button).toContain(`<form method="post" action="${confirmPath}"`);
    expect(await subscriber(email)).toMatchObject({ status: 'pending', consent_at: null });
    expect((await subscriber(email))!.confirm_token_hash).not.toBeNull();

    // The spare bits of the token's last character (issue 44): its other spellings are no link. Random
    // tokens are found by the hash of their exact spelling, so nothing decodes them.
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respellings = (url: string) => {
      const link = local(url);
      const last = ALPHABET.indexOf(link.at(-1)!);
      return [0, 1, 2, 3].map((bits) => `${link.slice(0, -1)}${ALPHABET[(last & ~3) | bits]}`).filter((l) => l !== link);
    };
    for (const respelled of [...respellings(confirmUrl), ...respellings(unsubscribeUrl)])
      expect((await postForm(respelled)).status, respelled).toBe(404);
    expect(await subscriber(email)).toMatchObject({ status: 'pending', consent_at: null });

    // The button's POST confirms.
    const confirmed = await postForm(local(confirmUrl));
    expect(confirmed.status).toBe(200);
    const confirmedPage = await confirmed.text();
    expect(heading(confirmedPage)).toBe('Abonarea este confirmată');
    // Its unsubscribe link is the e-mail's, derived from the confirmation token (none is stored).
    expect(confirmedPage).toContain(`href="${unsubscribeUrl.replaceAll('&', '&amp;')}"`);
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', confirm_token_hash: null });
    expect(Date.parse(String((await subscriber(email))!.consent_at))).toBeGreaterThan(Date.now() - 60_000);

    for (const again of [await fetch(local(confirmUrl)), await postForm(local(confirmUrl))]) {
      expect(again.status).toBe(404);
      expect(heading(await again.text())).toBe('Linkul nu mai este valid');
    }

    // Unsubscribing follows the same rule: the GET asks, the POST does it.
    const asked = await fetch(local(unsubscribeUrl));
    expect(asked.status).toBe(200);
    const question = await asked.text();
    expect(heading(question)).toBe('Te dezabonezi?');
    expect(question).toContain(
      `<form method="post" action="${new URL(unsubscribeUrl).pathname}${new URL(unsubscribeUrl).search}"`,
    );
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', unsubscribed_at: null });
    const unsubscribed = await postForm(local(unsubscribeUrl));
    expect(unsubscribed.status).toBe(200);
    expect(heading(await unsubscribed.text())).toBe('Te-ai dezabonat');
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
    // Opening the link afterwards says so, without a button.
    const after = await (await fetch(local(unsubscribeUrl))).text();
    expect(heading(after)).toBe('Te-ai dezabonat');
    expect(after).not.toContain('<form');
  });

  it('one-click unsubscribe (RFC 8058) from the mail client works without the page', async () => {
    const email = 'un-click@exemplu.ro';
    expect((await post(origin, '/api/newsletter', { email })).status).toBe(201);
    const [mail] = await sentMail(app, service.sink, (m) => m.rcpt.includes(email));
    const listUnsubscribe = /^<(.+)>$/.exec(mail!.header('list-unsubscribe')!)![1]!;
    const url = new URL(listUnsubscribe);
    // What Gmail and others send: a POST to the List-Unsubscribe URL with this one field.
    const oneClick = await fetch(`${origin}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
    // Idempotent.
    const again = await fetch(`${origin}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(again.status).toBe(200);
  });

  it('an expired confirmation link says so on the GET and on the POST, and confirms nobody', async () => {
    const email = 'intarziat@exemplu.ro';
    expect((await post(origin, '/api/newsletter', { email })).status).toBe(201);
    const [mail] = await sentMail(app, service.sink, (m) => m.rcpt.includes(email));
    const url = new URL(linkIn(mail!.text, 'confirm')!);
    await db.run('UPDATE subscribers SET confirm_sent_at = ? WHERE email = ?', [
      new Date(Date.now() - 8 * 24 * 60 * 60_000).toISOString(),
      email,
    ]);
    for (const response of [
      await fetch(`${origin}${url.pathname}${url.search}`),
      await postForm(`${origin}${url.pathname}${url.search}`),
    ]) {
      expect(response.status).toBe(410);
      expect(heading(await response.text())).toBe('Linkul a expirat');
    }
    expect(await subscriber(email)).toMatchObject({ status: 'pending', consent_at: null });
  });

  it('is idempotent: repeated sign-ups keep one row and do not flood the inbox', async () => {
    const email = 'Repetat@Exemplu.ro';
    for (let i = 0; i < 3; i++)
      expect(
        (await post(origin, '/api/newsletter', { email: i === 1 ? email.toLowerCase() : email })).status,
      ).toBe(201);
    expect(await db.value('SELECT COUNT(*) FROM subscribers WHERE lower(email) = lower(?)', [email])).toBe(1);
    await sentMail(app, service.sink, (m: ReceivedMail) => m.rcpt.some((r) => r.toLowerCase() === email.toLowerCase()));
    expect(
      service.sink.messages.filter((m: ReceivedMail) => m.rcpt.some((r) => r.toLowerCase() === email.toLowerCase())),
    ).toHaveLength(1);
    expect((await subscriber(email))!.source).toBe('site');
  });

  it('answers a sign-up posted without JavaScript with a page', async () => {
    const post = (email: string) =>
      fetch(`${origin}/api/newsletter`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
        body: new URLSearchParams({ email, source: 'blog', website: '' }).toString(),
      });
    const ok = await post('fara-js@exemplu.ro');
    expect(ok.status).toBe(201);
    expect(heading(await ok.text())).toBe('Aproape gata!');
    const bad = await post('fara-arond');
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('Emailul nu este valid');
  });

  it('rejects a bad address with 422 and rejects bad or reused links with a Romanian page', async () => {
    const response = await post(origin, '/api/newsletter', { email: 'nu-e-email' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Emailul nu este valid (exemplu: nume@firma.ro).',
      errors: { email: 'Emailul nu este valid (exemplu: nume@firma.ro).' },
    });
    for (const url of [
      '/api/newsletter/confirm',
      '/api/newsletter/confirm?token=abc',
      `/api/newsletter/unsubscribe?token=${'a'.repeat(43)}`,
    ]) {
      const page = await fetch(`${origin}${url}`);
      expect(page.status, url).toBe(404);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await page.text()).toMatch(/Linkul (nu mai este|nu este) valid/);
      // The POST the page's button would send changes nothing either.
      expect((await postForm(`${origin}${url}`)).status, url).toBe(404);
    }
  });
});

describe('service endpoints', () => {
  it('GET /api/health reports the database (engine, latency) and the mail queue', async () => {
    const { origin } = await start({ smtpUrl: undefined });
    const response = await fetch(`${origin}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      engine: TEST_ENGINE,
      latencyMs: expect.any(Number),
      mail: { smtp: 'not-configured', pending: 0, held: 0, failed: 0, oldestPendingMinutes: null },
    });
  });

  it('allows the configured site origin (CORS) and no other', async () => {
    const { origin } = await start({ corsOrigins: ['https://www.studiocreativ.ro'] });
    const preflight = await fetch(`${origin}/api/contact`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://www.studiocreativ.ro',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://www.studiocreativ.ro');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    const invalid = await post(
      origin,
      '/api/contact',
      { ...VALID_LEAD, email: 'x' },
      { Origin: 'https://www.studiocreativ.ro' },
    );
    expect(invalid.headers.get('access-control-allow-origin')).toBe('https://www.studiocreativ.ro');
    const other = await post(origin, '/api/contact', VALID_LEAD, { Origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('with the API disabled, /api answers 404 as a static host would', async () => {
    const { origin } = await start({ dataDir: null, databaseUrl: undefined });
    expect((await post(origin, '/api/contact', VALID_LEAD)).status).toBe(404);
  });
});

describe('HTTPS headers', () => {
  it('sends HSTS over HTTPS behind a trusted proxy only, and the base policy on API answers', async () => {
    const trusted = await start({ trustProxy: true });
    const https = await fetch(`${trusted.origin}/api/health`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(https.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const plain = await fetch(`${trusted.origin}/api/health`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const untrusted = await start({ trustProxy: false });
    const spoofed = await fetch(`${untrusted.origin}/api/health`, {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    expect(spoofed.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
