// Maths: counting and subitising, numbers to 10, 20 and 100, comparing, adding and taking away, number bonds, skip
// counting and times tables, halves, quarters and fractions, telling the time, money and the number line. Numbers are
// written with Latin digits in every language (decision 018); instructions are in the child's language.
import type { Exercise } from '../exercise';
import type { Random } from './random';
import { type Band, type Make, placed, type Skill, skill, textChoice } from './skill';

/** Faceless things to count: food, objects, animals seen whole. */
const THINGS = [
  '🍎',
  '🍌',
  '🍓',
  '⭐',
  '🎈',
  '🐟',
  '🌼',
  '🚗',
  '⚽',
  '🐝',
  '🦋',
  '🐢',
  '🍪',
  '🌙',
  '🥕',
  '🐞',
];

/** A row of n things in groups of five, so they can be counted and seen at a glance. */
function row(thing: string, n: number): string {
  const groups: string[] = [];
  for (let i = 0; i < n; i += 5) groups.push(thing.repeat(Math.min(5, n - i)));
  return groups.join(' ');
}

/** Four distinct numbers in [min, max] including the answer, the others near it (the mistakes children make). */
export function numberChoices(rnd: Random, answer: number, min: number, max: number, count = 4): number[] {
  const near = [1, -1, 2, -2, 10, -10, 3, -3, 5, -5, 4, -4].map((d) => answer + d);
  const pool = [...new Set(near.filter((n) => n >= min && n <= max && n !== answer))];
  const others = rnd.shuffle(pool).slice(0, count - 1);
  for (let n = min; others.length < count - 1 && n <= max; n++)
    if (n !== answer && !others.includes(n)) others.push(n);
  return rnd.shuffle([answer, ...others]);
}

function chooseNumber(
  m: Make,
  prompt: Exercise['prompt'],
  answer: number,
  min: number,
  max: number,
): Exercise {
  return {
    kind: 'choose-number',
    id: m.id,
    skillId: m.skillId,
    prompt,
    choices: numberChoices(m.rnd, answer, min, max),
    answer,
  };
}

const counting = (id: string, band: Band, prerequisites: string[], min: number, max: number) =>
  skill(id, 'maths', band, prerequisites, (m) => {
    const n = m.rnd.int(min, max);
    return chooseNumber(
      m,
      m.prompt('countHowMany', { items: row(m.rnd.pick(THINGS), n) }),
      n,
      Math.max(0, min - 1),
      max + 2,
    );
  });

const subitise = skill('m.subitise.5', 'maths', 1, ['m.count.5'], (m) => {
  const n = m.rnd.int(1, 5);
  return chooseNumber(m, m.prompt('subitise', { items: '●'.repeat(n) }), n, 1, 6);
});

const moreOrFewer = skill('m.compare.groups', 'maths', 1, ['m.count.10'], (m) => {
  const a = m.rnd.int(1, 9);
  let b = m.rnd.int(1, 9);
  if (b === a) b = a === 9 ? 8 : a + 1;
  const more = m.rnd.int(0, 1) === 0;
  const thing = m.rnd.pick(THINGS);
  const answer = (more ? a > b : a < b) ? 'c0' : 'c1';
  return {
    kind: 'tap-choice',
    id: m.id,
    skillId: m.skillId,
    prompt: m.prompt(more ? 'whichMore' : 'whichFewer'),
    choices: [textChoice('c0', row(thing, a), m.locale), textChoice('c1', row(thing, b), m.locale)],
    answer,
  };
});

const oneMoreOrLess = (id: string, prerequisites: string[], more: boolean) =>
  skill(id, 'maths', 1, prerequisites, (m) => {
    const n = more ? m.rnd.int(0, 9) : m.rnd.int(1, 10);
    const answer = more ? n + 1 : n - 1;
    return chooseNumber(m, m.prompt(more ? 'oneMore' : 'oneLess', { n }), answer, 0, 11);
  });

const addition = (id: string, band: Band, prerequisites: string[], max: number, pictures: boolean) =>
  skill(id, 'maths', band, prerequisites, (m) => {
    const total = m.rnd.int(2, max);
    const a = m.rnd.int(1, total - 1);
    const b = total - a;
    const thing = m.rnd.pick(THINGS);
    const prompt = pictures
      ? m.prompt('addPictures', { left: row(thing, a), right: row(thing, b) })
      : m.prompt('sum', { a, b });
    return chooseNumber(m, prompt, total, 0, max + 5);
  });

