import * as m from '@trippy/i18n/messages'
import { type DataText, knownText } from './data-text.tsx'

/** The demo catalogue's categories, by their name in lower case. */
const CATEGORIES: Record<string, () => string> = {
  treks: m.catalogue_data_category_treks,
  expeditions: m.catalogue_data_category_expeditions,
  'char dham': m.catalogue_data_category_char_dham,
  'spiritual trips': m.catalogue_data_category_spiritual_trips,
  'backpacking trips': m.catalogue_data_category_backpacking_trips,
  'weekend trips': m.catalogue_data_category_weekend_trips,
  'family holidays': m.catalogue_data_category_family_holidays,
  adventure: m.catalogue_data_category_adventure,
  'trippy girls only': m.catalogue_data_category_girls_only,
  corporate: m.catalogue_data_category_corporate,
}

/** A category's name in the page's language; one the operator added shows in English. */
export function categoryText(name: string): DataText {
  return knownText(name, CATEGORIES[name.trim().toLowerCase()])
}
