import { SEARCH_LIMITS } from './search-messages.ts'

/** A built-in suggestion: a real trip of the catalogue, offered for one or two typed characters. */
export type Suggestion = {
  slug: string
  name: string
  category: string
  location: string
  trending: boolean
}

/**
 * Trips travellers ask for most, as stored in the demo catalogue (search.desktop.spec.ts checks
 * every one against GET /api/packages/:slug, so a renamed trip fails a test).
 */
export const BUILT_IN_SUGGESTIONS: readonly Suggestion[] = [
  {
    slug: 'kedarnath-1-dham-yatra',
    name: '1 Dham Yatra (Kedarnath)',
    category: 'Char Dham',
    location: 'Kedarnath, Rudraprayag, Uttarakhand',
    trending: true,
  },
  {
    slug: 'char-dham-yatra',
    name: 'Char Dham Yatra',
    category: 'Char Dham',
    location: 'Yamunotri, Gangotri, Kedarnath and Badrinath, Uttarakhand',
    trending: false,
  },
  {
    slug: 'valley-of-flowers-trek',
    name: 'Valley of Flowers Trek',
    category: 'Treks',
    location: 'Ghangaria, Chamoli, Uttarakhand',
    trending: false,
  },
  {
    slug: 'kedarkantha-trek',
    name: 'Kedarkantha Trek',
    category: 'Treks',
    location: 'Sankri, Uttarkashi, Uttarakhand',
    trending: false,
  },
  {
    slug: 'do-dham-yatra-kedarnath-badrinath',
    name: '2 Dham Yatra (Kedarnath and Badrinath)',
    category: 'Char Dham',
    location: 'Kedarnath and Badrinath, Uttarakhand',
    trending: false,
  },
  {
    slug: 'hampta-pass-trek',
    name: 'Hampta Pass Trek with Chandratal',
    category: 'Treks',
    location: 'Manali, Kullu, Himachal Pradesh',
    trending: true,
  },
  {
    slug: 'brahmatal-trek',
    name: 'Brahmatal Trek',
    category: 'Treks',
    location: 'Lohajung, Chamoli, Uttarakhand',
    trending: true,
  },
  {
    slug: 'adi-kailash-om-parvat-yatra',
    name: 'Adi Kailash and Om Parvat Yatra',
    category: 'Spiritual Trips',
    location: 'Gunji, Pithoragarh, Uttarakhand',
    trending: true,
  },
  {
    slug: 'kashmir-great-lakes-trek',
    name: 'Kashmir Great Lakes Trek',
    category: 'Treks',
    location: 'Sonamarg, Ganderbal, Jammu and Kashmir',
    trending: false,
  },
  {
    slug: 'tungnath-chandrashila-weekend',
    name: 'Chopta, Tungnath and Chandrashila Weekend',
    category: 'Weekend Trips',
    location: 'Chopta, Rudraprayag, Uttarakhand',
    trending: true,
  },
  {
    slug: 'spiti-valley-backpacking',
    name: 'Spiti Valley Circuit',
    category: 'Backpacking Trips',
    location: 'Kinnaur and Spiti, Himachal Pradesh',
    trending: false,
  },
  {
    slug: 'stok-kangri-expedition',
    name: 'Stok Kangri Expedition (6,153 m)',
    category: 'Expeditions',
    location: 'Stok, Leh, Ladakh',
    trending: false,
  },
]

function startsAWord(name: string, needle: string): boolean {
  return name.split(/[^a-z0-9]+/).some((word) => word.startsWith(needle))
}

/**
 * The suggestions whose name contains the query (any case), at most `max` of them: names with a
 * word that starts with the query first, so 'ke' offers Kedarnath before Great Lakes.
 */
export function filterSuggestions(
  query: string,
  suggestions: readonly Suggestion[] = BUILT_IN_SUGGESTIONS,
  max: number = SEARCH_LIMITS.suggestions,
): Suggestion[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return []
  const byWord: Suggestion[] = []
  const inside: Suggestion[] = []
  for (const suggestion of suggestions) {
    const name = suggestion.name.toLowerCase()
    if (startsAWord(name, needle)) byWord.push(suggestion)
    else if (name.includes(needle)) inside.push(suggestion)
  }
  return [...byWord, ...inside].slice(0, max)
}
