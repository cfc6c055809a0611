import { ENQUIRY_TRIP_TYPES, LEAD_PACKAGE_TYPES } from '@trippy/contracts/lead-options'
import * as m from '@trippy/i18n/messages'

// The forms' option labels and fixed texts in the page's language. The contract keeps the English
// ones (docs/product-texts.md, the server, the tests); the values sent are the same in both.

const PACKAGE_LABELS: Record<(typeof LEAD_PACKAGE_TYPES)[number]['value'], () => string> = {
  '1dham': m.leads_package_1dham,
  '2dham': m.leads_package_2dham,
  '4dham': m.leads_package_4dham,
  valleyofflowers: m.leads_package_valleyofflowers,
}

const TRIP_TYPE_LABELS: Record<(typeof ENQUIRY_TRIP_TYPES)[number]['value'], () => string> = {
  trek: m.leads_trip_type_trek,
  chardham: m.leads_trip_type_chardham,
  other: m.leads_trip_type_other,
}

/** The trip-plan form's package options, labelled in the page's language. */
export function leadPackageOptions() {
  return LEAD_PACKAGE_TYPES.map((option) => ({
    value: option.value,
    label: PACKAGE_LABELS[option.value](),
  }))
}

/** The enquiry form's trip types, labelled in the page's language. */
export function enquiryTripTypeOptions() {
  return ENQUIRY_TRIP_TYPES.map((option) => ({
    value: option.value,
    label: TRIP_TYPE_LABELS[option.value](),
  }))
}
