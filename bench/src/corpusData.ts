/**
 * Word lists for the synthetic search corpus: real Indian cities and
 * neighbourhoods, landmarks and roads, and the English and Hinglish a
 * resident would actually write.
 */
// biome-ignore format: one city per entry reads as a table
export const PLACES: ReadonlyArray<{ city: string; areas: readonly string[]; landmarks: readonly string[] }> = [
  { city: 'Bengaluru', areas: ['Koramangala', 'Indiranagar', 'Jayanagar', 'HSR Layout', 'Whitefield', 'Malleshwaram', 'Hebbal', 'Marathahalli'],
    landmarks: ['Sony Signal', 'Forum Mall', '100 Feet Road', 'Silk Board', 'Outer Ring Road', 'Cubbon Park'] },
  { city: 'Mumbai', areas: ['Bandra West', 'Andheri East', 'Powai', 'Dadar', 'Chembur', 'Juhu', 'Goregaon', 'Colaba'],
    landmarks: ['Carter Road', 'Lokhandwala market', 'Hiranandani Gardens', 'Shivaji Park', 'Linking Road', 'Marine Drive'] },
  { city: 'Delhi', areas: ['Saket', 'Lajpat Nagar', 'Hauz Khas', 'Karol Bagh', 'Dwarka', 'Vasant Kunj', 'Janakpuri', 'Mayur Vihar'],
    landmarks: ['Select City Walk', 'Sarojini market', 'Deer Park', 'Rajiv Chowk metro', 'Nehru Place', 'India Gate'] },
  { city: 'Pune', areas: ['Kothrud', 'Aundh', 'Baner', 'Viman Nagar', 'Koregaon Park', 'Hadapsar', 'Wakad', 'Hinjewadi'],
    landmarks: ['Karve Road', 'FC Road', 'Phoenix Marketcity', 'Vetal Tekdi', 'Shaniwar Wada', 'JM Road'] },
  { city: 'Hyderabad', areas: ['Banjara Hills', 'Jubilee Hills', 'Gachibowli', 'Madhapur', 'Kukatpally', 'Begumpet', 'Ameerpet', 'Secunderabad'],
    landmarks: ['Charminar', 'Inorbit Mall', 'KBR Park', 'Hitech City metro', 'Necklace Road', 'Tank Bund'] },
  { city: 'Chennai', areas: ['Adyar', 'Mylapore', 'T. Nagar', 'Anna Nagar', 'Velachery', 'Besant Nagar', 'Nungambakkam', 'Guindy'],
    landmarks: ['Elliot Beach', 'Kapaleeshwarar Temple', 'Pondy Bazaar', 'Phoenix Mall', 'Marina Beach', 'Mount Road'] },
  { city: 'Kolkata', areas: ['Salt Lake', 'Ballygunge', 'Gariahat', 'Park Street', 'Jadavpur', 'Behala', 'Tollygunge', 'Alipore'],
    landmarks: ['Gariahat market', 'Victoria Memorial', 'Lake Mall', 'Esplanade crossing', 'College Street', 'Rabindra Sarobar'] },
  { city: 'Jaipur', areas: ['Malviya Nagar', 'Vaishali Nagar', 'C-Scheme', 'Mansarovar', 'Raja Park', 'Bani Park', 'Jagatpura', 'Johari Bazar'],
    landmarks: ['Hawa Mahal', 'World Trade Park', 'Jawahar Circle', 'MI Road', 'Albert Hall', 'Nahargarh Road'] },
];

