// The app's own prompt deck (C2): low-pressure prompts, six short tiles each,
// no trivia and no right answers. One line per prompt: "prompt|tile|tile|...".
export interface Prompt {
  text: string;
  tiles: string[];
}

const RAW = `Plan a lazy Sunday|Sleep in|Pancakes|Long walk|Board games|Film marathon|Call a friend
Pack for a weekend away|Good book|Swimsuit|Snacks|Headphones|Warm jumper|Camera
Top a shared pizza|Mushrooms|Olives|Pineapple|Extra cheese|Peppers|Anchovies
Fill a rainy day|Baking|Jigsaw|Nap|Museum|Video games|Tidy up
Pack a picnic basket|Sandwiches|Fruit|Crisps|Lemonade|Cake|Cheese
Spend a free afternoon|Gardening|Café visit|Bike ride|Read|Sketching|Shopping
Throw a birthday party|Karaoke|Fancy dress|Dinner out|Garden party|Bowling|Surprise guests
Choose a holiday spot|Beach|Mountains|Big city|Countryside|Lake|Island
Look after a pet for a week|Cat|Dog|Goldfish|Rabbit|Parrot|Tortoise
Build a breakfast|Porridge|Toast|Eggs|Fruit salad|Croissant|Yoghurt
Borrow a superpower for a day|Flying|Invisibility|Teleporting|Mind reading|Super strength|Talk to animals
Fill a road trip playlist|Pop hits|Old classics|Rock|Jazz|Podcasts|Musicals
Plan a cosy evening in|Candles|Soup|Blanket|Old film|Bubble bath|Card game
Pick a winter treat|Hot chocolate|Warm apple juice|Chestnuts|Gingerbread|Toffee|Marshmallows
Spend a snow day|Snowman|Sledging|Stay in bed|Snowball fight|Soup pot|Hot bath
Add to a garden|Pond|Hammock|Vegetable patch|Fire pit|Flower beds|Tree house
Take a weekend class|Pottery|Salsa|Cooking|Painting|Climbing|Photography
Spend a day at the seaside|Sandcastles|Ice cream|Swimming|Rock pools|Fish and chips|Pier arcade
Stock up for film night|Popcorn|Nachos|Chocolate|Grapes|Pretzels|Ice lollies
Plan a city break|Museums|Street food|Parks|Old town|Markets|Rooftop views
Get around town|Walk|Bike|Bus|Tram|Scooter|Taxi
Fill a spare shelf|Plants|Books|Photos|Records|Candles|Souvenirs
Pour a summer drink|Iced tea|Lemonade|Smoothie|Cold brew|Fizzy water|Milkshake
Go camping|Campfire|Stargazing|Hiking|Fishing|Canoeing|Storytelling
Bake a celebration cake|Chocolate|Carrot|Lemon drizzle|Cheesecake|Sponge|Fruit tart
Try a new hobby|Knitting|Running|Chess|Birdwatching|Guitar|Juggling
Pass a long train ride|Window gazing|Nap|Crossword|Podcast|Chat|Journal
Feed a garden party|Barbecue|Salads|Cold drinks|Strawberries|Flatbreads|Ice lollies
Find a place to read|Armchair|Park bench|Bath|Hammock|Café|Bed
Start the morning|Stretching|Coffee|Shower|News|Walk|Music
Plan a family day out|Zoo|Theme park|Castle|Farm|Aquarium|Science museum
Brighten a room|Fairy lights|Big rug|Posters|Houseplants|Bright paint|Cushions
Fill a sandwich|Cheese|Egg|Tuna|Hummus|Ham|Avocado
Warm up with soup|Tomato|Lentil|Mushroom|Chicken noodle|Pea|Miso
Spend a rainy evening|Bath|Jigsaw|Stew|Audiobook|Video call|Early night
Run a school fair stall|Tombola|Cake stall|Face painting|Book swap|Coconut shy|Lucky dip
Go for a walk|Forest|Riverside|Clifftop|Town trail|Hilltop|Beach
Fill a fruit bowl|Apples|Bananas|Grapes|Oranges|Pears|Cherries
Host a sleepover|Pillow fort|Midnight feast|Ghost stories|Face masks|Films|Games
Thank a neighbour|Flowers|Biscuits|Jam|Candle|Plant|Card
Pack a lunchbox|Wrap|Apple|Crackers|Yoghurt|Flapjack|Carrot sticks
Enjoy a quiet hour|Tea|Music|Doodling|Stretching|Window seat|Nap
Add a pizza night side|Garlic bread|Dips|Salad|Wedges|Coleslaw|Ice cream
Wake up to a view|Sea|Mountains|City lights|Garden|Forest|Lake
Spend a day off alone|Lie-in|Long bath|Cinema|Cook a feast|Walk|Shopping
Visit a festival|Music|Food|Film|Books|Lanterns|Kites
Stop on a bike ride|Café|Bakery|Viewpoint|Pub garden|Picnic|Lake swim
Wake up to a sound|Birdsong|Rain|Waves|Radio|Coffee machine|Silence
Make a hot drink|Tea|Coffee|Cocoa|Chai|Herbal tea|Hot lemon
Build a sundae|Sprinkles|Fudge sauce|Nuts|Cherries|Cream|Wafer
Plan an autumn weekend|Leaf walk|Apple picking|Bonfire|Soup|Pumpkin carving|Cosy film
Tackle a spring job|Plant seeds|Spring clean|Wash the car|Paint the fence|Sort clothes|Fix the bike
Pass a long wait|I spy|Twenty questions|Word chain|Cards|Doodle|People watching
Spend a sunny lunch break|Park|Bench|Rooftop|Riverside|Café terrace|Short walk
Cook dinner for friends|Curry|Pasta bake|Tacos|Roast|Stir-fry|Pie
Pack a beach bag|Towel|Sun cream|Hat|Frisbee|Novel|Cool box
Say thank you|Note|Hug|Cake|Flowers|Favour|Song
Keep on a desk|Plant|Photo|Lamp|Stress ball|Mug|Radio
Explore a village|Church|Duck pond|Tea room|Old bridge|Village shop|Allotments
Bring back a souvenir|Postcard|Magnet|Local food|Shell|T-shirt|Photo book
Host a games night|Charades|Quiz|Cards|Board game|Karaoke|Murder mystery
Wind down at bedtime|Reading|Warm milk|Stretching|Journal|Podcast|Bath
Order at a café|Latte|Scone|Toastie|Smoothie|Brownie|Pot of tea
Build a treehouse|Rope ladder|Lookout|Hammock|Bunting|Secret door|Telescope
Browse a market|Books|Cheese|Plants|Vintage clothes|Records|Bread`;

export const PROMPTS: readonly Prompt[] = RAW.split('\n').map((line) => {
  const [text = '', ...tiles] = line.split('|');
  return { text, tiles };
});
