// The words people use for what Haya rents: which categories and subcategories they name, and which other words to
// look for in titles and descriptions. Search, its spelling fixer and the header's suggestions read this list.
//
// How to add a word (reviewed like code: a wrong mapping shows wrong listings first):
// - Find the entry for what the word names, or add one. `targets` are category slugs ("vehicles") or
//   "category/subcategory" slugs ("vehicles/suvs-jeeps"), as the catalogue's names slugify (core/slug.ts).
// - `terms` are what a person types: lower case, singular ("jeep", not "jeeps": plurals are found by the
//   singular rule in server/features/search/search-words.ts), several words allowed ("sound system").
//   A word that also means something else ("driver": chauffeur or screwdriver) names only what most people mean.
// - `words` (optional) are looked for in listing titles and descriptions as well, for a term no listing says
//   ("gen" → generator, "danfo" → bus). English stemming applies to them, as to every search word.
// - Category and subcategory names need no entry: each name, and each part of a name like "SUVs & Jeeps",
//   already names its own category (see AMBIGUOUS_NAME_PARTS for the parts that must not).
// - Add the word to the judged queries (server/testing/judged-queries.ts) with what a person would expect,
//   and run its test: it fails if a target does not exist or if precision drops.

export interface VocabularyEntry {
  terms: string[];
  targets: string[];
  words?: string[];
}

/** Parts of category names too general to name that category alone ("Drills & Drivers" must not own "driver"). */
export const AMBIGUOUS_NAME_PARTS = ["driver", "set", "kit", "tool", "equipment", "gear", "space", "machine", "stabiliser", "pickup", "access", "sleep", "play"];

