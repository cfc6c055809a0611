import badrinathImage from 'public-image:/images/chardham/badrinath.svg'
import gangotriImage from 'public-image:/images/chardham/gangotri.svg'
import kedarnathImage from 'public-image:/images/chardham/kedarnath.svg'
import yamunotriImage from 'public-image:/images/chardham/yamunotri.svg'
import * as m from '@trippy/i18n/messages'
import badrinath1DhamYatra2Image from 'public-image:/images/trips/badrinath-1-dham-yatra-2.svg'
import badrinath1DhamYatra3Image from 'public-image:/images/trips/badrinath-1-dham-yatra-3.svg'
import doDhamYatraKedarnathBadrinath2Image from 'public-image:/images/trips/do-dham-yatra-kedarnath-badrinath-2.svg'
import panchKedarYatra2Image from 'public-image:/images/trips/panch-kedar-yatra-2.svg'
import panchKedarYatraImage from 'public-image:/images/trips/panch-kedar-yatra.svg'
import tungnathChandrashilaWeekendImage from 'public-image:/images/trips/tungnath-chandrashila-weekend.svg'

/**
 * The static Char Dham information: the route, the places and the FAQ answers, worded as the
 * original site has them. No year is written here: the page names the season still ahead
 * (char-dham-season.ts), and the temples' days are given by the festivals they are fixed by, which
 * hold every year. Every text is read in the page's language when it is shown (getters over the
 * messages of packages/i18n/messages/char-dham).
 */

export type Place = { name: string; description: string; image: string }
export type FaqItem = { question: string; answer: string }
export type RouteStop = { label: string; shrine: boolean }
export type Temple = {
  slug: 'yamunotri' | 'gangotri' | 'kedarnath' | 'badrinath'
  name: string
  deity: string
  image: string
  paragraphs: string[]
}
export type InfoCard = { title: string; text: string }
export type TempleSlide = { name: string; image: string }

/**
 * When each temple opens and shuts for the winter. The committees fix the days each year by the
 * Hindu calendar: Gangotri and Yamunotri open on Akshaya Tritiya, Kedarnath's day is announced on
 * Maha Shivratri and Badrinath's on Basant Panchami (30 April, 2 May and 4 May in 2025).
 */
export const TEMPLE_DATES: readonly { temple: string; opens: string; closes: string }[] = [
  {
    get temple() {
      return m.char_dham_yamunotri()
    },
    get opens() {
      return m.char_dham_opens_akshaya_tritiya()
    },
    get closes() {
      return m.char_dham_closes_bhai_dooj()
    },
  },
  {
    get temple() {
      return m.char_dham_gangotri()
    },
    get opens() {
      return m.char_dham_opens_akshaya_tritiya()
    },
    get closes() {
      return m.char_dham_closes_after_diwali()
    },
  },
  {
    get temple() {
      return m.char_dham_kedarnath()
    },
    get opens() {
      return m.char_dham_opens_kedarnath()
    },
    get closes() {
      return m.char_dham_closes_bhai_dooj()
    },
  },
  {
    get temple() {
      return m.char_dham_badrinath()
    },
    get opens() {
      return m.char_dham_opens_badrinath()
    },
    get closes() {
      return m.char_dham_closes_badrinath()
    },
  },
]

/** Distances, altitudes and the pilgrims of the previous year. */
export const CHAR_DHAM_FACTS = {
  yamunotriTrekKm: 6,
  kedarnathTrekKm: 14,
  yamunotriAltitudeFt: '10,606',
  kedarnathAltitudeFt: '11,745',
  get pilgrimsLastYear() {
    return m.char_dham_pilgrims_last_year()
  },
}

/** The images of the carousel at the top of /char-dham, in the original site's order. */
export const TEMPLE_SLIDES: readonly [TempleSlide, ...TempleSlide[]] = [
  {
    get name() {
      return m.char_dham_kedarnath()
    },
    image: kedarnathImage,
  },
  {
    get name() {
      return m.char_dham_badrinath()
    },
    image: badrinathImage,
  },
  {
    get name() {
      return m.char_dham_yamunotri()
    },
    image: yamunotriImage,
  },
  {
    get name() {
      return m.char_dham_gangotri()
    },
    image: gangotriImage,
  },
]

