import badrinathImage from 'public-image:/images/chardham/badrinath.svg'
import gangotriImage from 'public-image:/images/chardham/gangotri.svg'
import kedarnathImage from 'public-image:/images/chardham/kedarnath.svg'
import yamunotriImage from 'public-image:/images/chardham/yamunotri.svg'
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
 * hold every year.
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

/**
 * When each temple opens and shuts for the winter. The committees fix the days each year by the
 * Hindu calendar: Gangotri and Yamunotri open on Akshaya Tritiya, Kedarnath's day is announced on
 * Maha Shivratri and Badrinath's on Basant Panchami (30 April, 2 May and 4 May in 2025).
 */
export const TEMPLE_DATES = [
  {
    temple: 'Yamunotri',
    opens: 'Akshaya Tritiya, late April or early May',
    closes: 'Bhai Dooj, October or November',
  },
  {
    temple: 'Gangotri',
    opens: 'Akshaya Tritiya, late April or early May',
    closes: 'The day after Diwali, October or November',
  },
  {
    temple: 'Kedarnath',
    opens: 'Late April or early May, announced on Maha Shivratri',
    closes: 'Bhai Dooj, October or November',
  },
  {
    temple: 'Badrinath',
    opens: 'Late April or early May, announced on Basant Panchami',
    closes: 'November, announced on Vijayadashami',
  },
] as const

/** Distances, altitudes and the pilgrims of the previous year. */
export const CHAR_DHAM_FACTS = {
  yamunotriTrekKm: 6,
  kedarnathTrekKm: 14,
  yamunotriAltitudeFt: '10,606',
  kedarnathAltitudeFt: '11,745',
  pilgrimsLastYear: '30 lakh',
} as const

/** The images of the carousel at the top of /char-dham, in the original site's order. */
export const TEMPLE_SLIDES = [
  { name: 'Kedarnath', image: kedarnathImage },
  { name: 'Badrinath', image: badrinathImage },
  { name: 'Yamunotri', image: yamunotriImage },
  { name: 'Gangotri', image: gangotriImage },
] as const

/** The yatra's road, Delhi back to Delhi, in the order it is travelled (13 stops). */
export const ROUTE_STOPS: RouteStop[] = [
  { label: 'Delhi', shrine: false },
  { label: 'Haridwar', shrine: false },
  { label: 'Barkot', shrine: false },
  { label: 'Yamunotri', shrine: true },
  { label: 'Uttarkashi', shrine: false },
  { label: 'Gangotri', shrine: true },
  { label: 'Guptkashi', shrine: false },
  { label: 'Kedarnath', shrine: true },
  { label: 'Chopta', shrine: false },
  { label: 'Badrinath', shrine: true },
  { label: 'Rudraprayag', shrine: false },
  { label: 'Rishikesh', shrine: false },
  { label: 'Delhi', shrine: false },
]

export const TOP_PLACES: Place[] = [
  {
    name: 'Tungnath Temple',
    description:
      'One of the Panch Kedar temples and the highest Shiva temple in the world, a short, steep walk up from Chopta.',
    image: tungnathChandrashilaWeekendImage,
  },
  {
    name: 'Rudranath Temple',
    description:
      'One of the Panch Kedar temples, where the face of Shiva is worshipped in a natural rock cave above alpine meadows.',
    image: panchKedarYatraImage,
  },
  {
    name: 'Madhyamaheshwar Temple',
    description:
      'One of the Panch Kedar temples, set in a high green valley and reached on a trek through forest villages from Ransi.',
    image: panchKedarYatra2Image,
  },
  {
    name: 'Kedarnath Temple',
    description:
      'One of the twelve Jyotirlingas of Shiva, the stone temple stands at the head of the Mandakini valley below the Kedarnath peaks.',
    image: kedarnathImage,
  },
  {
    name: 'Badrinath Temple',
    description:
      'The colourful temple dedicated to Vishnu as Badrinarayan, on the bank of the Alaknanda between the Nar and Narayan ranges.',
    image: badrinathImage,
  },
  {
    name: 'Dhari Devi Temple',
    description:
      'The temple of Dhari Devi, revered as the guardian deity of the Char Dham, on the Alaknanda near Srinagar in Garhwal.',
    image: doDhamYatraKedarnathBadrinath2Image,
  },
  {
    name: 'Devprayag',
    description:
      'The confluence of the Alaknanda and the Bhagirathi, where the two rivers meet and take the name Ganga.',
    image: badrinath1DhamYatra3Image,
  },
  {
    name: 'Mana Village',
    description:
      'The last Indian village before the Tibet border, 3 km from Badrinath, with the Vyas Gufa and Ganesh Gufa caves.',
    image: badrinath1DhamYatra2Image,
  },
]

export const CHAR_DHAM_FAQ: FaqItem[] = [
  {
    question: 'What is the best time for the Char Dham Yatra?',
    answer:
      'May to October is the best time, while the temples are open. Avoid the monsoon months of July and August if you can, when landslides often block the mountain roads.',
  },
  {
    question: 'How many days does the Char Dham Yatra take?',
    answer:
      'Plan for about 10-12 days to visit all four shrines, Yamunotri, Gangotri, Kedarnath and Badrinath, by road from Haridwar or Dehradun.',
  },
  {
    question: 'Do I need a medical certificate?',
    answer:
      'A medical certificate is recommended for every pilgrim, especially for Kedarnath, where the walk climbs to 11,745 ft. Pilgrims with heart or breathing conditions should see a doctor before booking.',
  },
  {
    question: 'Are helicopter services available?',
    answer:
      'Yes. Helicopter services fly to Kedarnath and Badrinath; Kedarnath shuttle tickets are sold only through the official booking site and sell out early, so tell us when you book.',
  },
]