const subtraction = (id: string, band: Band, prerequisites: string[], max: number, pictures: boolean) =>
  skill(id, 'maths', band, prerequisites, (m) => {
    const a = m.rnd.int(2, max);
    const b = m.rnd.int(1, a - 1);
    const prompt = pictures
      ? m.prompt('takeAway', { a, b, items: row(m.rnd.pick(THINGS), a) })
      : m.prompt('difference', { a, b });
    return chooseNumber(m, prompt, a - b, 0, max);
  });

const bonds = (id: string, prerequisites: string[], total: number) =>
  skill(id, 'maths', 2, prerequisites, (m) => {
    const a = m.rnd.int(0, total);
    return chooseNumber(m, m.prompt('bond', { a, total }), total - a, 0, total);
  });

const compare = (id: string, band: Band, prerequisites: string[], max: number) =>
  skill(id, 'maths', band, prerequisites, (m) => {
    const count = band === 1 ? 2 : 3;
    const numbers = m.rnd.shuffle(Array.from({ length: max + 1 }, (_, i) => i)).slice(0, count);
    const bigger = m.rnd.int(0, 1) === 0;
    const answer = bigger ? Math.max(...numbers) : Math.min(...numbers);
    return {
      kind: 'choose-number',
      id: m.id,
      skillId: m.skillId,
      prompt: m.prompt(bigger ? 'bigger' : 'smaller'),
      choices: numbers,
      answer,
    };
  });

const numberLine = (
  id: string,
  band: Band,
  prerequisites: string[],
  min: number,
  max: number,
  step: number,
) =>
  skill(id, 'maths', band, prerequisites, (m): Exercise => {
    const answer = min + step * m.rnd.int(0, (max - min) / step);
    return {
      kind: 'number-line',
      id: m.id,
      skillId: m.skillId,
      prompt: m.prompt('numberLine', { n: answer }),
      min,
      max,
      step,
      answer,
    };
  });

const placeValue = (id: string, band: Band, prerequisites: string[], hundreds: boolean) =>
  skill(id, 'maths', band, prerequisites, (m) => {
    const n = hundreds ? m.rnd.int(100, 999) : m.rnd.int(10, 99);
    const answer = hundreds ? Math.floor(n / 100) : Math.floor(n / 10);
    return chooseNumber(m, m.prompt(hundreds ? 'hundreds' : 'tens', { n }), answer, 0, hundreds ? 10 : 10);
  });

const rounding = skill('m.round.10', 'maths', 3, ['m.tens.100'], (m) => {
  const n = m.rnd.int(11, 999);
  const answer = Math.round(n / 10) * 10;
  const choices = m.rnd.shuffle([
    answer,
    ...[answer - 10, answer + 10, n].filter((c) => c !== answer && c >= 0),
  ]);
  return {
    kind: 'choose-number',
    id: m.id,
    skillId: m.skillId,
    prompt: m.prompt('round', { n }),
    choices: [...new Set(choices)],
    answer,
  };
});

const skipCounting = (id: string, prerequisites: string[], by: number) =>
  skill(id, 'maths', 2, prerequisites, (m) => {
    const start = by * m.rnd.int(0, 6);
    const sequence = [0, 1, 2, 3].map((i) => start + by * i);
    const answer = start + by * 4;
    return chooseNumber(m, m.prompt('next', { sequence: sequence.join(', ') }), answer, 0, answer + 2 * by);
  });

const timesTable = (id: string, band: Band, prerequisites: string[], table: number) =>
  skill(id, 'maths', band, prerequisites, (m) => {
    const other = m.rnd.int(1, 12);
    const [a, b] = m.rnd.int(0, 1) === 0 ? [other, table] : [table, other];
    return chooseNumber(m, m.prompt('product', { a, b }), a * b, 0, 12 * table + 10);
  });

const division = skill('m.divide', 'maths', 3, ['m.times.4', 'm.times.6'], (m) => {
  const divisor = m.rnd.int(2, 10);
  const answer = m.rnd.int(1, 12);
  return chooseNumber(m, m.prompt('quotient', { a: divisor * answer, b: divisor }), answer, 0, 20);
});