// biome-ignore format: word lists
export const SERVICES = ['plumber', 'electrician', 'carpenter', 'maid', 'cook', 'tailor', 'driver', 'painter', 'mechanic', 'tutor', 'vet', 'dentist', 'physiotherapist', 'yoga teacher', 'pest control'];
// biome-ignore format: word lists
export const FOODS = ['filter coffee', 'vada pav', 'biryani', 'momos', 'chole bhature', 'dosa', 'pani puri', 'misal pav', 'kulfi', 'jalebi', 'idli', 'kathi roll', 'masala chai', 'pav bhaji', 'lassi'];
// biome-ignore format: word lists
export const ITEMS = ['vegetables', 'fish', 'fruits', 'books', 'school uniforms', 'cycle', 'sofa', 'plants', 'sarees', 'electronics', 'medicines', 'groceries'];
// biome-ignore format: word lists
export const ADJECTIVES = ['amazing', 'terrible', 'worth the queue', 'overpriced', 'surprisingly good', 'bahut tasty', 'too crowded', 'very clean'];
// biome-ignore format: word lists
export const TIMES = ['morning', 'last night', 'since 3 pm', 'two days', 'this week', 'Sunday', 'yesterday evening'];
// biome-ignore format: word lists
export const ALIAS_WORDS = {
  adjectives: ['Quiet', 'Sunny', 'Brave', 'Gentle', 'Lucky', 'Swift', 'Calm', 'Bright', 'Kind', 'Witty', 'Bold', 'Merry'],
  nouns: ['Mango', 'Neem', 'Peacock', 'Koel', 'Banyan', 'Tiger', 'Lotus', 'Myna', 'Jasmine', 'Parrot', 'Tulsi', 'Kingfisher'],
};

type Slots = {
  area: string;
  landmark: string;
  service: string;
  food: string;
  item: string;
  adj: string;
  time: string;
};
type Template = (s: Slots) => string;

/** Titles per post type, in the mix of English and Hinglish residents write. */
export const TITLES: Record<'ask' | 'experience' | 'alert' | 'tip', readonly Template[]> = {
  ask: [
    (s) => `Need a good ${s.service} in ${s.area}`,
    (s) => `Koi acha ${s.service} jaanta hai ${s.area} mein?`,
    (s) => `Where to buy ${s.item} near ${s.landmark}?`,
    (s) => `Best ${s.food} near ${s.landmark}?`,
    (s) => `Any reliable ${s.service} for weekends?`,
    (s) => `${s.area} mein ${s.item} kahan milega?`,
  ],
  experience: [
    (s) => `${s.food} at ${s.landmark} was ${s.adj}`,
    (s) => `Bahut maza aaya at ${s.landmark}`,
    (s) => `Our ${s.service} experience in ${s.area}`,
    (s) => `Sunday walk from ${s.landmark} to ${s.area}`,
    (s) => `Lost and found near ${s.landmark}: wallet returned`,
  ],
  alert: [
    (s) => `Water logging near ${s.landmark}`,
    (s) => `Power cut in ${s.area} ${s.time}`,
    (s) => `Bijli gayi in ${s.area}`,
    (s) => `Traffic jam on ${s.landmark}`,
    (s) => `Chain snatching near ${s.landmark}`,
    (s) => `Paani nahi aa raha in ${s.area}`,
    (s) => `Road digging near ${s.landmark} till Friday`,
  ],
  tip: [
    (s) => `Cheapest ${s.item} market in ${s.area}`,
    (s) => `Save water this summer in ${s.area}`,
    (s) => `Monsoon tips for ${s.area} residents`,
    (s) => `${s.food} ka best stall near ${s.landmark}`,
    (s) => `Composting at home in ${s.area}, simple steps`,
  ],
};

/** Sentences the content is made of. */
export const SENTENCES: readonly Template[] = [
  (s) => `Heavy rain since ${s.time} and the underpass near ${s.landmark} is flooded.`,
  (s) => `Koi help kar sakta hai? ${s.area} mein yeh problem ${s.time} se hai.`,
  (s) => `The ${s.service} came on time and charged fairly.`,
  (s) => `Please avoid ${s.landmark} between 6 and 9 pm.`,
  (s) => `Tried the ${s.food} near ${s.landmark}, it was ${s.adj}.`,
  (s) => `BBMP and the police in ${s.area} have been informed.`,
  (s) => `Sabzi aur ${s.item} bahut sasta hai near the station.`,
  (s) => `Tanker wala ka number chahiye, ${s.area} mein paani supply band hai.`,
  (s) => `Anyone else in ${s.area} facing this?`,
  (s) => `Share numbers of a good ${s.service} if you have one.`,
  (s) => `The society WhatsApp group says it will be fixed by ${s.time}.`,
  (s) => `Bring an umbrella near ${s.landmark}, the auto drivers are refusing short trips.`,
  (s) => `Parking was a pain but the ${s.item} were worth it.`,
  (s) => `Kal ${s.time} se light nahi hai, inverter bhi khatam.`,
];
