import * as m from '@trippy/i18n/messages'
import { type DataText, knownText } from './data-text.tsx'

/** The states and regions the trips run in (destinations, a trip's state), by name in lower case. */
const PLACES: Record<string, () => string> = {
  uttarakhand: m.catalogue_data_state_uttarakhand,
  'himachal pradesh': m.catalogue_data_state_himachal_pradesh,
  'jammu and kashmir': m.catalogue_data_state_jammu_and_kashmir,
  kashmir: m.catalogue_data_state_kashmir,
  ladakh: m.catalogue_data_state_ladakh,
  sikkim: m.catalogue_data_state_sikkim,
  'north east india': m.catalogue_data_state_north_east_india,
  meghalaya: m.catalogue_data_state_meghalaya,
  'arunachal pradesh': m.catalogue_data_state_arunachal_pradesh,
  nagaland: m.catalogue_data_state_nagaland,
  assam: m.catalogue_data_state_assam,
  'west bengal': m.catalogue_data_state_west_bengal,
}

/** A state or region in the page's language; another place shows in English. */
export function placeText(name: string): DataText {
  return knownText(name, PLACES[name.trim().toLowerCase()])
}
