// Hand-written demo catalog: invented creators and realistic, policy-compliant titles for every category.
import type { AgeBand, Category, ContentStatus, Language } from '#shared/domain';
import { SUBMISSION_TAGS } from '#shared/submission.schema';

/** The demo uses the submission form's tag chips, so demo items look like real submissions. */
export const DEMO_TAGS = SUBMISSION_TAGS;
export type DemoTag = (typeof DEMO_TAGS)[number];

export type DemoCreator = {
  userId: string;
  fullName: string;
  email: string;
  city: string;
  country: string;
  bio: string;
  expertise: string[];
  website: string;
  /** Social handle used for Instagram and TikTok items. */
  handle: string;
  languages: Language[];
  specialties: Category[];
};

/** Invented people; websites use the reserved .example domain so no link points at a real channel. */
export const DEMO_CREATORS: DemoCreator[] = [
  {
    userId: 'demo-creator-1',
    fullName: 'Aisha Siddiqui',
    email: 'aisha.creator@demo.qamarkids.local',
    city: 'London',
    country: 'United Kingdom',
    bio: 'Former primary teacher making gentle Quran, dua and manners videos for little ones.',
    expertise: ['Quran memorisation', 'Early years education', 'Islamic manners'],
    website: 'https://little-learners-aisha.example',
    handle: 'littlelearners.aisha',
    languages: ['English', 'Arabic'],
    specialties: ['Quran & Dua for Kids', 'Islamic Stories & Manners', 'Nasheeds & Songs'],
  },
  {
    userId: 'demo-creator-2',
    fullName: 'Yusuf Bello',
    email: 'yusuf.creator@demo.qamarkids.local',
    city: 'Abuja',
    country: 'Nigeria',
    bio: 'Dad of four and youth football coach. Crafts, cooking and sport with a halal twist, in English and Hausa.',
    expertise: ['Arts and crafts', 'Youth sport', 'Family cooking'],
    website: 'https://bello-family-makers.example',
    handle: 'bellofamilymakers',
    languages: ['English', 'Other'],
    specialties: ['DIY Crafts & Cooking', 'Sports & Fitness', 'Other'],
  },
  {
    userId: 'demo-creator-3',
    fullName: 'Maryam Al-Hashimi',
    email: 'maryam.creator@demo.qamarkids.local',
    city: 'Sharjah',
    country: 'United Arab Emirates',
    bio: 'Arabic teacher and science lover. I help children read Arabic and wonder at the world Allah created.',
    expertise: ['Arabic language', 'Science for kids', 'Tajweed'],
    website: 'https://maryam-arabic-corner.example',
    handle: 'maryams.arabic.corner',
    languages: ['Arabic', 'English'],
    specialties: ['STEM & Learning Activities', 'Quizzes & Trivia', 'Quran & Dua for Kids'],
  },
  {
    userId: 'demo-creator-4',
    fullName: 'Bilal Qureshi',
    email: 'bilal.creator@demo.qamarkids.local',
    city: 'Lahore',
    country: 'Pakistan',
    bio: 'Nasheed artist and storyteller. Vocals-only songs and stories about good character, in Urdu and English.',
    expertise: ['Nasheeds', 'Storytelling', 'Urdu'],
    website: 'https://bilal-nasheed-studio.example',
    handle: 'bilalnasheeds',
    languages: ['Urdu', 'English'],
    specialties: ['Nasheeds & Songs', 'Islamic Stories & Manners', 'Shows'],
  },
  {
    userId: 'demo-creator-5',
    fullName: 'Zainab Hassan',
    email: 'zainab.creator@demo.qamarkids.local',
    city: 'Montreal',
    country: 'Canada',
    bio: 'Engineer and mum. Hands-on science, honest reviews and rainy-day projects, in English and French.',
    expertise: ['STEM', 'Product reviews', 'Homeschooling'],
    website: 'https://curious-crescent-lab.example',
    handle: 'curiouscrescentlab',
    languages: ['English', 'French'],
    specialties: ['STEM & Learning Activities', 'Reviews & Recommendations', 'DIY Crafts & Cooking'],
  },
  {
    userId: 'demo-creator-6',
    fullName: 'Emre Yıldız',
    email: 'emre.creator@demo.qamarkids.local',
    city: 'Istanbul',
    country: 'Türkiye',
    bio: 'Animator and PE teacher. Funny skits, short shows and active games for Turkish- and English-speaking kids.',
    expertise: ['Animation', 'Physical education', 'Puppetry'],
    website: 'https://emre-animasyon.example',
    handle: 'emre.animates',
    languages: ['Turkish', 'English'],
    specialties: ['Halal Cartoons & Fun Skits', 'Sports & Fitness', 'Shows'],
  },
  {
    userId: 'demo-creator-7',
    fullName: 'Nur Aisyah Rahim',
    email: 'nuraisyah.creator@demo.qamarkids.local',
    city: 'Kuala Lumpur',
    country: 'Malaysia',
    bio: 'Celebrating Ramadan, Eid and everyday sunnahs with crafts and recitation, in Malay and English.',
    expertise: ['Islamic festivals', 'Crafts', 'Quran recitation'],
    website: 'https://rumah-nur-kids.example',
    handle: 'rumahnurkids',
    languages: ['Malay', 'English'],
    specialties: ['Islamic Holidays & Traditions', 'DIY Crafts & Cooking', 'Quran & Dua for Kids'],
  },
  {
    userId: 'demo-creator-8',
    fullName: 'Ibrahim Castillo',
    email: 'ibrahim.creator@demo.qamarkids.local',
    city: 'Granada',
    country: 'Spain',
    bio: 'History teacher sharing the stories of Muslim scholars, cities and traditions, in Spanish and English.',
    expertise: ['Islamic history', 'Book reviews', 'Travel'],
    website: 'https://al-andalus-for-kids.example',
    handle: 'andalus.for.kids',
    languages: ['Spanish', 'English'],
    specialties: ['Reviews & Recommendations', 'Islamic Holidays & Traditions', 'Other'],
  },
];

