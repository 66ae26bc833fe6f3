import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The prompt deck's messages (C2), by the rules core's prompt id (src/rules/choices/deck.ts): the prompt, then its six
// tiles, each after a "|". Worded by prompts.ts; in the prompts catalog (src/locales/<locale>/prompts.po).
export const DECK: Record<string, MessageDescriptor> = {
  'lazy-sunday': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Plan a lazy Sunday|Sleep in|Pancakes|Long walk|Board games|Film marathon|Call a friend',
  }),
  'weekend-away': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Pack for a weekend away|Good book|Swimsuit|Snacks|Headphones|Warm jumper|Camera',
  }),
  'shared-pizza': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Top a shared pizza|Mushrooms|Olives|Pineapple|Extra cheese|Peppers|Anchovies',
  }),
  'rainy-day': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Fill a rainy day|Baking|Jigsaw|Nap|Museum|Video games|Tidy up',
  }),
  'picnic-basket': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Pack a picnic basket|Sandwiches|Fruit|Crisps|Lemonade|Cake|Cheese',
  }),
  'free-afternoon': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Spend a free afternoon|Gardening|Café visit|Bike ride|Read|Sketching|Shopping',
  }),
  'birthday-party': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Throw a birthday party|Karaoke|Fancy dress|Dinner out|Garden party|Bowling|Surprise guests',
  }),
  'holiday-spot': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Choose a holiday spot|Beach|Mountains|Big city|Countryside|Lake|Island',
  }),
  'pet-week': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Look after a pet for a week|Cat|Dog|Goldfish|Rabbit|Parrot|Tortoise',
  }),
  breakfast: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Build a breakfast|Porridge|Toast|Eggs|Fruit salad|Croissant|Yoghurt',
  }),
  'superpower-day': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message:
      'Borrow a superpower for a day|Flying|Invisibility|Teleporting|Mind reading|Super strength|Talk to animals',
  }),
  'road-trip-playlist': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Fill a road trip playlist|Pop hits|Old classics|Rock|Jazz|Podcasts|Musicals',
  }),
  'cosy-evening': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Plan a cosy evening in|Candles|Soup|Blanket|Old film|Bubble bath|Card game',
  }),
  'winter-treat': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Pick a winter treat|Hot chocolate|Warm apple juice|Chestnuts|Gingerbread|Toffee|Marshmallows',
  }),
  'snow-day': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Spend a snow day|Snowman|Sledging|Stay in bed|Snowball fight|Soup pot|Hot bath',
  }),
  garden: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Add to a garden|Pond|Hammock|Vegetable patch|Fire pit|Flower beds|Tree house',
  }),
  'weekend-class': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Take a weekend class|Pottery|Salsa|Cooking|Painting|Climbing|Photography',
  }),
  'day-seaside': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Spend a day at the seaside|Sandcastles|Ice cream|Swimming|Rock pools|Fish and chips|Pier arcade',
  }),
  'film-night': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Stock up for film night|Popcorn|Nachos|Chocolate|Grapes|Pretzels|Ice lollies',
  }),
  'city-break': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Plan a city break|Museums|Street food|Parks|Old town|Markets|Rooftop views',
  }),
  town: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Get around town|Walk|Bike|Bus|Tram|Scooter|Taxi',
  }),
  'spare-shelf': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Fill a spare shelf|Plants|Books|Photos|Records|Candles|Souvenirs',
  }),
  'summer-drink': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Pour a summer drink|Iced tea|Lemonade|Smoothie|Cold brew|Fizzy water|Milkshake',
  }),
  camping: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Go camping|Campfire|Stargazing|Hiking|Fishing|Canoeing|Storytelling',
  }),
  'celebration-cake': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Bake a celebration cake|Chocolate|Carrot|Lemon drizzle|Cheesecake|Sponge|Fruit tart',
  }),
  'new-hobby': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Try a new hobby|Knitting|Running|Chess|Birdwatching|Guitar|Juggling',
  }),
  'long-train-ride': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Pass a long train ride|Window gazing|Nap|Crossword|Podcast|Chat|Journal',
  }),
  'garden-party': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Feed a garden party|Barbecue|Salads|Cold drinks|Strawberries|Flatbreads|Ice lollies',
  }),
  'place-read': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Find a place to read|Armchair|Park bench|Bath|Hammock|Café|Bed',
  }),
  morning: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Start the morning|Stretching|Coffee|Shower|News|Walk|Music',
  }),
  'family-day-out': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Plan a family day out|Zoo|Theme park|Castle|Farm|Aquarium|Science museum',
  }),
  room: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Brighten a room|Fairy lights|Big rug|Posters|Houseplants|Bright paint|Cushions',
  }),
  sandwich: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Fill a sandwich|Cheese|Egg|Tuna|Hummus|Ham|Avocado',
  }),
  soup: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Warm up with soup|Tomato|Lentil|Mushroom|Chicken noodle|Pea|Miso',
  }),
  'rainy-evening': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Spend a rainy evening|Bath|Jigsaw|Stew|Audiobook|Video call|Early night',
  }),
  'school-fair-stall': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Run a school fair stall|Tombola|Cake stall|Face painting|Book swap|Coconut shy|Lucky dip',
  }),
  walk: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Go for a walk|Forest|Riverside|Clifftop|Town trail|Hilltop|Beach',
  }),
  'fruit-bowl': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Fill a fruit bowl|Apples|Bananas|Grapes|Oranges|Pears|Cherries',
  }),
  sleepover: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Host a sleepover|Pillow fort|Midnight feast|Ghost stories|Face masks|Films|Games',
  }),
  neighbour: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Thank a neighbour|Flowers|Biscuits|Jam|Candle|Plant|Card',
  }),
  lunchbox: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Pack a lunchbox|Wrap|Apple|Crackers|Yoghurt|Flapjack|Carrot sticks',
  }),
  'quiet-hour': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Enjoy a quiet hour|Tea|Music|Doodling|Stretching|Window seat|Nap',
  }),
  'pizza-night-side': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Add a pizza night side|Garlic bread|Dips|Salad|Wedges|Coleslaw|Ice cream',
  }),
  view: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Wake up to a view|Sea|Mountains|City lights|Garden|Forest|Lake',
  }),
  'day-off-alone': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Spend a day off alone|Lie-in|Long bath|Cinema|Cook a feast|Walk|Shopping',
  }),
  festival: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Visit a festival|Music|Food|Film|Books|Lanterns|Kites',
  }),
  'bike-ride': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Stop on a bike ride|Café|Bakery|Viewpoint|Pub garden|Picnic|Lake swim',
  }),
  sound: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Wake up to a sound|Birdsong|Rain|Waves|Radio|Coffee machine|Silence',
  }),
  'hot-drink': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Make a hot drink|Tea|Coffee|Cocoa|Chai|Herbal tea|Hot lemon',
  }),
  sundae: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Build a sundae|Sprinkles|Fudge sauce|Nuts|Cherries|Cream|Wafer',
  }),
  'autumn-weekend': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Plan an autumn weekend|Leaf walk|Apple picking|Bonfire|Soup|Pumpkin carving|Cosy film',
  }),
  'spring-job': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Tackle a spring job|Plant seeds|Spring clean|Wash the car|Paint the fence|Sort clothes|Fix the bike',
  }),
  'long-wait': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Pass a long wait|I spy|Twenty questions|Word chain|Cards|Doodle|People watching',
  }),
  'sunny-lunch-break': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Spend a sunny lunch break|Park|Bench|Rooftop|Riverside|Café terrace|Short walk',
  }),
  'dinner-friends': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Cook dinner for friends|Curry|Pasta bake|Tacos|Roast|Stir-fry|Pie',
  }),
  'beach-bag': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Pack a beach bag|Towel|Sun cream|Hat|Frisbee|Novel|Cool box',
  }),
  'thank-you': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Say thank you|Note|Hug|Cake|Flowers|Favour|Song',
  }),
  desk: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Keep on a desk|Plant|Photo|Lamp|Stress ball|Mug|Radio',
  }),
  village: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Explore a village|Church|Duck pond|Tea room|Old bridge|Village shop|Allotments',
  }),
  souvenir: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Bring back a souvenir|Postcard|Magnet|Local food|Shell|T-shirt|Photo book',
  }),
  'games-night': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Host a games night|Charades|Quiz|Cards|Board game|Karaoke|Murder mystery',
  }),
  bedtime: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Wind down at bedtime|Reading|Warm milk|Stretching|Journal|Podcast|Bath',
  }),
  'cafe-order': msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Order at a café|Latte|Scone|Toastie|Smoothie|Brownie|Pot of tea',
  }),
  treehouse: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Build a treehouse|Rope ladder|Lookout|Hammock|Bunting|Secret door|Telescope',
  }),
  market: msg({
    comment: 'prompt | six tiles: keep the six | marks; six different short tiles',
    message: 'Browse a market|Books|Cheese|Plants|Vintage clothes|Records|Bread',
  }),
};