/** The yatra's road, Delhi back to Delhi, in the order it is travelled (13 stops). */
export const ROUTE_STOPS: RouteStop[] = [
  {
    get label() {
      return m.char_dham_stop_delhi()
    },
    shrine: false,
  },
  {
    get label() {
      return m.char_dham_stop_haridwar()
    },
    shrine: false,
  },
  {
    get label() {
      return m.char_dham_stop_barkot()
    },
    shrine: false,
  },
  {
    get label() {
      return m.char_dham_yamunotri()
    },
    shrine: true,
  },
  {
    get label() {
      return m.char_dham_stop_uttarkashi()
    },
    shrine: false,
  },
  {
    get label() {
      return m.char_dham_gangotri()
    },
    shrine: true,
  },
  {
    get label() {
      return m.char_dham_stop_guptkashi()
    },
    shrine: false,
  },
  {
    get label() {
      return m.char_dham_kedarnath()
    },
    shrine: true,
  },
  {
    get label() {
      return m.char_dham_stop_chopta()
    },
    shrine: false,
  },
  {
    get label() {
      return m.char_dham_badrinath()
    },
    shrine: true,
  },
  {
    get label() {
      return m.char_dham_stop_rudraprayag()
    },
    shrine: false,
  },
  {
    get label() {
      return m.char_dham_stop_rishikesh()
    },
    shrine: false,
  },
  {
    get label() {
      return m.char_dham_stop_delhi()
    },
    shrine: false,
  },
]

export const TOP_PLACES: Place[] = [
  {
    get name() {
      return m.char_dham_place_tungnath()
    },
    get description() {
      return m.char_dham_place_tungnath_text()
    },
    image: tungnathChandrashilaWeekendImage,
  },
  {
    get name() {
      return m.char_dham_place_rudranath()
    },
    get description() {
      return m.char_dham_place_rudranath_text()
    },
    image: panchKedarYatraImage,
  },
  {
    get name() {
      return m.char_dham_place_madhyamaheshwar()
    },
    get description() {
      return m.char_dham_place_madhyamaheshwar_text()
    },
    image: panchKedarYatra2Image,
  },
  {
    get name() {
      return m.char_dham_place_kedarnath()
    },
    get description() {
      return m.char_dham_place_kedarnath_text()
    },
    image: kedarnathImage,
  },
  {
    get name() {
      return m.char_dham_place_badrinath()
    },
    get description() {
      return m.char_dham_place_badrinath_text()
    },
    image: badrinathImage,
  },
  {
    get name() {
      return m.char_dham_place_dhari_devi()
    },
    get description() {
      return m.char_dham_place_dhari_devi_text()
    },
    image: doDhamYatraKedarnathBadrinath2Image,
  },
  {
    get name() {
      return m.char_dham_place_devprayag()
    },
    get description() {
      return m.char_dham_place_devprayag_text()
    },
    image: badrinath1DhamYatra3Image,
  },
  {
    get name() {
      return m.char_dham_place_mana()
    },
    get description() {
      return m.char_dham_place_mana_text()
    },
    image: badrinath1DhamYatra2Image,
  },
]

export const CHAR_DHAM_FAQ: FaqItem[] = [
  {
    get question() {
      return m.char_dham_faq_best_time_q()
    },
    get answer() {
      return m.char_dham_faq_best_time_a()
    },
  },
  {
    get question() {
      return m.char_dham_faq_days_q()
    },
    get answer() {
      return m.char_dham_faq_days_a()
    },
  },
  {
    get question() {
      return m.char_dham_faq_medical_q()
    },
    get answer() {
      return m.char_dham_faq_medical_a()
    },
  },
  {
    get question() {
      return m.char_dham_faq_helicopter_q()
    },
    get answer() {
      return m.char_dham_faq_helicopter_a()
    },
  },
]