export type DemoItem = {
  title: string;
  description: string;
  age: AgeBand;
  /** Instruments such as a daf; everything else is music-free (vocals-only nasheeds included). */
  music?: boolean;
  tags?: DemoTag[];
};

type Entry = [
  title: string,
  description: string,
  age: AgeBand,
  extra?: Omit<DemoItem, 'title' | 'description' | 'age'>,
];

const entries = (list: Entry[]): DemoItem[] =>
  list.map(([title, description, age, extra]) => ({ title, description, age, ...extra }));

/** Published items per category. Stories about the prophets are avoided altogether: no depictions. */
export const PUBLISHED_BY_CATEGORY: Record<Category, DemoItem[]> = {
  'DIY Crafts & Cooking': entries([
    [
      'Eid Lantern Craft with Recycled Jars',
      'Turn empty glass jars into glowing Eid lanterns with tissue paper and a battery tea light. A simple craft for the whole family.',
      2,
    ],
    [
      'Halal Cooking: Date and Oat Energy Balls',
      'No-bake snack balls made with dates, oats and a little honey. Perfect for iftar or a lunchbox treat.',
      2,
    ],
    [
      'Paper Plate Crescent Moon Mobile',
      'Cut, colour and hang a crescent moon and stars mobile for your room. All you need is paper plates, string and crayons.',
      1,
    ],
    [
      'Making a Prayer Mat Bookmark',
      'Weave strips of coloured paper into a tiny prayer mat that keeps your place in any book.',
      2,
    ],
    [
      'Baking Bismillah Cookies Together',
      'Shape simple cookies, say Bismillah and decorate them with crescents and stars. Remember to share some with your neighbours!',
      1,
    ],
    [
      'Ramadan Countdown Calendar from Paper Bags',
      'Make a thirty-day calendar with a kind deed hidden in each little bag. Open one every evening after iftar.',
      2,
    ],
    [
      'Mosaic Tiles with Salt Dough',
      'Discover the geometric patterns found in mosques, then press and paint your own mosaic tile from salt dough.',
      3,
      { tags: ['Arts & Crafts', 'Islamic History'] },
    ],
    [
      'Healthy Suhoor Smoothie',
      'Blend banana, dates and yoghurt into a filling smoothie for an early suhoor. Children can do most of the steps with a grown-up nearby.',
      2,
    ],
    [
      'Calligraphy Basics: Writing Your Name in Arabic',
      'Practise thick and thin strokes with a chisel marker and write your own name in Arabic letters.',
      3,
      { tags: ['Arts & Crafts', 'Arabic Learning'] },
    ],
    [
      'Upcycled Sadaqah Box Craft',
      'Decorate an old cereal box into a charity box and start saving coins for people in need.',
      1,
      { tags: ['Arts & Crafts', 'Moral Values'] },
    ],
  ]),
  'Halal Cartoons & Fun Skits': entries([
    [
      'The Lost Tasbeeh: A Puppet Skit',
      "Two sock puppets search the whole house for Grandma's tasbeeh and learn to say Alhamdulillah when they find it.",
      1,
    ],
    [
      'Zaid Learns to Share His Toys',
      'An animated short about sharing, taking turns and saying sorry when we get it wrong.',
      1,
    ],
    [
      'Captain Sabr and the Long Queue',
      'Our superhero has a secret power: patience! Watch how Captain Sabr keeps calm in the longest queue in town.',
      2,
    ],
    [
      'Funny Mistakes at the Iftar Table',
      'A family sketch full of spilled water and giggles, with a gentle reminder about good eating manners.',
      2,
    ],
    [
      'The Honest Shopkeeper Cartoon',
      'When a customer pays too much, young Hamza has to decide what to do. A short cartoon about honesty in trade.',
      2,
    ],
    [
      'Sibling Skit: Who Gets the Last Date?',
      'Two brothers argue over the last date in the bowl until they remember the joy of giving.',
      1,
    ],
    [
      'Robot Rafi Learns Wudu',
      'Robot Rafi wants to pray but keeps mixing up the steps of wudu. Can you help him get them in the right order?',
      1,
    ],
    [
      'Masjid Mouse and the Quiet Prayer Hall',
      'A little mouse who lives in the masjid learns why we use our inside voices where people pray.',
      1,
    ],
  ]),
  'Islamic Holidays & Traditions': entries([
    [
      'Ramadan Kindness Challenge',
      'Thirty small acts of kindness for thirty days of Ramadan. Which one will you try today?',
      2,
      { tags: ['Moral Values'] },
    ],
    [
      'What Happens on Eid al-Fitr Morning?',
      'From the Eid prayer to visiting relatives, follow one family through a happy Eid morning.',
      1,
    ],
    [
      'Understanding Eid al-Adha and Sharing Qurbani',
      'Why do families share their qurbani meat with neighbours and people in need? A gentle explanation for young learners.',
      2,
    ],
    [
      'Laylat al-Qadr: The Night Better Than a Thousand Months',
      'Learn why Muslims seek this special night in the last ten nights of Ramadan, and simple ways children can take part.',
      3,
    ],
    [
      'The Islamic New Year and the Hijri Calendar',
      'How does the Hijri calendar work, and why does Ramadan move every year? We explain the role of the moon.',
      3,
      { tags: ['Islamic History', 'Nature & Science'] },
    ],
    [
      'Preparing for Ramadan: A Family Checklist',
      'Goals, a charity jar and a sleep plan. Help your family get ready for a blessed month.',
      2,
    ],
    [
      'Eid Traditions Around the World',
      'Sweet vermicelli in Pakistan, ketupat in Malaysia and baklava in Turkey. See how children celebrate Eid in different countries.',
      2,
    ],
    [
      'Moon Sighting Night: Looking for the Crescent',
      'Join a family on their rooftop as they watch the sky for the new moon that begins Ramadan.',
      1,
    ],
    [
      'The Day of Arafah for Kids',
      'Learn about the day before Eid al-Adha, when pilgrims stand at Arafah and many Muslims fast and make dua.',
      3,
    ],
  ]),
  'Islamic Stories & Manners': entries([
    [
      'Saying Bismillah Before We Eat',
      'A short, cheerful lesson on starting every meal with Bismillah and eating with our right hand.',
      1,
    ],
    [
      'Manners of Visiting a Friend',
      'Knock gently, say salaam and ask permission. Learn the Islamic etiquette of visiting others.',
      2,
    ],
    [
      'The Boy Who Always Told the Truth',
      'A traditional tale about honesty, told for generations to Muslim children and retold here with warm countryside scenes.',
      2,
    ],
    [
      'Being Kind to Animals: The Thirsty Dog',
      'A story told in words about a traveller who gave water to a thirsty dog, and why Allah loves kindness to every creature.',
      2,
    ],
    [
      'Respecting Our Parents',
      'Simple ways to show love and respect to our mothers and fathers every single day.',
      1,
    ],
    [
      'The Ant and the Lesson of Hard Work',
      'Inspired by the ants mentioned in the Quran, this story shows how teamwork and effort make big things happen.',
      2,
    ],
    [
      'Saying Salaam to Everyone',
      'Why do we greet people with peace? Practise giving and returning salaam in a fun role-play.',
      1,
    ],
    [
      'Keeping Promises: The Borrowed Book',
      'Amina borrows a library book and learns what it really means to keep a promise.',
      2,
    ],
    [
      'Controlling Anger the Sunnah Way',
      'Sit down, stay quiet and make wudu. Practical tips from the Sunnah for handling big feelings.',
      3,
    ],
  ]),
  'Nasheeds & Songs': entries([
    [
      "Tala' al-Badru 'Alayna (Vocals Only)",
      'The famous welcome nasheed sung with voices only, with the words on screen so children can join in.',
      1,
    ],
    [
      'The Five Pillars Song',
      'A catchy vocals-only song to help you remember Shahada, Salah, Zakah, Sawm and Hajj.',
      1,
      { tags: ['Educational'] },
    ],
    [
      'Alhamdulillah for Everything Nasheed',
      'A gratitude nasheed with a gentle daf beat. Sing along and name the blessings you are thankful for.',
      1,
      { music: true },
    ],
    [
      'Ramadan Is Here! Sing-Along',
      'Welcome the blessed month with a cheerful sing-along, accompanied by a traditional daf.',
      1,
      { music: true },
    ],
    [
      'The Islamic Months Chant',
      'Learn Muharram to Dhul Hijjah with a vocals-only chant that sticks in your head.',
      2,
      { tags: ['Arabic Learning', 'Educational'] },
    ],
    ['My Mum and Dad Nasheed', 'A sweet vocals-only nasheed about loving and helping our parents.', 1],
    [
      'Eid Mubarak Celebration Nasheed',
      'Clap along to this festive Eid nasheed with voices and a daf.',
      2,
      { music: true },
    ],
    [
      'Humming Dhikr for Bedtime',
      'Soft vocal humming of SubhanAllah, Alhamdulillah and Allahu Akbar to help little ones wind down.',
      1,
    ],
    [
      'Asma ul-Husna Chant: The Beautiful Names of Allah',
      'A gentle vocal chant of the beautiful names of Allah, with their meanings on screen.',
      3,
      { tags: ['Quran', 'Arabic Learning'] },
    ],
  ]),
  Other: entries([
    [
      'A Day in the Life of a Young Hafiz',
      'Follow twelve-year-old Ibrahim from Fajr to bedtime as he balances school, football and memorising the Quran.',
      3,
    ],
    [
      'Visiting a Local Masjid: A Virtual Tour',
      'Take a tour of a neighbourhood masjid: the wudu area, the prayer hall, the mihrab and the minbar.',
      2,
    ],
    [
      'Meet a Muslim Firefighter',
      'A firefighter talks about her job, staying safe at home and helping the community.',
      2,
    ],
    [
      'Tidy Room Challenge: Cleanliness Is Part of Faith',
      'Race the timer to tidy your room and learn why cleanliness matters so much in Islam.',
      1,
    ],
    [
      'Kids Around the World: What Makes You Happy?',
      'Children from different countries share what makes them smile, from family dinners to Friday prayers.',
      1,
    ],
    [
      'Gardening with Grandpa: Planting Seeds',
      'Plant mint and coriander with Grandpa and talk about how Allah makes every seed grow.',
      1,
      { tags: ['Nature & Science'] },
    ],
    [
      'How to Pack a Bag for Umrah',
      'What do pilgrims take on Umrah? A fun packing guide for children travelling with their family.',
      3,
    ],
  ]),
  'Quizzes & Trivia': entries([
    [
      'Quiz: Pillars of Islam',
      'Ten quick questions about the five pillars. Pause the video, shout out your answer, then check it!',
      2,
    ],
    [
      'Guess the Arabic Letter',
      'Can you name the letter from its shape? A fast, friendly quiz for beginners.',
      1,
      { tags: ['Arabic Learning'] },
    ],
    [
      'Islamic History Trivia Showdown',
      'Two teams race to answer questions about great Muslim scientists, cities and inventions.',
      4,
      { tags: ['Islamic History', 'Educational'] },
    ],
    [
      'Which Surah Is This? A Listening Quiz',
      'Listen to the opening verses and guess the surah from Juz Amma.',
      3,
      { tags: ['Quran'] },
    ],
    [
      'True or False: Ramadan Edition',
      'Is it okay to brush your teeth while fasting? Test what you know about Ramadan.',
      3,
    ],
    [
      'Animals in the Quran Quiz',
      'From the bee to the elephant, how many of the animals mentioned in the Quran can you name?',
      2,
      { tags: ['Quran', 'Nature & Science'] },
    ],
    [
      'Name That Masjid: A Picture Quiz',
      'Famous masjids from Istanbul, Cordoba, Kuala Lumpur and Cairo. Can you recognise them all?',
      3,
      { tags: ['Islamic History'] },
    ],
    [
      'Duas Memory Game',
      'Match each everyday moment to its dua: waking up, leaving home, eating and going to sleep.',
      2,
    ],
  ]),
  'Quran & Dua for Kids': entries([
    [
      'Surah Al-Fatiha with Tajweed for Kids',
      'Learn to recite Al-Fatiha slowly, verse by verse, with simple tajweed tips and lots of repetition.',
      1,
    ],
    [
      'Surah Al-Ikhlas: Memorise in Five Minutes',
      'Repeat after the teacher line by line until you know the whole surah by heart.',
      1,
    ],
    [
      'Dua for Leaving the House',
      'A short lesson on the dua we say as we step outside, with its meaning in simple words.',
      1,
    ],
    [
      'Ayat al-Kursi Step by Step',
      'Break the greatest verse of the Quran into small parts and memorise it over one week.',
      3,
    ],
    [
      'Bedtime Duas for Little Ones',
      'The duas for sleeping and waking up, recited softly with their meanings.',
      1,
    ],
    [
      'Tajweed Basics: Noon Sakinah and Tanween',
      'Izhar, idgham, iqlab and ikhfa explained with colourful examples. For confident readers.',
      4,
      { tags: ['Quran', 'Arabic Learning'] },
    ],
    [
      'Surah Al-Asr and the Value of Time',
      'Memorise Surah Al-Asr and talk about how we can use our time for good deeds.',
      2,
    ],
    [
      'Dua Before and After Wudu',
      'Learn what to say before you begin wudu and the beautiful dua to say when you finish.',
      2,
    ],
    [
      'Understanding Surah Al-Kawthar',
      'What is Al-Kawthar? A simple explanation of the shortest surah in the Quran.',
      2,
    ],
    [
      'Juz Amma Revision: An-Nas to Al-Fil',
      'Revise the last ten surahs of the Quran with steady recitation and the Arabic text on screen.',
      3,
    ],
  ]),
  'Reviews & Recommendations': entries([
    [
      'Top Five Islamic Picture Books for Bedtime',
      'A parent and child review their favourite picture books about kindness, gratitude and prayer.',
      1,
    ],
    [
      'Arabic Alphabet Apps for Kids, Reviewed',
      'We try four alphabet apps and compare how easy, calm and advert-free they are.',
      2,
      { tags: ['Arabic Learning', 'Educational'] },
    ],
    [
      'Unboxing a Ramadan Activity Box',
      'What is inside a Ramadan activity box? We open it, try the crafts and tell you what we loved.',
      2,
    ],
    [
      'Board Games for Muslim Families',
      'Three family board games that teach Islamic knowledge while everyone has fun together.',
      3,
    ],
    [
      "Kids' Prayer Mats Compared",
      'Soft, foldable or with a built-in compass? We compare prayer mats made for children.',
      1,
    ],
    [
      'Book Club: Stories of Muslim Inventors',
      'Young readers share their thoughts on a chapter book about scientists from the golden age of Islamic learning.',
      3,
      { tags: ['Islamic History', 'Educational'] },
    ],
    [
      'Halal Snacks Taste Test',
      'Our young reviewers taste and rate halal sweets and snacks, and learn how to check the label.',
      2,
    ],
  ]),
  Shows: entries([
    [
      'Qamar Club Episode 1: The Big Masjid Clean-Up',
      'The Qamar Club kids spend a Saturday tidying the masjid garden and learn that every small deed counts.',
      2,
    ],
    [
      'Qamar Club Episode 2: The Charity Bake Sale',
      'The club plans a bake sale to raise money for a water well. Will the cupcakes be ready in time?',
      2,
    ],
    [
      'Little Explorers: A Trip to the Date Farm',
      'A travel show for kids: visit a date farm, see how dates are picked and taste five different kinds.',
      2,
      { tags: ['Nature & Science'] },
    ],
    [
      'Story Circle with Auntie Khadija',
      'A storytime show with gentle tales about manners, family and faith, read aloud with picture cards.',
      1,
    ],
    [
      'The Curious Muslim Kid: Why Is the Sky Blue?',
      'Our curious host asks big questions and finds answers in science and in the Quran.',
      3,
      { tags: ['Nature & Science', 'Educational'] },
    ],
    [
      'Kitchen Crew: Cooking for the Neighbours',
      'Three young chefs cook a meal for an elderly neighbour in an episode about caring for others.',
      3,
    ],
    [
      'Hifz Heroes Weekly',
      'Follow young students on their journey to memorise the Quran, with tips from their teachers.',
      3,
      { tags: ['Quran'] },
    ],
    [
      'Teen Talk: Faith, Friends and School',
      'Older kids talk honestly about praying at school, choosing good friends and handling peer pressure.',
      4,
    ],
  ]),
  'Sports & Fitness': entries([
    [
      'Football Drills for Young Muslims',
      'Dribbling, passing and shooting drills you can do in the garden, with a water break and a dua for good health.',
      2,
    ],
    [
      'Morning Stretches After Fajr',
      'Wake up your body with ten minutes of gentle stretching after the dawn prayer.',
      2,
    ],
    [
      'Archery Basics for Kids',
      'Archery is a sport encouraged in the Sunnah. Learn a safe stance, grip and aim with a beginner bow.',
      3,
      { tags: ['Islamic History', 'Educational'] },
    ],
    [
      'Horse Riding: First Lesson at the Stables',
      'Meet the ponies, learn how to groom them and take a first walk around the arena.',
      3,
    ],
    [
      'Swimming Safety for Beginners',
      'Float, kick and stay safe in the water with an instructor for young swimmers.',
      2,
    ],
    [
      'Indoor Obstacle Course on a Rainy Day',
      "Cushions, tape and chairs become an obstacle course. Keep moving even when you can't go outside!",
      1,
    ],
    [
      'Staying Active While Fasting',
      'Light exercise ideas for older children who are fasting, and how to know when it is time to rest.',
      4,
    ],
    [
      'Cricket Batting Tips for Beginners',
      'Learn how to hold the bat, take your stance and play a straight drive.',
      3,
    ],
  ]),
  'STEM & Learning Activities': entries([
    [
      'Planets and the Creation of Allah',
      'Tour the solar system and reflect on the verses that invite us to think about the heavens.',
      2,
    ],
    [
      'Counting in Arabic 1-10',
      'Wahid, ithnan, thalatha... Count fingers, apples and stars in Arabic.',
      1,
      { tags: ['Arabic Learning', 'Educational'] },
    ],
    [
      'Learning the Arabic Alphabet: Alif to Yaa',
      'All twenty-eight letters with their sounds, their shapes and a word for each one.',
      1,
      { tags: ['Arabic Learning', 'Educational'] },
    ],
    [
      'Why Do Muslims Pray Five Times a Day?',
      'Follow the sun from Fajr to Isha and find out how prayer times are worked out.',
      2,
      { tags: ['Educational', 'Nature & Science'] },
    ],
    [
      'How Bees Make Honey',
      'A whole surah of the Quran is named after the bee. Discover how bees build their hives and turn nectar into honey.',
      2,
    ],
    [
      'Ibn al-Haytham and the Science of Light',
      'Build a simple pinhole camera and learn about the scholar who studied how we see.',
      3,
      { tags: ['Islamic History', 'Nature & Science'] },
    ],
    [
      'Al-Khwarizmi and the Story of Algebra',
      "Where does the word 'algorithm' come from? Solve balance puzzles like a young mathematician.",
      4,
      { tags: ['Islamic History', 'Educational'] },
    ],
    [
      'Water Cycle Experiment in a Jar',
      'Make rain in a jar and talk about how Allah sends water from the sky to bring the earth to life.',
      2,
    ],
    [
      'Telling Time with Prayer Clocks',
      'Learn to read a clock by matching prayer times to hours and minutes.',
      2,
    ],
    [
      'Finding the Qibla with a Compass',
      'Use a compass and a map to find the direction of the Kaaba from your home.',
      3,
    ],
    [
      'Shapes in Islamic Geometric Art',
      'Spot circles, stars and hexagons in mosque patterns, then draw your own with a ruler and compass.',
      3,
      { tags: ['Arts & Crafts', 'Educational'] },
    ],
  ]),
};

