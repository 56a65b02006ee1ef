import { describe, expect, it } from 'vitest';
import { hasLoneSurrogate, normalizeLine, normalizeText } from '@/lib/forms/normalize';

describe('normalizeLine (name, company, phone)', () => {
  it.each([
    ['RLO', 'Ion \u202eliam.live', 'Ion liam.live'],
    ['bidi isolates and marks', '\u2066Ion\u2069 \u200fPop\u200e\u061c', 'Ion Pop'],
    ['embeddings and overrides', '\u202aI\u202bo\u202cn\u202d', 'Ion'],
    ['zero-width characters', 'I\u200bo\u200cn\u200d \u2060Pop\ufeff', 'Ion Pop'],
    ['C0 controls', 'Ion\u0000\u0007\u001b Pop\u007f', 'Ion Pop'],
    ['C1 controls', 'Ion\u0080\u009b Pop\u009f', 'Ion Pop'],
    ['line breaks, as one space', 'Ion\r\nPopescu\u2028SRL\u0085', 'Ion Popescu SRL'],
    ['tabs', 'Ion\tPop', 'Ion Pop'],
    ['cedilla s and t', '\u015etefan \u0162epe\u015f \u015fi \u0163ara', 'Ștefan Țepeș și țara'],
    ['NFD to NFC', 'Ș'.normalize('NFD') + 'tefan Ba\u0306la\u0306', 'Ștefan Bălă'],
    ['cedilla written as a combining mark', 'S\u0327i t\u0327', 'Și ț'],
    ['surrounding space', '  Ion Pop  ', 'Ion Pop'],
  ])('strips or rewrites %s', (_, input, expected) => {
    expect(normalizeLine(input)).toBe(expected);
  });

  it('counts a composed letter once', () => {
    expect(normalizeLine('a\u0306')).toHaveLength(1);
  });
});

describe('normalizeText (the message)', () => {
  it('keeps line breaks and tabs, with \\r\\n and a lone \\r as \\n', () => {
    expect(normalizeText('Bună ziua,\r\nAm\tnevoie\rde un site.\n')).toBe(
      'Bună ziua,\nAm\tnevoie\nde un site.',
    );
  });

  it('strips other controls and bidi controls, keeps the joiner of emoji sequences', () => {
    expect(normalizeText('Salut\u0000\u0085\u009b \u202edin\u2066 Cluj \u{1f469}\u200d\u{1f4bb}')).toBe(
      'Salut din Cluj \u{1f469}\u200d\u{1f4bb}',
    );
  });

  it('writes ș ț with a comma below, composed', () => {
    expect(normalizeText('A\u015f vrea un magazin\n\u015fi o \u0163ară'.normalize('NFD'))).toBe(
      'Aș vrea un magazin\nși o țară',
    );
  });
});

describe('hasLoneSurrogate', () => {
  it('finds a high or low surrogate on its own, not a pair', () => {
    expect(hasLoneSurrogate('Ion\ud800')).toBe(true);
    expect(hasLoneSurrogate('\udc00Ion')).toBe(true);
    expect(hasLoneSurrogate('a\ud800b\udc00')).toBe(true);
    expect(hasLoneSurrogate('Ion \u{1f600}')).toBe(false);
    expect(hasLoneSurrogate('Ștefan')).toBe(false);
  });
});