export const SEARCH_VOCABULARY: VocabularyEntry[] = [
  // Vehicles
  { terms: ["suv", "jeep", "4x4", "four wheel drive", "4wd", "prado", "land cruiser", "landcruiser", "highlander"], targets: ["vehicles/suvs-jeeps"] },
  { terms: ["car", "saloon", "sedan", "saloon car", "car hire", "car rental", "rent a car", "camry", "corolla", "accord", "elantra"], targets: ["vehicles/cars-with-driver", "vehicles/self-drive-cars"] },
  { terms: ["driver", "chauffeur", "car with driver", "chauffeur driven"], targets: ["vehicles/cars-with-driver"] },
  { terms: ["self drive", "selfdrive", "drive yourself"], targets: ["vehicles/self-drive-cars"] },
  { terms: ["bus", "minibus", "mini bus", "hiace", "danfo", "coaster", "sienna", "minivan", "mini van", "14 seater", "18 seater", "30 seater"], targets: ["vehicles/buses-vans"], words: ["bus"] },
  { terms: ["van", "cargo van", "panel van"], targets: ["vehicles/buses-vans", "logistics/moving-vans"] },
  { terms: ["wedding car", "bridal car", "luxury car", "convoy", "limo", "limousine", "rolls royce", "g wagon", "benz"], targets: ["vehicles/wedding-luxury-cars"] },
  { terms: ["okada", "motorbike", "motor bike", "motorcycle", "bike"], targets: ["vehicles/motorcycles", "logistics/dispatch-bikes"], words: ["motorcycle"] },
  { terms: ["keke", "keke napep", "napep", "marwa", "keke marwa", "tricycle", "maruwa"], targets: ["vehicles/keke-tricycles"], words: ["keke"] },
  // Trucks and logistics
  { terms: ["truck", "lorry", "trailer", "haulage", "container truck"], targets: ["trucks"], words: ["truck"] },
  { terms: ["tipper", "tipper truck", "sand truck"], targets: ["trucks/tipper-trucks"] },
  { terms: ["tanker", "water tanker", "water bowser", "bowser"], targets: ["trucks/water-tankers"] },
  { terms: ["reefer", "cold truck", "cold van", "refrigerated van"], targets: ["trucks/refrigerated-trucks"] },
  { terms: ["pickup truck", "pick up truck", "hilux", "mini truck"], targets: ["trucks/mini-trucks-pickups"] },
  { terms: ["moving", "mover", "relocation", "house moving", "packer", "moving van", "removal"], targets: ["logistics/moving-vans", "logistics/moving-crew-packages"] },
  { terms: ["dispatch", "dispatch rider", "delivery bike", "delivery"], targets: ["logistics/dispatch-bikes"] },
  { terms: ["warehouse", "storage", "container storage"], targets: ["logistics/warehouse-space"] },
  // Halls and venues
  { terms: ["hall", "event hall", "event centre", "event center", "venue", "banquet", "banquet hall", "wedding venue", "reception hall", "party hall"], targets: ["event-halls"] },
  { terms: ["conference room", "meeting room", "boardroom", "board room", "training room", "training hall"], targets: ["event-halls/conference-meeting-rooms"] },
  { terms: ["garden venue", "outdoor venue"], targets: ["event-halls/garden-outdoor-venues"] },
  { terms: ["rooftop", "lounge"], targets: ["event-halls/rooftop-lounge-spaces"] },
  { terms: ["owambe"], targets: ["event-party-equipment", "event-halls"], words: ["party"] },
  { terms: ["party"], targets: ["event-party-equipment"], words: ["owambe"] },
  // Farm and heavy machinery
  { terms: ["farm", "farming", "agric", "agriculture", "farm equipment"], targets: ["farm-equipment"] },
  { terms: ["plough", "plow", "harrow", "disc plough"], targets: ["farm-equipment/ploughs-harrows"], words: ["plough"] },
  { terms: ["thresher", "sheller", "cassava grater", "garri machine", "grater"], targets: ["farm-equipment/harvest-processing"] },
  { terms: ["water pump", "pumping machine", "pump"], targets: ["farm-equipment/irrigation-water-pumps", "gardening-tools/watering-irrigation"], words: ["pump"] },
  { terms: ["irrigation", "sprinkler", "hose", "garden hose"], targets: ["farm-equipment/irrigation-water-pumps", "gardening-tools/watering-irrigation", "lawn-landscape/irrigation-cleaning"] },
  { terms: ["bulldozer", "dozer", "caterpillar dozer"], targets: ["heavy-machinery/bulldozers"] },
  { terms: ["excavator", "digger", "poclain"], targets: ["heavy-machinery/excavators"] },
  { terms: ["payloader", "pay loader", "wheel loader"], targets: ["heavy-machinery/wheel-loaders"] },
  { terms: ["loader"], targets: ["heavy-machinery/wheel-loaders", "heavy-machinery/backhoe-loaders"] },
  { terms: ["backhoe", "jcb"], targets: ["heavy-machinery/backhoe-loaders"] },
  { terms: ["crane", "mobile crane"], targets: ["heavy-machinery/cranes"] },
  { terms: ["road roller", "roller", "grader", "compactor roller"], targets: ["heavy-machinery/rollers-graders"] },
  { terms: ["earth moving", "earthmoving", "heavy equipment", "heavy duty machine"], targets: ["heavy-machinery"] },
  // Construction and building tools
  { terms: ["concrete mixer", "cement mixer", "mixer machine"], targets: ["construction-tools/concrete-mixers"] },
  { terms: ["vibrator", "poker vibrator", "compactor", "plate compactor", "rammer", "jumping jack"], targets: ["construction-tools/vibrators-compactors"] },
  { terms: ["block machine", "block moulding", "block making machine", "block mould", "interlocking machine"], targets: ["construction-tools/block-moulding-machines"] },
  { terms: ["acrow", "acrow prop", "prop", "formwork", "shuttering"], targets: ["construction-tools/formwork-props"] },
  { terms: ["breaker", "jackhammer", "jack hammer", "demolition hammer", "hilti"], targets: ["construction-tools/demolition-breakers"] },
  { terms: ["rebar", "rod bender", "iron bender", "rebar cutter"], targets: ["construction-tools/rebar-tools"] },
  { terms: ["total station", "theodolite", "survey", "surveying", "dumpy level", "auto level"], targets: ["construction-tools/surveying-instruments"] },
  { terms: ["drill", "drilling machine", "hammer drill", "core drill", "screwdriver"], targets: ["building-tools/drills-drivers"] },
  { terms: ["angle grinder", "cut off saw", "cutting machine"], targets: ["building-tools/grinders-cutters"] },
  { terms: ["welding", "welder", "welding machine", "welding generator"], targets: ["building-tools/welding-machines"] },
  { terms: ["paint sprayer", "spray gun", "painting machine"], targets: ["building-tools/painting-spraying"] },
  { terms: ["tile cutter", "tiling", "tiler"], targets: ["building-tools/tiling-tools"] },
  { terms: ["wheel barrow", "barrow", "wheelbarrow"], targets: ["building-tools/hand-tools-wheelbarrows", "gardening-tools/hand-tools", "lawn-landscape/garden-hand-tools"], words: ["wheelbarrow"] },
  { terms: ["spirit level", "laser level", "measuring tape", "tape measure"], targets: ["building-tools/measuring-levelling"] },
  { terms: ["construction", "site equipment"], targets: ["construction-tools", "building-tools"] },
  // Hospital
  { terms: ["medical", "medical equipment", "hospital equipment", "home care", "nursing"], targets: ["hospital-tools"] },
  { terms: ["oxygen", "oxygen concentrator", "oxygen cylinder", "concentrator"], targets: ["hospital-tools/oxygen-therapy"] },
  { terms: ["patient monitor", "bp monitor", "blood pressure monitor", "oximeter"], targets: ["hospital-tools/patient-monitors"] },
  { terms: ["nebulizer", "nebuliser", "suction machine"], targets: ["hospital-tools/suction-nebulizers"] },
  { terms: ["walking frame", "zimmer", "crutch", "commode"], targets: ["hospital-tools/walkers-crutches-commodes"] },
  { terms: ["icu bed", "medical bed", "sick bed"], targets: ["hospital-tools/hospital-beds"] },
  // Aerial
  { terms: ["drone", "dji", "quadcopter", "mavic"], targets: ["aerial-equipment/camera-drones", "photography-video/drones", "aerial-equipment/spray-mapping-drones"], words: ["drone"] },
  { terms: ["boom lift", "cherry picker", "manlift", "man lift", "bucket truck"], targets: ["aerial-equipment/boom-lifts-cherry-pickers"] },
  { terms: ["scissor lift", "aerial work platform"], targets: ["aerial-equipment/scissor-lifts"] },
  { terms: ["scaffold", "scaffolding"], targets: ["aerial-equipment/scaffolding"] },
  // Power
  { terms: ["generator", "gen", "genset", "generating set", "gen set", "i pass my neighbour", "tiger gen"], targets: ["power-generation-tools/petrol-generators", "power-generation-tools/diesel-generators"], words: ["generator"] },
  { terms: ["solar", "solar panel", "solar power", "solar generator", "power station", "power bank"], targets: ["power-generation-tools/solar-kits", "electronics-gadgets/power-stations"] },
  { terms: ["inverter", "battery", "backup power", "ups"], targets: ["power-generation-tools/inverters-batteries"] },
  { terms: ["stabiliser", "voltage stabilizer", "voltage regulator", "avr"], targets: ["power-generation-tools/stabilizers-avrs"] },
  { terms: ["changeover", "cable", "power cable", "distribution box"], targets: ["power-generation-tools/cables-distribution"] },
  { terms: ["flood light", "floodlight", "light tower", "lighting tower"], targets: ["power-generation-tools/lighting-towers"] },
  { terms: ["power", "electricity", "power supply"], targets: ["power-generation-tools"] },
  // Lawn and garden
  { terms: ["mower", "lawn mower", "grass cutter", "grass cutting machine", "lawnmower", "slasher"], targets: ["lawn-landscape/lawn-mowers", "lawn-landscape/brush-cutters", "gardening-tools/lawn-mowers-brush-cutters"], words: ["mower"] },
  { terms: ["chainsaw", "chain saw", "power saw", "tree cutting"], targets: ["lawn-landscape/chainsaws-tree-care"] },
  { terms: ["leaf blower", "wood chipper", "shredder machine"], targets: ["lawn-landscape/blowers-chippers"] },
  { terms: ["pressure washer", "jet wash", "jet washer", "power washer", "karcher"], targets: ["lawn-landscape/irrigation-cleaning", "home-appliances/cleaning-appliances"] },
  { terms: ["cutlass", "machete", "hoe", "rake", "garden tool", "gardening tool", "spade", "shovel"], targets: ["lawn-landscape/garden-hand-tools", "gardening-tools/hand-tools"] },
  { terms: ["garden", "gardening", "landscaping"], targets: ["gardening-tools", "lawn-landscape"] },
  { terms: ["pruning shear", "secateur", "lopper", "pruner"], targets: ["gardening-tools/pruning-trimming"] },
  { terms: ["tiller", "cultivator", "power tiller"], targets: ["gardening-tools/tillers-soil-prep"] },
  // Events and parties
  { terms: ["canopy", "marquee", "gazebo", "party tent", "wedding tent", "canopy tent", "event tent"], targets: ["event-party-equipment/canopies-tents"] },
  { terms: ["chair", "seat", "seating"], targets: ["event-party-equipment/chairs-seating", "furniture-decor/throne-bridal-chairs"], words: ["chair"] },
  { terms: ["plastic chair", "party chair", "chiavari", "chiavari chair", "event chair"], targets: ["event-party-equipment/chairs-seating"] },
  { terms: ["table", "banquet table", "buffet table", "tablecloth", "table cloth"], targets: ["event-party-equipment/tables-linens"] },
  { terms: ["chafing dish", "food warmer", "serveware", "cooler", "ice cooler", "drink dispenser"], targets: ["event-party-equipment/catering-serveware"] },
  { terms: ["bouncy castle", "bouncing castle", "popcorn machine", "popcorn", "cotton candy", "candy floss", "kids party"], targets: ["event-party-equipment/kids-party-fun"] },
  { terms: ["stage", "truss", "runway", "platform"], targets: ["event-party-equipment/stage-truss"] },
  { terms: ["event", "event equipment", "party equipment", "party rental"], targets: ["event-party-equipment"] },
  { terms: ["sound system", "sound", "speaker", "public address", "pa", "pa system", "loudspeaker", "line array"], targets: ["audio-visual-equipment/pa-systems", "audio-visual-equipment/line-array-systems"], words: ["speaker"] },
  { terms: ["mic", "microphone", "wireless mic", "lapel mic"], targets: ["audio-visual-equipment/wireless-microphones"] },
  { terms: ["dj", "dj set", "dj controller", "turntable"], targets: ["audio-visual-equipment/dj-equipment"] },
  { terms: ["projector", "projector screen", "beamer"], targets: ["audio-visual-equipment/projectors-screens"] },
  { terms: ["tv", "television", "led wall", "video wall", "led screen"], targets: ["audio-visual-equipment/led-screens-tvs"] },
  { terms: ["stage light", "stage lighting", "party light", "smoke machine", "fog machine", "moving head"], targets: ["audio-visual-equipment/stage-lighting-effects"] },
  { terms: ["audio visual", "av equipment", "audio"], targets: ["audio-visual-equipment"] },
  // Electronics and appliances
  { terms: ["computer", "macbook", "notebook", "pc"], targets: ["electronics-gadgets/laptops"], words: ["laptop"] },
  { terms: ["playstation", "ps5", "ps4", "xbox", "game console", "console", "nintendo", "video game"], targets: ["electronics-gadgets/gaming-consoles"] },
  { terms: ["starlink", "mifi", "wifi", "wi fi", "internet", "router", "modem"], targets: ["electronics-gadgets/internet-connectivity"] },
  { terms: ["phone", "iphone", "mobile phone", "android phone"], targets: ["electronics-gadgets/smartphones"] },
  { terms: ["gadget", "electronic"], targets: ["electronics-gadgets"] },
  { terms: ["ac", "air conditioner", "aircon", "air condition", "split ac", "airconditioner"], targets: ["home-appliances/air-conditioners"] },
  { terms: ["fridge", "freezer", "deep freezer", "refrigerator", "chest freezer"], targets: ["home-appliances/refrigerators-freezers"] },
  { terms: ["washing machine", "washer"], targets: ["home-appliances/washing-machines"] },
  { terms: ["fan", "standing fan", "air cooler"], targets: ["home-appliances/fans-coolers"] },
  { terms: ["dispenser", "water dispenser", "water purifier"], targets: ["home-appliances/water-dispensers-purifiers"] },
  { terms: ["vacuum", "vacuum cleaner", "carpet cleaner"], targets: ["home-appliances/cleaning-appliances"] },
  { terms: ["appliance", "home appliance"], targets: ["home-appliances"] },
  // Furniture and decor
  { terms: ["sofa", "couch", "lounge set", "lounge chair"], targets: ["furniture-decor/lounge-sofas-sets"] },
  { terms: ["throne", "throne chair", "bridal chair", "royal chair"], targets: ["furniture-decor/throne-bridal-chairs"] },
  { terms: ["backdrop", "flower wall", "balloon arch", "photo booth backdrop"], targets: ["furniture-decor/backdrops-flower-walls"] },
  { terms: ["centrepiece", "centerpiece", "charger plate", "candelabra", "table decor"], targets: ["furniture-decor/centrepieces-table-decor"] },
  { terms: ["fairy light", "marquee letter", "decor light", "decoration light"], targets: ["furniture-decor/decor-lighting"] },
  { terms: ["decor", "decoration", "furniture"], targets: ["furniture-decor"] },
  { terms: ["bed", "mattress", "dining set", "dining table", "shortlet furniture"], targets: ["furniture-decor/home-furniture-for-short-lets", "hospital-tools/hospital-beds"], words: ["bed"] },
  // Sports and camping
  { terms: ["football", "goal post", "soccer", "ball"], targets: ["sports-outdoor-gear/football-equipment"] },
  { terms: ["bicycle", "cycle", "mountain bike", "road bike", "bmx"], targets: ["sports-outdoor-gear/bicycles"] },
  { terms: ["gym", "treadmill", "dumbbell", "exercise", "fitness", "workout"], targets: ["sports-outdoor-gear/gym-fitness"] },
  { terms: ["table tennis", "ping pong", "snooker", "pool table", "indoor game"], targets: ["sports-outdoor-gear/table-tennis-indoor-games"] },
  { terms: ["kayak", "paddle board", "canoe", "water sport"], targets: ["sports-outdoor-gear/water-sports"] },
  { terms: ["basketball", "volleyball", "basketball hoop"], targets: ["sports-outdoor-gear/court-sports"] },
  { terms: ["sport", "sports equipment"], targets: ["sports-outdoor-gear"] },
  { terms: ["camping", "camp", "hiking", "trekking", "camping gear"], targets: ["camping-hiking-gear"] },
  { terms: ["camping tent", "dome tent"], targets: ["camping-hiking-gear/tents"] },
  { terms: ["rucksack", "backpack", "hiking bag"], targets: ["camping-hiking-gear/backpacks"] },
  { terms: ["sleeping bag", "hammock", "camping mat"], targets: ["camping-hiking-gear/sleeping-gear"] },
  { terms: ["cooler box", "ice chest", "ice box"], targets: ["camping-hiking-gear/coolers"] },
  { terms: ["camping stove", "camp stove", "cookset"], targets: ["camping-hiking-gear/camp-cooking"] },
  { terms: ["lantern", "gps", "compass"], targets: ["camping-hiking-gear/lighting-navigation"] },
  // Babies and kids
  { terms: ["baby", "kid", "children", "child", "toddler", "infant"], targets: ["baby-kids-equipment"] },
  { terms: ["baby car seat", "child seat", "infant car seat"], targets: ["baby-kids-equipment/car-seats"] },
  { terms: ["pram", "stroller", "pushchair", "push chair", "buggy"], targets: ["baby-kids-equipment/strollers-prams"] },
  { terms: ["cot", "crib", "baby cot", "baby bed", "travel cot"], targets: ["baby-kids-equipment/cots-sleep"] },
  { terms: ["baby walker", "bouncer", "play gym", "ball pit"], targets: ["baby-kids-equipment/bouncers-play"] },
  { terms: ["high chair", "steriliser", "sterilizer", "bottle warmer"], targets: ["baby-kids-equipment/feeding"] },
  { terms: ["ride on car", "kids car", "trampoline", "toy car"], targets: ["baby-kids-equipment/kids-party-rides"] },
  { terms: ["baby monitor", "safety gate", "baby gate"], targets: ["baby-kids-equipment/baby-safety"] },
  // Office
  { terms: ["photocopy", "photocopy machine", "copier", "photocopier", "copy machine"], targets: ["office-equipment/photocopiers"] },
  { terms: ["printer", "printing machine", "laserjet", "scanner"], targets: ["office-equipment/printers"] },
  { terms: ["desk", "office chair", "office desk", "office furniture"], targets: ["office-equipment/workstations-desks"] },
  { terms: ["shredder", "paper shredder", "laminator", "laminating machine", "binding machine"], targets: ["office-equipment/shredders-binding"] },
  { terms: ["speakerphone", "video conferencing", "whiteboard", "white board", "flip chart"], targets: ["office-equipment/conference-equipment"] },
  { terms: ["conference"], targets: ["office-equipment/conference-equipment", "event-halls/conference-meeting-rooms"] },
  { terms: ["network switch", "access point", "office ups", "networking"], targets: ["office-equipment/office-power-networking"] },
  { terms: ["office", "office equipment"], targets: ["office-equipment"] },
  // Photography and video
  { terms: ["camera", "dslr", "mirrorless", "mirrorless camera", "video camera", "camcorder", "canon", "nikon", "sony camera"], targets: ["photography-video/cameras", "photography-video/cinema-cameras"], words: ["camera"] },
  { terms: ["lens", "telephoto", "prime lens", "zoom lens"], targets: ["photography-video/lenses"] },
  { terms: ["studio light", "strobe", "softbox", "flash", "photography light"], targets: ["photography-video/lighting-kits"] },
  { terms: ["gimbal", "camera stabiliser", "camera stabilizer", "steadicam"], targets: ["photography-video/gimbals-stabilisers"] },
  { terms: ["cinema camera", "blackmagic", "red komodo", "film camera"], targets: ["photography-video/cinema-cameras"] },
  { terms: ["studio", "photo studio", "podcast studio", "podcast"], targets: ["photography-video/studio-space"] },
  { terms: ["photography", "photo", "video", "videography", "shoot"], targets: ["photography-video"] },
  // Kitchen
  { terms: ["gas cooker", "industrial cooker", "burner", "cooker", "industrial gas cooker"], targets: ["kitchen-tools-appliances/industrial-gas-cookers"] },
  { terms: ["pot", "party pot", "big pot", "jollof pot", "cooking pot", "cauldron", "cookware"], targets: ["kitchen-tools-appliances/big-pots-cookware"], words: ["pot"] },
  { terms: ["oven", "baking oven", "cake mixer", "baking"], targets: ["kitchen-tools-appliances/ovens-baking"] },
  { terms: ["blender", "pepper grinder", "grinding machine", "yam pounder", "pounded yam machine", "pounding machine"], targets: ["kitchen-tools-appliances/blenders-processors"] },
  { terms: ["grill", "bbq", "barbecue", "barbeque", "suya", "suya grill"], targets: ["kitchen-tools-appliances/grills-bbq"] },
  { terms: ["shawarma", "shawarma machine", "fryer", "deep fryer", "puff puff"], targets: ["kitchen-tools-appliances/shawarma-snack-machines"] },
  { terms: ["kitchen", "catering", "catering equipment", "cooking"], targets: ["kitchen-tools-appliances"] },
];