/** Tags that fit each category; items without their own tags draw one to three of these. */
export const CATEGORY_TAGS: Record<Category, DemoTag[]> = {
  'DIY Crafts & Cooking': ['Arts & Crafts', 'Educational', 'Moral Values'],
  'Halal Cartoons & Fun Skits': ['Moral Values', 'Islamic Stories'],
  'Islamic Holidays & Traditions': ['Islamic History', 'Moral Values', 'Educational'],
  'Islamic Stories & Manners': ['Islamic Stories', 'Moral Values'],
  'Nasheeds & Songs': ['Moral Values', 'Islamic Stories', 'Educational'],
  Other: ['Educational', 'Moral Values'],
  'Quizzes & Trivia': ['Educational', 'Islamic History'],
  'Quran & Dua for Kids': ['Quran', 'Arabic Learning', 'Educational'],
  'Reviews & Recommendations': ['Educational', 'Moral Values'],
  Shows: ['Moral Values', 'Islamic Stories', 'Educational'],
  'Sports & Fitness': ['Educational', 'Moral Values'],
  'STEM & Learning Activities': ['Nature & Science', 'Educational'],
};

export type DemoModerationItem = DemoItem & {
  category: Category;
  status: Exclude<ContentStatus, 'published'>;
  rejectionReason?: string;
  creator: number;
  /** How long ago it was submitted. */
  daysAgo: number;
};