const halves = skill('m.half', 'maths', 2, ['m.times.2'], (m) => {
  const answer = m.rnd.int(1, 10);
  return chooseNumber(m, m.prompt('half', { n: answer * 2 }), answer, 0, 25);
});

const quarters = skill('m.quarter', 'maths', 2, ['m.half'], (m) => {
  const answer = m.rnd.int(1, 10);
  return chooseNumber(m, m.prompt('quarter', { n: answer * 4 }), answer, 0, 45);
});

const FRACTIONS: readonly [number, number][] = [
  [1, 2],
  [1, 3],
  [2, 3],
  [1, 4],
  [3, 4],
  [1, 5],
  [2, 5],
  [1, 10],
  [3, 10],
];

const fractionOf = skill('m.fraction.of', 'maths', 3, ['m.quarter', 'm.times.4'], (m) => {
  const [top, bottom] = m.rnd.pick(FRACTIONS);
  const whole = bottom * m.rnd.int(1, 10);
  return chooseNumber(
    m,
    m.prompt('fractionOf', { fraction: `${top}/${bottom}`, n: whole }),
    (whole / bottom) * top,
    0,
    whole,
  );
});

const fractionNames = skill('m.fraction.name', 'maths', 2, ['m.half'], (m) => {
  const parts = m.rnd.int(2, 4);
  const names = ['1/2', '1/3', '1/4'];
  const choices = m.rnd.shuffle(names);
  return {
    kind: 'tap-choice',
    id: m.id,
    skillId: m.skillId,
    prompt: m.prompt('fractionPart', { item: m.rnd.pick(['🍕', '🍫', '🥧', '🍉', '🍰']), parts }),
    choices: placed(choices, (name, cid) => textChoice(cid, name, m.locale)),
    answer: `c${choices.indexOf(`1/${parts}`)}`,
  };
});

const timeText = (hours: number, minutes: number) => `${hours}:${String(minutes).padStart(2, '0')}`;

