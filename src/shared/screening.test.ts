import { describe, expect, it } from 'vitest';
import { describeFindings, normaliseForScreening, type ScreeningRule, screenContent } from './screening';

const rules: ScreeningRule[] = [
  { reason: 'hate_speech', weight: 50, terms: ['hateful'] },
  { reason: 'instrument_music', weight: 35, onlyWithoutMusic: true, terms: ['guitar', 'drum solo'] },
  { reason: 'advertising', weight: 20, terms: ['promo code', 'buy now', 'sponsor'] },
];
const base = { title: 'Learning wudu', description: 'Step by step', tags: ['Educational'], hasMusic: false };

describe('screenContent', () => {
  it('is compliant with confidence 100 and no reasons when nothing matches', () => {
    expect(screenContent(base, rules)).toEqual({
      compliant: true,
      confidence: 100,
      reasons: [],
      metadataChecked: false,
    });
  });

  it('explains each match with the field it was found in, one reason per policy', () => {
    const result = screenContent(
      { ...base, title: 'GUITAR time', description: 'Use my Promo-Code', tags: ['Drum Solo'] },
      rules,
    );
    expect(result.confidence).toBe(100 - 35 - 35 - 20);
    expect(result.compliant).toBe(false);
    expect(describeFindings(result.reasons)).toEqual([
      'Instrument music (the item says it has no music): "guitar" (title), "drum solo" (tags)',
      'Advertising: "promo code" (description)',
    ]);
  });

  it('passes at exactly the threshold and fails below it', () => {
    expect(screenContent({ ...base, title: 'buy now' }, rules, 80)).toMatchObject({
      confidence: 80,
      compliant: true,
    });
    expect(screenContent({ ...base, title: 'buy now, promo code' }, rules, 70)).toMatchObject({
      confidence: 60,
      compliant: false,
    });
  });

  it('matches whole words only, ignoring case and accents', () => {
    expect(screenContent({ ...base, title: 'Sponsorship of orphans' }, rules).reasons).toEqual([]);
    expect(screenContent({ ...base, title: 'Thanks to our SPONSOR' }, rules).reasons).toHaveLength(1);
    expect(screenContent({ ...base, title: 'A hâteful speech' }, rules).reasons[0]?.reason).toBe(
      'hate_speech',
    );
  });

  it('ignores music words when the item says it has music', () => {
    expect(screenContent({ ...base, title: 'Guitar', hasMusic: true }, rules).confidence).toBe(100);
  });

  it('counts a term once even if it appears in several fields, and screens metadata', () => {
    const result = screenContent(
      {
        ...base,
        title: 'hateful',
        description: 'hateful',
        metadata: [{ field: 'YouTube title', text: 'Buy now!' }],
      },
      rules,
    );
    expect(result.confidence).toBe(30);
    expect(result.metadataChecked).toBe(true);
    expect(result.reasons.map((reason) => reason.matches)).toEqual([
      [{ term: 'hateful', field: 'title' }],
      [{ term: 'buy now', field: 'YouTube title' }],
    ]);
  });

  it('never goes below 0', () => {
    expect(
      screenContent({ ...base, title: 'hateful guitar drum solo buy now promo code sponsor' }, rules)
        .confidence,
    ).toBe(0);
  });
});

describe('normaliseForScreening', () => {
  it('lower-cases, strips accents and punctuation, and pads with spaces', () => {
    expect(normaliseForScreening('Café—AU-LAIT!!')).toBe(' cafe au lait ');
  });
});
