import * as m from '@trippy/i18n/messages'
import { type DataText, knownText } from './data-text.tsx'

/** The labels trips share most, by their text in lower case; the rest are the operator's own. */
const LABELS: Record<string, () => string> = {
  'snow trek': m.catalogue_data_label_snow_trek,
  winter: m.catalogue_data_label_winter,
  summer: m.catalogue_data_label_summer,
  weekend: m.catalogue_data_label_weekend,
  'family friendly': m.catalogue_data_label_family_friendly,
  'senior friendly': m.catalogue_data_label_senior_friendly,
  'women only': m.catalogue_data_label_women_only,
  beginners: m.catalogue_data_label_beginners,
  'first trek': m.catalogue_data_label_first_trek,
  'experienced trekkers': m.catalogue_data_label_experienced_trekkers,
  'high altitude': m.catalogue_data_label_high_altitude,
  camping: m.catalogue_data_label_camping,
  homestays: m.catalogue_data_label_homestays,
  'helicopter option': m.catalogue_data_label_helicopter_option,
  'no trekking': m.catalogue_data_label_no_trekking,
  'alpine lakes': m.catalogue_data_label_alpine_lakes,
  monasteries: m.catalogue_data_label_monasteries,
  expedition: m.catalogue_data_label_expedition,
  'non-technical': m.catalogue_data_label_non_technical,
  'all year': m.catalogue_data_label_all_year,
}

/** A trip's label in the page's language; one not in the set shows in English. */
export function labelText(label: string): DataText {
  return knownText(label, LABELS[label.trim().toLowerCase()])
}
