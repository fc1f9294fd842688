import { ANGEL_IDS, type Angel, type AngelId } from './angel';
import { jophiel, raphael, zadkiel } from './deck/air-angels';
import { azrael, sandalphon, uriel } from './deck/earth-angels';
import { jeremiel, michael, raguel } from './deck/fire-angels';
import { guardian, metatron, raziel } from './deck/spirit-angels';
import { chamuel, gabriel, haniel } from './deck/water-angels';

/** The fifteen angels by id (the deck files group them by element, three to a file). */
export const angels = {
  michael,
  gabriel,
  raphael,
  uriel,
  chamuel,
  jophiel,
  zadkiel,
  raguel,
  metatron,
  haniel,
  azrael,
  sandalphon,
  jeremiel,
  raziel,
  guardian,
} as const satisfies Record<AngelId, Angel>;

/** The catalogue order of the spec (§3), which the alignment rule also follows. */
export const angelList: readonly Angel[] = ANGEL_IDS.map((id) => angels[id]);

export const isAngelId = (value: string): value is AngelId =>
  (ANGEL_IDS as readonly string[]).includes(value);
