import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { CURRICULUM } from './curriculum';
import { skillTitle } from './skill-titles';

describe('skillTitle', () => {
  it('names every skill of the curriculum in every language, with no placeholder or key left', () => {
    for (const locale of LOCALES) {
      const titles = new Set<string>();
      for (const skill of CURRICULUM) {
        const title = skillTitle(skill.id, locale);
        expect(title, `${skill.id} in ${locale}`).not.toBe(skill.id);
        expect(title).not.toMatch(/\{\{|skills\.|marks\./);
        titles.add(title);
      }
      // Two skills of one subject never share a name (a map with two "Counting to 10" would be no map).
      expect(titles.size, locale).toBe(CURRICULUM.length);
    }
  });

  it('draws the letters of a group and the sounds of a phonics set from the curriculum', () => {
    expect(skillTitle('ar.letters.1', 'en')).toBe('Letters ا ب ت ث');
    expect(skillTitle('en.gpc.1', 'en')).toBe('Sounds s a t p');
    expect(skillTitle('ar.harakat.fatha', 'ar')).toBe('الحركة القصيرة: فتحة');
    expect(skillTitle('m.times.7', 'fr')).toBe('La table de 7');
  });

  it('shows a retired id as itself rather than failing', () => {
    expect(skillTitle('m.retired.9', 'en')).toBe('m.retired.9');
  });
});
