import type { DemoDestination } from './types.ts'

/** The five regions the operator runs trips in, in the order of the Destinations menu. */
export const demoDestinations: DemoDestination[] = [
  {
    slug: 'uttarakhand',
    name: 'Uttarakhand',
    state: 'Uttarakhand',
    summary:
      'Garhwal and Kumaon: the Char Dham shrines, the Panch Kedar temples and winter snow treks that start a day’s drive from Dehradun or Kathgodam.',
    description:
      'Most of our trips run in Uttarakhand. Pilgrims come for Yamunotri, Gangotri, Kedarnath and Badrinath between May and October, and for the quieter Panch Kedar temples. Trekkers come for Kedarkantha and Brahmatal in winter, Har Ki Dun and Roopkund in spring and autumn, and the Valley of Flowers in the monsoon. Rishikesh is the usual meeting point, with white-water rafting on the Ganga between September and June and skiing at Auli when the snow is in.',
    image: '/images/destinations/uttarakhand.svg',
    isPopular: false,
    isNew: false,
  },
  {
    slug: 'himachal-pradesh',
    name: 'Himachal Pradesh',
    state: 'Himachal Pradesh',
    summary:
      'Manali, Spiti and the Parvati valley: crossover passes, cold-desert road journeys and first 5,000 and 6,000 metre summits.',
    description:
      'Himachal gives two very different landscapes a day apart. South of the Pir Panjal are the pine and deodar valleys of Kullu, Parvati, Tirthan and the Dhauladhar above Dharamshala; north of it, through the Atal Tunnel or over Kunzum La, lie the cold deserts of Lahaul and Spiti. We run the Hampta Pass crossing, Spiti road journeys, Friendship Peak and Kanamo climbs, paragliding at Bir Billing and easy family holidays in Shimla and Manali.',
    image: '/images/destinations/himachal-pradesh.svg',
    isPopular: false,
    isNew: false,
  },
  {
    slug: 'kashmir',
    name: 'Kashmir',
    state: 'Jammu and Kashmir',
    summary:
      'High alpine lakes above Sonamarg and Aru, houseboats on Dal Lake, and, across the Zoji La, the Ladakh climbs that start from Leh.',
    description:
      'The Kashmir Great Lakes and Tarsar Marsar treks cross meadows and passes between July and September, when the snow has melted off the lake basins. Family and women-only holidays stay on Dal Lake houseboats and visit Gulmarg, Pahalgam and Sonamarg. Our Ladakh expeditions, Stok Kangri and Kang Yatse II, are listed here too: they are run by the same team, although Ladakh is a separate Union Territory and the climbs begin in Leh.',
    image: '/images/destinations/kashmir.svg',
    isPopular: false,
    isNew: false,
  },
  {
    slug: 'sikkim',
    name: 'Sikkim',
    state: 'Sikkim',
    summary:
      'Kanchenjunga from Dzongri and Goechala, old monasteries in Pelling and Gangtok, and the rhododendron valleys of North Sikkim.',
    description:
      'Sikkim is small enough that a week covers a lot of ground, but its roads are slow and its permits matter. The Goechala and Dzongri treks start in Yuksom and run inside Khangchendzonga National Park, best in April–May and October–November. Gangtok, Rumtek and Pemayangtse anchor our monastery trail, and North Sikkim’s Lachung and Yumthang valley need a permit that we arrange from Gangtok.',
    image: '/images/destinations/sikkim.svg',
    isPopular: true,
    isNew: false,
  },
  {
    slug: 'northeast',
    name: 'North East India',
    state: 'Meghalaya, Arunachal Pradesh and Nagaland',
    summary:
      'Living root bridges in Meghalaya, the road over Sela Pass to Tawang, and the Dzukou valley on the Nagaland–Manipur border.',
    description:
      'Our newest region. In Meghalaya we walk down to the double-decker living root bridge at Nongriat and stay in village homestays around Sohra. In Arunachal Pradesh we drive from the Assam plains through Dirang and over Sela Pass to Tawang, with Inner Line Permits arranged in advance. In Nagaland a short trek from Kohima reaches the Dzukou valley. Trips start and end in Guwahati or Dimapur.',
    image: '/images/destinations/northeast.svg',
    isPopular: false,
    isNew: true,
  },
]
