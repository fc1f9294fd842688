import type { CrisisLanguage } from '../crisis-language';
import type { CrisisLanguagePack } from '../phrase-pack';
import { dePack } from './de';
import { enPack } from './en';
import { esPack } from './es';
import { frPack } from './fr';
import { itPack } from './it';
import { ptPack } from './pt';

/** Every language the crisis layer reads, each in its own pack. */
export const CRISIS_PACKS: Readonly<Record<CrisisLanguage, CrisisLanguagePack>> = {
  en: enPack,
  es: esPack,
  fr: frPack,
  pt: ptPack,
  de: dePack,
  it: itPack,
};
