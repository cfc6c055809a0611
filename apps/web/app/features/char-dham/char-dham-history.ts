// Apart from the guide's other content (char-dham-content.ts): the home page shows this block too,
// and would otherwise load the whole guide's text.
/** The 'History of Chardham Temples' block under the package carousel. */
export const HISTORY_PARAGRAPHS = [
  'The Char Dham of Uttarakhand, Yamunotri, Gangotri, Kedarnath and Badrinath, are four of the most sacred shrines of Hinduism, set high in the Garhwal Himalaya at the sources of the Yamuna, the Bhagirathi, the Mandakini and the Alaknanda.',
  'The Yamunotri temple is said to have been built in 1839 and honours the goddess Yamuna; Gangotri honours the goddess Ganga, Kedarnath is one of the twelve Jyotirlingas of Shiva, and Badrinath is dedicated to Vishnu. Pilgrims traditionally visit them from west to east, from Yamunotri to Badrinath.',
]
