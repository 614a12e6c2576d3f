/**
 * Real words for the search bench's vocabulary, most frequent first within
 * each list: the English a resident writes, romanised Hindi (Hinglish), and
 * Indian places. `vocabulary.ts` ranks them ahead of a generated long tail.
 */
// biome-ignore format: word lists
export const ENGLISH = `the and to a of in is for it on that this with near at be are was have not you from my our by
there any but or if can as please all will they we one has been so do about road after some what when who would
time today morning evening night week day month year since still again also just only very more other new good
best need looking anyone know help find buy sell free cheap price rate charge pay paid cash online order delivery
water power cut supply tank tanker pipe leak leaking drain drains flooded flooding rain rains monsoon umbrella
traffic jam signal metro station bus auto cab train platform bridge flyover underpass footpath parking lane gate
society building flat apartment tower block sector colony market shop store mall bakery pharmacy clinic hospital
doctor nurse school college tuition class teacher student exam result admission fees uniform books library park
garden tree trees dog dogs cat cats stray animal bird birds noise construction work repair contractor painter
plumber electrician carpenter maid cook driver tailor mechanic tutor security guard watchman police complaint
theft stolen lost found wallet phone keys bag bike scooter car cycle accident pothole potholes garbage waste
collection recycle compost dust pollution smoke fire smell mosquito mosquitoes dengue fever cold cough medicine
vaccine camp blood donation festival celebration puja temple mosque church gurudwara wedding function party
event meeting residents committee association notice circular rules maintenance bill electricity meter reading
gas cylinder booking internet wifi broadband network outage router cable tv recharge number contact details
recommend recommendation recommendations suggest suggestions review experience amazing terrible overpriced
clean dirty crowded quiet safe unsafe careful avoid warning alert update urgent emergency ambulance blocked
closed open opening timings weekend weekends sunday monday tuesday wednesday thursday friday saturday holiday
vegetables fruits fish chicken mutton eggs milk bread rice dal atta oil sugar tea coffee snacks sweets restaurant
cafe dhaba stall vendor hawker cart food lunch dinner breakfast tiffin packed home cooked healthy spicy tasty
walk walking running jogging yoga gym swimming pool cricket football badminton ground playground kids children
senior citizens women ladies men family neighbours neighbour friends group whatsapp telegram post share shared
sharing reply replies thanks thank welcome sorry problem problems issue issues fixed fixing broken working
started starting finished waiting waited called calling message messages photo photos video left right straight
opposite behind front next corner main cross first second third fourth fifth old small big large long short
early late quickly slowly every each many few most less much enough half full empty hot warm cool heavy light`;

// biome-ignore format: word lists
export const HINGLISH = `hai hain ka ki ke ko se mein par aur bhi nahi nahin kya kab kahan kaun kaise kyun koi kuch sab
bahut thoda jaldi abhi kal aaj parso subah shaam raat din hafta mahina saal acha accha achha theek thik bilkul
yaar bhai didi aunty uncle bhaiya beta log wala wali wale paani pani bijli light gayi gaya aayi aaya aayega
chahiye chaiye milega milegi mila mili dekho dekha suno bolo batao bataiye jaldi sasta sasti mehenga mahanga
sabzi sabji bhaji doodh chai khana khaana nashta roti chawal daal mithai namkeen samosa pakora kachori jalebi
gali galli mohalla chowk nukkad naka bazaar bazar mandi dukaan dukan kirana thela rickshaw tempo gaadi gadi
kaam kaamwali bai dhobi istri press darzi nai mochi kabadi raddi kooda kachra safai jhaadu pocha bartan
dikkat pareshani samasya madad sahayata shikayat suchna khabar jaankari zaroori zaruri jarur dhyan savdhan
barish baarish garmi sardi dhoop thand kohra hawa toofan baadh jaam bheed shor dhuan badbu machhar
mandir masjid puja aarti pandal mela utsav diwali holi eid navratri ganpati durga chhath pongal onam lohri`;

