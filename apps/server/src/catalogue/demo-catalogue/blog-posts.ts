import type { DemoBlogPost } from './types.ts'

/** A few practical articles for the blog. Facts are general guidance; check current rules before travelling. */
export const demoBlogPosts: DemoBlogPost[] = [
  {
    slug: 'preparing-for-your-first-himalayan-trek',
    title: 'Preparing for your first Himalayan trek',
    excerpt:
      'How to pick a first trek, how fit you need to be, what altitude does to the body and what to sort out before you leave home.',
    body: [
      'Most first Himalayan treks go well when three things are right: the trek suits your experience, your legs and lungs are ready for six or seven hours of walking a day, and you know how to read the early signs of altitude sickness. None of this needs special talent, but it does need a few weeks of preparation.',
      'Start with a trek that stays below about 4,000 m and has short, steady days. Kedarkantha, Brahmatal and Dzongri are good first choices; Nag Tibba or the Chopta–Chandrashila walk work as a weekend trial before committing to a week. Leave crossover passes such as Hampta and long routes such as Roopkund or the Kashmir Great Lakes for a second or third trek, once you know how you handle altitude and consecutive long days.',
      'Begin training six to eight weeks before the departure date. Aim to jog 5 km without stopping, and then to bring that time down to about 40 minutes. Add stair climbing or hill walks with a backpack of 6–8 kg twice a week, because the muscles used going uphill with a load are not the same as those used running on the flat. Wear your trekking shoes on these walks so they are broken in before the trek.',
      'Above about 2,500 m the air holds less oxygen, and the body needs a few days to adjust. Headache, loss of appetite, nausea and unusual tiredness are the early signs of acute mountain sickness. Tell your trek leader as soon as you notice them, drink three to four litres of water a day, and never climb higher while symptoms are getting worse. Our itineraries gain height gradually and keep a leader with a pulse oximeter and oxygen on every departure, but the first warning always comes from you.',
      'Before you leave, carry an original photo ID (some check posts and all national parks ask for it), a medical fitness certificate signed by a doctor, and travel insurance that covers trekking at the altitude you will reach. Pack your own medicines, and tell us in advance about any condition such as asthma, blood pressure or diabetes so that the leader is aware of it.',
    ],
    coverImage: '/images/blog/preparing-for-your-first-himalayan-trek.svg',
    author: 'Trippy Himalaya Trek Team',
    publishedDaysAgo: 64,
    tags: ['First trek', 'Fitness', 'Altitude'],
  },
  {
    slug: 'char-dham-yatra-opening-dates',
    title: 'Char Dham Yatra: opening dates and what to plan for',
    excerpt:
      'The four temples open in late April or early May, on days fixed by the Hindu calendar. How the dates are set, and what they mean for planning, registration and the two walks.',
    body: [
      'The four shrines of the Uttarakhand Char Dham open each year in late April or early May, on days the temple committees fix by the Hindu calendar. Gangotri and Yamunotri open on Akshaya Tritiya; the day for Kedarnath is announced on Maha Shivratri and the day for Badrinath on Basant Panchami. Gangotri, Yamunotri and Kedarnath close in October or November, around Diwali and Bhai Dooj, and Badrinath closes in November.',
      'The traditional order runs from west to east: Yamunotri, Gangotri, Kedarnath and then Badrinath. Allow about 10 to 12 days from Haridwar for all four. Two of the shrines need a walk. Yamunotri, at 10,606 ft, is 6 km from Janki Chatti; Kedarnath, at 11,745 ft, is 14 km from Gaurikund. Gangotri and Badrinath are reached by road.',
      'Registration with the Uttarakhand government is mandatory for every pilgrim, and registrations are checked on the way. We register our travellers before departure, so please send the name, age, phone number and ID details of each person when you book. A medical certificate is strongly recommended, especially for Kedarnath, and pilgrims over 50 or with heart or breathing conditions should see a doctor before booking.',
      'Helicopter services fly to Kedarnath from Phata, Sersi and Guptkashi, and there are charter options for Badrinath. Tickets for the Kedarnath shuttle are sold only through the official IRCTC booking site and sell out quickly once each batch is released. If you want a helicopter, tell us early so the rest of the itinerary can be arranged around your flight date.',
      'The best weeks are May and June, and again from mid-September to October. July and August bring the monsoon, when landslides can close the roads to Kedarnath and Badrinath for hours or days at a time; if you travel then, keep a spare day in your plans and expect changes. Whatever the month, carry warm layers: mornings at Kedarnath and Badrinath are cold even in summer.',
    ],
    coverImage: '/images/blog/char-dham-yatra-2025-opening-dates.svg',
    author: 'Trippy Himalaya Yatra Desk',
    publishedDaysAgo: 21,
    tags: ['Char Dham', 'Kedarnath', 'Badrinath', 'Yatra planning'],
  },
  {
    slug: 'what-to-pack-for-kedarkantha-in-winter',
    title: 'What to pack for Kedarkantha in winter',
    excerpt:
      'Night temperatures at Kedarkantha base camp fall well below freezing between December and February. A layer-by-layer packing list that keeps you warm without overloading your bag.',
    body: [
      'Between December and February the Kedarkantha trail is under snow from Juda ka Talab upwards, and night temperatures at the base camp commonly fall to between −5 °C and −10 °C. Days in the sun can be pleasantly warm, so the aim is not one heavy jacket but layers you can add and remove as you walk.',
      'For the body, pack two thermal base layers (one to walk in, one kept dry for camp), two fleece or light woollen layers, and one padded or down jacket for the evenings and summit morning. Add a waterproof and windproof outer shell and trekking trousers, plus a pair of thermal leggings. Cotton stays wet once it is wet, so avoid it next to the skin.',
      'Feet and hands matter most in snow. Bring trekking shoes with ankle support and a deep tread, three pairs of woollen socks, and two pairs of gloves: thin fleece liners and waterproof outer gloves. We provide microspikes and gaiters, which go over your shoes. For the head, carry a woollen cap, a balaclava or neck gaiter, and UV-protection sunglasses; glare off the snow can cause snow blindness within hours.',
      'In the rucksack (40–50 litres, with a rain cover) keep a headlamp with spare batteries, two one-litre water bottles, ideally one insulated so it does not freeze overnight, sunscreen of SPF 50, lip balm, a small personal medical kit, and a trekking pole. A light daypack is useful if you choose to offload your main bag.',
      'Finally, carry less than you think. Everything you pack you will carry up about 1,900 m of ascent, so leave behind jeans, extra shoes and anything you would only use in town. And bring a small bag for your own wrappers and waste: nothing is left on the mountain.',
    ],
    coverImage: '/images/blog/what-to-pack-for-kedarkantha-in-winter.svg',
    author: 'Trippy Himalaya Trek Team',
    publishedDaysAgo: 103,
    tags: ['Kedarkantha', 'Packing list', 'Winter trekking'],
  },
  {
    slug: 'valley-of-flowers-season-guide',
    title: 'When to visit the Valley of Flowers: a month-by-month guide',
    excerpt:
      'The Valley of Flowers is open from 1 June to 31 October, but it looks very different in June, at the height of the monsoon and in autumn.',
    body: [
      'The Valley of Flowers National Park in Chamoli district is open from 1 June to 31 October. Visits are by day only: walkers leave Ghangaria in the morning, enter through the forest check post, and must be out of the park by the evening closing time. There is no camping inside the valley. The mountaineer Frank Smythe brought the valley to wider attention after he came upon it in 1931, and it is now a UNESCO World Heritage Site together with the Nanda Devi National Park.',
      'In June the valley is still waking up. Snow bridges lie across the streams and patches of old snow cover the upper valley, with early flowers coming up at their edges. The trail is quieter, but the valley is more brown and white than green.',
      'From early July to mid-August the monsoon brings the valley into full bloom, with blue poppies, cobra lilies, primulas, geraniums and balsams across the slopes. This is the most popular time to visit and also the wettest. Expect rain most days, mist that opens and closes over the peaks, and landslides on the Rishikesh–Badrinath highway that can hold up traffic for hours. We keep a buffer in our itineraries and advise travellers to do the same with their onward bookings.',
      'From mid-August into September the rain eases and the flowers begin to thin, but the valley is still green, the skies clear more often and the brahma kamal flowers along the upper trail to Hemkund Sahib. For many walkers this is the best balance of weather and colour. By October the meadows have turned gold and brown, the mornings are cold and the crowds have gone.',
      'Whenever you go, carry a good rain jacket and a cover for your backpack, shoes with a firm grip for wet stone paths, and a day’s worth of water and snacks, as nothing is sold inside the park. Do not pick flowers or leave the marked trail, and bring all your waste back to Ghangaria.',
    ],
    coverImage: '/images/blog/valley-of-flowers-season-guide.svg',
    author: 'Trippy Himalaya Trek Team',
    publishedDaysAgo: 9,
    tags: ['Valley of Flowers', 'Monsoon', 'Season guide'],
  },
]