export const INFO_CARDS: InfoCard[] = [
  {
    title: 'Location',
    text: 'Garhwal Himalaya, Uttarakhand: Yamunotri and Gangotri in Uttarkashi district, Kedarnath in Rudraprayag and Badrinath in Chamoli.',
  },
  {
    title: 'Opening dates',
    text: 'The temples open in late April or early May: Gangotri and Yamunotri on Akshaya Tritiya, Kedarnath and Badrinath on days announced on Maha Shivratri and Basant Panchami.',
  },
  {
    title: 'Pilgrims',
    text: `About ${CHAR_DHAM_FACTS.pilgrimsLastYear} pilgrims made the yatra the previous year, so book stays and helicopter seats early.`,
  },
  {
    title: 'Accommodation',
    text: 'Hotels, guesthouses, government rest houses and dharamshalas along the route; our packages include hotel and guesthouse stays on twin sharing.',
  },
  {
    title: 'Altitude',
    text: `Yamunotri stands at ${CHAR_DHAM_FACTS.yamunotriAltitudeFt} ft and Kedarnath at ${CHAR_DHAM_FACTS.kedarnathAltitudeFt} ft; nights are cold even in summer.`,
  },
  {
    title: 'Registration',
    text: 'Registration with the Uttarakhand government is mandatory for every pilgrim and is checked on the way. We register our travellers before departure.',
  },
  {
    title: 'Safety',
    text: 'A medical certificate is recommended, especially for Kedarnath. Keep a spare day for road closures in the monsoon and carry warm layers.',
  },
]

export const TEMPLES: Temple[] = [
  {
    slug: 'yamunotri',
    name: 'Yamunotri',
    deity: 'Goddess Yamuna',
    image: yamunotriImage,
    paragraphs: [
      'Yamunotri, the first shrine on the traditional route, is the seat of the goddess Yamuna near the source of the river. The present temple is said to have been built in 1839.',
      `The temple stands at ${CHAR_DHAM_FACTS.yamunotriAltitudeFt} ft and is reached on a ${CHAR_DHAM_FACTS.yamunotriTrekKm} km walk from Janki Chatti; ponies and palkis are available. Pilgrims cook rice in the hot spring of Surya Kund as an offering.`,
    ],
  },
  {
    slug: 'gangotri',
    name: 'Gangotri',
    deity: 'Goddess Ganga',
    image: gangotriImage,
    paragraphs: [
      'Gangotri is the shrine of the goddess Ganga on the bank of the Bhagirathi, where, the legend says, the river came down to earth for King Bhagirath.',
      'The temple is reached by road from Uttarkashi, past Harsil. The Gaumukh glacier, the source of the Bhagirathi, lies further up the valley on a trek that needs a separate permit.',
    ],
  },
  {
    slug: 'kedarnath',
    name: 'Kedarnath',
    deity: 'Lord Shiva',
    image: kedarnathImage,
    paragraphs: [
      'Kedarnath is one of the twelve Jyotirlingas of Shiva and the first of the Panch Kedar. The stone temple stands at the head of the Mandakini valley, below snow peaks.',
      `At ${CHAR_DHAM_FACTS.kedarnathAltitudeFt} ft it is the highest of the four shrines. The ${CHAR_DHAM_FACTS.kedarnathTrekKm} km walk starts at Gaurikund; ponies, palkis and helicopters from the Guptkashi area make it easier.`,
    ],
  },
  {
    slug: 'badrinath',
    name: 'Badrinath',
    deity: 'Lord Vishnu',
    image: badrinathImage,
    paragraphs: [
      'Badrinath is dedicated to Vishnu as Badrinarayan and is also one of the four dhams of India. It stands on the Alaknanda between the Nar and Narayan ranges.',
      'The temple is reached by road. Pilgrims bathe in the hot spring of Tapt Kund before the darshan, and Mana village, the last Indian village before Tibet, is 3 km away.',
    ],
  },
]

export const HOW_TO_REACH: { title: string; text: string }[] = [
  {
    title: 'By air',
    text: 'Jolly Grant Airport at Dehradun is the nearest airport, within an hour’s drive of Rishikesh and Haridwar.',
  },
  {
    title: 'By train',
    text: 'Haridwar and Dehradun have direct trains from Delhi and most large cities; Rishikesh is also served by rail.',
  },
  {
    title: 'By road',
    text: 'Buses and taxis run from Delhi to Haridwar and Rishikesh, where the yatra road begins. Our Char Dham packages start and end in Haridwar, with Delhi pick-up and drop as an add-on.',
  },
  {
    title: 'On foot',
    text: `Yamunotri is a ${CHAR_DHAM_FACTS.yamunotriTrekKm} km walk from Janki Chatti and Kedarnath a ${CHAR_DHAM_FACTS.kedarnathTrekKm} km walk from Gaurikund; Gangotri and Badrinath are reached by road.`,
  },
  {
    title: 'By helicopter',
    text: 'Helicopter services fly to Kedarnath from Phata, Sersi and Guptkashi, and charters are available for Badrinath.',
  },
]