const telling = (id: string, band: Band, prerequisites: string[], minutes: readonly number[]) =>
  skill(id, 'maths', band, prerequisites, (m): Exercise => {
    const hours = m.rnd.int(1, 12);
    const mins = m.rnd.pick(minutes);
    if (m.rnd.int(0, 1) === 0) {
      return {
        kind: 'clock',
        id: m.id,
        skillId: m.skillId,
        prompt: m.prompt('clockSet', { time: timeText(hours, mins) }),
        mode: 'set',
        hours,
        minutes: mins,
      };
    }
    // Read: the other choices are the usual muddles, the hands swapped or the hour one off.
    const wrongHour = (hours % 12) + 1;
    const swapped = {
      h: mins === 0 ? 12 : Math.min(12, Math.max(1, Math.round(mins / 5))),
      m: (hours % 12) * 5,
    };
    const candidates = [
      { h: hours, m: mins },
      { h: wrongHour, m: mins },
      swapped,
      { h: hours, m: (mins + 30) % 60 },
      { h: wrongHour, m: (mins + 15) % 60 },
    ];
    const seen = new Set<string>();
    const unique = candidates.filter((c) => {
      const key = timeText(c.h, c.m);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const [answer, ...rest] = unique;
    const choices = m.rnd.shuffle([answer, ...m.rnd.shuffle(rest).slice(0, 3)]);
    return {
      kind: 'clock',
      id: m.id,
      skillId: m.skillId,
      prompt: m.prompt('clockRead'),
      mode: 'read',
      hours,
      minutes: mins,
      choices: choices.map((c) =>
        textChoice(timeText(c?.h ?? 1, c?.m ?? 0), timeText(c?.h ?? 1, c?.m ?? 0), m.locale),
      ),
    };
  });

const COINS = [1, 2, 5, 10, 20, 50];

const moneyTotal = skill('m.money.20', 'maths', 2, ['m.add.20'], (m) => {
  const coins: number[] = [];
  let total = 0;
  const count = m.rnd.int(2, 4);
  for (let i = 0; i < count; i++) {
    const fits = COINS.filter((c) => c <= 10 && total + c <= 20);
    if (fits.length === 0) break;
    const coin = m.rnd.pick(fits);
    coins.push(coin);
    total += coin;
  }
  coins.sort((a, b) => b - a);
  return chooseNumber(m, m.prompt('money', { coins: coins.map((c) => `🪙${c}`).join(' ') }), total, 0, 25);
});

const change = skill('m.money.change', 'maths', 3, ['m.money.20', 'm.sub.100'], (m) => {
  const paid = m.rnd.pick([20, 50, 100]);
  const price = m.rnd.int(1, paid - 1);
  return chooseNumber(m, m.prompt('change', { paid, price }), paid - price, 0, paid);
});

export const MATHS_SKILLS: readonly Skill[] = [
  // Band 1 (3-5)
  counting('m.count.5', 1, [], 1, 5),
  subitise,
  counting('m.count.10', 1, ['m.count.5'], 3, 10),
  moreOrFewer,
  oneMoreOrLess('m.one-more.10', ['m.count.10'], true),
  oneMoreOrLess('m.one-less.10', ['m.one-more.10'], false),
  addition('m.add.5', 1, ['m.count.5'], 5, true),
  subtraction('m.sub.5', 1, ['m.add.5'], 5, true),
  counting('m.count.20', 1, ['m.count.10'], 11, 20),
  numberLine('m.line.10', 1, ['m.count.10'], 0, 10, 1),
  compare('m.compare.10', 1, ['m.compare.groups'], 10),
  // Band 2 (6-8)
  numberLine('m.line.20', 2, ['m.line.10', 'm.count.20'], 0, 20, 1),
  compare('m.compare.20', 2, ['m.compare.10', 'm.count.20'], 20),
  addition('m.add.10', 2, ['m.add.5'], 10, false),
  subtraction('m.sub.10', 2, ['m.sub.5', 'm.add.10'], 10, false),
  bonds('m.bonds.10', ['m.add.10'], 10),
  addition('m.add.20', 2, ['m.add.10'], 20, false),
  subtraction('m.sub.20', 2, ['m.sub.10'], 20, false),
  bonds('m.bonds.20', ['m.bonds.10', 'm.add.20'], 20),
  placeValue('m.tens.100', 2, ['m.count.20'], false),
  numberLine('m.line.100', 2, ['m.line.20', 'm.tens.100'], 0, 100, 10),
  compare('m.compare.100', 2, ['m.compare.20', 'm.tens.100'], 100),
  skipCounting('m.skip.2', ['m.count.20'], 2),
  skipCounting('m.skip.5', ['m.skip.2'], 5),
  skipCounting('m.skip.10', ['m.skip.5'], 10),
  timesTable('m.times.2', 2, ['m.skip.2'], 2),
  timesTable('m.times.5', 2, ['m.skip.5', 'm.times.2'], 5),
  timesTable('m.times.10', 2, ['m.skip.10', 'm.times.5'], 10),
  halves,
  quarters,
  fractionNames,
  telling('m.time.hour', 2, ['m.count.20'], [0]),
  telling('m.time.half', 2, ['m.time.hour'], [0, 30]),
  moneyTotal,
  // Band 3 (9-12)
  addition('m.add.100', 3, ['m.add.20', 'm.tens.100'], 100, false),
  subtraction('m.sub.100', 3, ['m.sub.20', 'm.tens.100'], 100, false),
  timesTable('m.times.3', 3, ['m.times.10'], 3),
  timesTable('m.times.4', 3, ['m.times.3'], 4),
  timesTable('m.times.6', 3, ['m.times.3'], 6),
  timesTable('m.times.8', 3, ['m.times.4'], 8),
  timesTable('m.times.7', 3, ['m.times.6'], 7),
  timesTable('m.times.9', 3, ['m.times.8'], 9),
  timesTable('m.times.11', 3, ['m.times.10'], 11),
  timesTable('m.times.12', 3, ['m.times.11', 'm.times.6'], 12),
  division,
  fractionOf,
  telling('m.time.quarter', 3, ['m.time.half'], [0, 15, 30, 45]),
  telling('m.time.5min', 3, ['m.time.quarter'], [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]),
  change,
  rounding,
  placeValue('m.hundreds', 3, ['m.round.10'], true),
  numberLine('m.line.negative', 3, ['m.line.100'], -10, 10, 1),
];