// biome-ignore format: word lists
export const PLACES = `Mumbai Delhi Bengaluru Bangalore Kolkata Chennai Hyderabad Pune Ahmedabad Surat Jaipur Lucknow Kanpur
Nagpur Indore Thane Bhopal Visakhapatnam Patna Vadodara Ghaziabad Ludhiana Agra Nashik Faridabad Meerut Rajkot
Varanasi Srinagar Aurangabad Dhanbad Amritsar Allahabad Prayagraj Ranchi Howrah Coimbatore Jabalpur Gwalior
Vijayawada Jodhpur Madurai Raipur Kota Guwahati Chandigarh Solapur Bareilly Moradabad Mysuru Mysore Gurugram
Gurgaon Noida Aligarh Jalandhar Tiruchirappalli Bhubaneswar Salem Warangal Thiruvananthapuram Kochi Cochin
Kozhikode Dehradun Shimla Udaipur Ajmer Bikaner Jammu Mangaluru Belagavi Hubballi Dharwad Tirupati Nellore
Puducherry Panaji Margao Vasco Goa Siliguri Durgapur Asansol Cuttack Rourkela Jamshedpur Bokaro Gaya Bhagalpur
Gorakhpur Jhansi Mathura Vrindavan Haridwar Rishikesh Nainital Manali Ooty Kodaikanal Munnar Alleppey Alappuzha
Thrissur Kollam Kannur Vellore Erode Tiruppur Hosur Davanagere Shivamogga Ballari Kalaburagi Latur Kolhapur
Sangli Satara Ahmednagar Akola Amravati Jalgaon Dhule Nanded Bhiwandi Kalyan Dombivli Vasai Virar Panvel
Navi Borivali Kandivali Malad Goregaon Jogeshwari Vile Parle Santacruz Khar Mahim Matunga Sion Kurla Ghatkopar
Vikhroli Bhandup Mulund Chembur Govandi Mankhurd Worli Parel Byculla Colaba Churchgate Fort Girgaon Tardeo
Malabar Cuffe Nariman Lokhandwala Versova Oshiwara Marol Saki Chandivali Hiranandani Kanjurmarg Wadala Dharavi
Rohini Pitampura Shalimar Model Town Mukherjee Nagar Kamla Civil Lines Chandni Chowk Daryaganj Paharganj Karol
Rajouri Tilak Vikaspuri Uttam Dwarka Palam Mahipalpur Vasant Munirka Malviya Sheikh Sarai Chittaranjan Kalkaji
Govindpuri Okhla Jasola Sarita Badarpur Mayur Patparganj Preet Vihar Laxmi Shahdara Dilshad Seelampur Yamuna
Whitefield Koramangala Indiranagar Jayanagar Basavanagudi Malleshwaram Rajajinagar Yeshwanthpur Hebbal Yelahanka
Banashankari Bellandur Sarjapur Marathahalli Electronic Domlur Ulsoor Frazer Shivajinagar Richmond Sadashivanagar
Vijayanagar Kengeri Bommanahalli Hongasandra Begur Hulimavu Bannerghatta Kanakapura Jalahalli Peenya Mathikere
Kothrud Aundh Baner Balewadi Wakad Hinjewadi Pimpri Chinchwad Akurdi Nigdi Hadapsar Kharadi Wagholi Viman Yerwada
Kalyani Koregaon Camp Swargate Sinhagad Katraj Kondhwa Undri Wanowrie Magarpatta Deccan Shivaji Erandwane Karve
Banjara Jubilee Madhapur Gachibowli Kondapur Kukatpally Miyapur Ameerpet Begumpet Secunderabad Somajiguda Abids
Koti Nampally Mehdipatnam Tolichowki Attapur Uppal Nagole Dilsukhnagar Kothapet Malakpet Charminar Falaknuma
Adyar Mylapore Nungambakkam Egmore Triplicane Royapettah Alwarpet Teynampet Saidapet Guindy Velachery Tambaram
Chromepet Pallavaram Porur Vadapalani Kodambakkam Ashok Anna Kilpauk Perambur Tondiarpet Thiruvottiyur Besant
Ballygunge Gariahat Jadavpur Tollygunge Behala Alipore Bhowanipore Kalighat Dum Baranagar Shyambazar Bagbazar
Sealdah Esplanade Chowringhee Salt Lake Rajarhat Baguiati Kasba Garia Sonarpur Barasat Howrah Shibpur Bally`;