/** Items still in the moderation pipeline, so the admin and creator screens have something to show. */
export const MODERATION_ITEMS: DemoModerationItem[] = [
  {
    title: 'Wudu Song for Toddlers',
    description: 'A vocals-only song that walks little ones through each step of wudu.',
    age: 1,
    category: 'Nasheeds & Songs',
    status: 'pending',
    creator: 3,
    daysAgo: 1,
  },
  {
    title: 'Visiting the Sick: Manners for Kids',
    description: 'What to say, what to bring and the dua for someone who is unwell.',
    age: 2,
    category: 'Islamic Stories & Manners',
    status: 'pending',
    creator: 0,
    daysAgo: 2,
  },
  {
    title: 'Why Does Fajr Time Change Through the Year?',
    description: 'A globe, a torch and a little experiment to show why sunrise moves with the seasons.',
    age: 3,
    category: 'STEM & Learning Activities',
    status: 'pending',
    creator: 4,
    daysAgo: 3,
  },
  {
    title: 'Paper Mosque Model Craft',
    description: 'Build a masjid with domes and a minaret from card, glue and a paper cup.',
    age: 2,
    category: 'DIY Crafts & Cooking',
    status: 'pending',
    creator: 1,
    daysAgo: 5,
  },
  {
    title: 'Famous Masjids of the World Quiz: Part 2',
    description: 'More masjids to recognise, from Djenné to Xi’an. How many can you name?',
    age: 3,
    category: 'Quizzes & Trivia',
    status: 'pending',
    creator: 7,
    daysAgo: 6,
  },
  {
    title: 'My Gratitude Journal',
    description: 'Make a small notebook and write three things you are thankful to Allah for each night.',
    age: 2,
    category: 'Other',
    status: 'approved',
    creator: 6,
    daysAgo: 9,
  },
  {
    title: 'Hajj Step by Step with Building Blocks',
    description: 'Follow the journey of Hajj from Ihram to Eid using a model built from toy blocks.',
    age: 2,
    category: 'Islamic Holidays & Traditions',
    status: 'approved',
    creator: 7,
    daysAgo: 11,
  },
  {
    title: 'Ramadan Party Mix with Piano Beats',
    description: 'Upbeat Ramadan songs over a piano and drum track.',
    age: 2,
    category: 'Nasheeds & Songs',
    music: true,
    status: 'rejected',
    rejectionReason: 'Background music with instruments does not meet our content policy.',
    creator: 5,
    daysAgo: 20,
  },
  {
    title: 'Prank Wars: Scaring My Little Sister',
    description: 'Jump scares and pranks on my sister all week.',
    age: 3,
    category: 'Halal Cartoons & Fun Skits',
    status: 'rejected',
    rejectionReason:
      'Pranks that frighten or embarrass others do not meet our manners guidelines for children.',
    creator: 5,
    daysAgo: 34,
  },
  {
    title: "Cartoon Retelling of a Prophet's Journey",
    description: 'An animated retelling with drawn characters.',
    age: 2,
    category: 'Islamic Stories & Manners',
    status: 'rejected',
    rejectionReason: 'Visual depictions of prophets are not allowed under our content policy.',
    creator: 3,
    daysAgo: 47,
  },
  {
    title: 'Eid Lantern Craft Part 2 (draft)',
    description: 'Adding patterns and handles to our jar lanterns.',
    age: 2,
    category: 'DIY Crafts & Cooking',
    status: 'draft',
    creator: 6,
    daysAgo: 0,
  },
];