export const INFO_CARDS: InfoCard[] = [
  {
    get title() {
      return m.char_dham_info_location()
    },
    get text() {
      return m.char_dham_info_location_text()
    },
  },
  {
    get title() {
      return m.char_dham_info_opening()
    },
    get text() {
      return m.char_dham_info_opening_text()
    },
  },
  {
    get title() {
      return m.char_dham_info_pilgrims()
    },
    get text() {
      return m.char_dham_info_pilgrims_text({ count: CHAR_DHAM_FACTS.pilgrimsLastYear })
    },
  },
  {
    get title() {
      return m.char_dham_info_stay()
    },
    get text() {
      return m.char_dham_info_stay_text()
    },
  },
  {
    get title() {
      return m.char_dham_info_altitude()
    },
    get text() {
      return m.char_dham_info_altitude_text({
        yamunotri: CHAR_DHAM_FACTS.yamunotriAltitudeFt,
        kedarnath: CHAR_DHAM_FACTS.kedarnathAltitudeFt,
      })
    },
  },
  {
    get title() {
      return m.char_dham_info_registration()
    },
    get text() {
      return m.char_dham_info_registration_text()
    },
  },
  {
    get title() {
      return m.char_dham_info_safety()
    },
    get text() {
      return m.char_dham_info_safety_text()
    },
  },
]

export const TEMPLES: Temple[] = [
  {
    slug: 'yamunotri',
    get name() {
      return m.char_dham_yamunotri()
    },
    get deity() {
      return m.char_dham_deity_yamuna()
    },
    image: yamunotriImage,
    get paragraphs() {
      return [
        m.char_dham_yamunotri_p1(),
        m.char_dham_yamunotri_p2({
          altitude: CHAR_DHAM_FACTS.yamunotriAltitudeFt,
          km: CHAR_DHAM_FACTS.yamunotriTrekKm,
        }),
      ]
    },
  },
  {
    slug: 'gangotri',
    get name() {
      return m.char_dham_gangotri()
    },
    get deity() {
      return m.char_dham_deity_ganga()
    },
    image: gangotriImage,
    get paragraphs() {
      return [m.char_dham_gangotri_p1(), m.char_dham_gangotri_p2()]
    },
  },
  {
    slug: 'kedarnath',
    get name() {
      return m.char_dham_kedarnath()
    },
    get deity() {
      return m.char_dham_deity_shiva()
    },
    image: kedarnathImage,
    get paragraphs() {
      return [
        m.char_dham_kedarnath_p1(),
        m.char_dham_kedarnath_p2({
          altitude: CHAR_DHAM_FACTS.kedarnathAltitudeFt,
          km: CHAR_DHAM_FACTS.kedarnathTrekKm,
        }),
      ]
    },
  },
  {
    slug: 'badrinath',
    get name() {
      return m.char_dham_badrinath()
    },
    get deity() {
      return m.char_dham_deity_vishnu()
    },
    image: badrinathImage,
    get paragraphs() {
      return [m.char_dham_badrinath_p1(), m.char_dham_badrinath_p2()]
    },
  },
]

export const HOW_TO_REACH: { title: string; text: string }[] = [
  {
    get title() {
      return m.char_dham_reach_air()
    },
    get text() {
      return m.char_dham_reach_air_text()
    },
  },
  {
    get title() {
      return m.char_dham_reach_train()
    },
    get text() {
      return m.char_dham_reach_train_text()
    },
  },
  {
    get title() {
      return m.char_dham_reach_road()
    },
    get text() {
      return m.char_dham_reach_road_text()
    },
  },
  {
    get title() {
      return m.char_dham_reach_foot()
    },
    get text() {
      return m.char_dham_reach_foot_text({
        yamunotri: CHAR_DHAM_FACTS.yamunotriTrekKm,
        kedarnath: CHAR_DHAM_FACTS.kedarnathTrekKm,
      })
    },
  },
  {
    get title() {
      return m.char_dham_reach_helicopter()
    },
    get text() {
      return m.char_dham_reach_helicopter_text()
    },
  },
]
