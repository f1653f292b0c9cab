// Judged queries: what people type, and what they would accept among the first ten results on the demo catalogue.
// features/search/judged-queries.test.ts measures search against them (precision of the first ten; nonsense finds nothing).
// `expect` holds category slugs ("trucks"), "category/subcategory" slugs ("vehicles/suvs-jeeps") and title words
// ("title:generator": any listing with that word in its title). Judge as a renter would, not by what search returns.

export interface JudgedQuery {
  q: string;
  expect: string[];
  /** A misspelling: the text search says it showed instead ('Showing results for "jeep"'). */
  corrected?: string;
}

const SUVS = ["vehicles/suvs-jeeps"];
const BUSES = ["vehicles/buses-vans"];
const CARS = ["vehicles/cars-with-driver", "vehicles/self-drive-cars"];
const GENERATORS = ["power-generation-tools/petrol-generators", "power-generation-tools/diesel-generators", "title:generator"];
const MOWERS = ["lawn-landscape/lawn-mowers", "gardening-tools/lawn-mowers-brush-cutters", "lawn-landscape/brush-cutters", "title:mower"];
const TENTS = ["event-party-equipment/canopies-tents", "camping-hiking-gear/tents"];
const CHAIRS = ["event-party-equipment/chairs-seating", "furniture-decor/throne-bridal-chairs", "title:chair"];
const SOUND = ["audio-visual-equipment/pa-systems", "audio-visual-equipment/line-array-systems", "title:speaker"];
const DRONES = ["aerial-equipment/camera-drones", "aerial-equipment/spray-mapping-drones", "photography-video/drones"];
const CAMERAS = ["photography-video/cameras", "photography-video/cinema-cameras", "title:camera"];
const PUMPS = ["farm-equipment/irrigation-water-pumps", "gardening-tools/watering-irrigation", "title:pump"];
const FRIDGES = ["home-appliances/refrigerators-freezers"];

export const JUDGED_QUERIES: JudgedQuery[] = [
  // Vehicles, as Nigerians name them
  { q: "jeep", expect: SUVS },
  { q: "jeeps", expect: SUVS },
  { q: "suv", expect: SUVS },
  { q: "SUVs", expect: SUVS },
  { q: "prado", expect: SUVS },
  { q: "suv abuja", expect: SUVS },
  { q: "bus", expect: BUSES },
  { q: "buses", expect: BUSES },
  { q: "danfo", expect: BUSES },
  { q: "coaster", expect: BUSES },
  { q: "hiace", expect: [...BUSES, "logistics/moving-vans"] },
  { q: "sienna", expect: BUSES },
  { q: "keke", expect: ["vehicles/keke-tricycles", "title:keke"] },
  { q: "keke napep", expect: ["vehicles/keke-tricycles", "title:keke"] },
  { q: "okada", expect: ["vehicles/motorcycles", "logistics/dispatch-bikes"] },
  { q: "camry", expect: CARS },
  { q: "car with driver", expect: ["vehicles/cars-with-driver"] },
  { q: "wedding car", expect: ["vehicles/wedding-luxury-cars"] },
  // Trucks and logistics
  { q: "hilux", expect: ["trucks/mini-trucks-pickups"] },
  { q: "tipper", expect: ["trucks/tipper-trucks"] },
  { q: "tippers", expect: ["trucks/tipper-trucks"] },
  { q: "water tanker", expect: ["trucks/water-tankers"] },
  { q: "truck", expect: ["trucks", "title:truck"] },
  { q: "forklift", expect: ["logistics/forklifts"] },
  { q: "moving van", expect: ["logistics/moving-vans", "logistics/moving-crew-packages"] },
  { q: "warehouse", expect: ["logistics/warehouse-space", "title:warehouse"] },
  // Halls
  { q: "event hall", expect: ["event-halls"] },
  { q: "halls", expect: ["event-halls"] },
  { q: "conference room", expect: ["event-halls/conference-meeting-rooms"] },
  // Farm, machinery, construction, building
  { q: "tractor", expect: ["farm-equipment/tractors", "title:tractor"] },
  { q: "water pump", expect: PUMPS },
  { q: "bulldozer", expect: ["heavy-machinery/bulldozers"] },
  { q: "excavator", expect: ["heavy-machinery/excavators", "title:excavator"] },
  { q: "payloader", expect: ["heavy-machinery/wheel-loaders"] },
  { q: "crane", expect: ["heavy-machinery/cranes"] },
  { q: "concrete mixer", expect: ["construction-tools/concrete-mixers"] },
  { q: "block moulding machine", expect: ["construction-tools/block-moulding-machines"] },
  { q: "drill", expect: ["building-tools/drills-drivers"] },
  { q: "welding machine", expect: ["building-tools/welding-machines"] },
  { q: "ladder", expect: ["building-tools/ladders-access"] },
  // Hospital
  { q: "wheelchair", expect: ["hospital-tools/wheelchairs"] },
  { q: "hospital bed", expect: ["hospital-tools/hospital-beds"] },
  { q: "oxygen concentrator", expect: ["hospital-tools/oxygen-therapy"] },
  // Aerial and power
  { q: "drone", expect: DRONES },
  { q: "scaffolding", expect: ["aerial-equipment/scaffolding"] },
  { q: "generator", expect: GENERATORS },
  { q: "generators", expect: GENERATORS },
  { q: "gen", expect: GENERATORS },
  { q: "genset", expect: GENERATORS },
  { q: "i pass my neighbour", expect: GENERATORS },
  { q: "diesel generator", expect: GENERATORS },
  { q: "inverter", expect: ["power-generation-tools/inverters-batteries", "title:inverter"] },
  { q: "solar", expect: ["power-generation-tools/solar-kits", "electronics-gadgets/power-stations", "title:solar"] },
  { q: "stabilizer", expect: ["power-generation-tools/stabilizers-avrs"] },
  // Lawn and garden
  { q: "lawn mower", expect: MOWERS },
  { q: "grass cutter", expect: MOWERS },
  { q: "chainsaw", expect: ["lawn-landscape/chainsaws-tree-care"] },
  { q: "hedge trimmer", expect: ["lawn-landscape/hedge-trimmers", "title:hedge"] },
  // Events
  { q: "canopy", expect: ["event-party-equipment/canopies-tents"] },
  { q: "canopies", expect: ["event-party-equipment/canopies-tents"] },
  { q: "tent", expect: TENTS },
  { q: "chairs", expect: CHAIRS },
  { q: "plastic chairs", expect: ["event-party-equipment/chairs-seating"] },
  { q: "tables", expect: ["event-party-equipment/tables-linens", "title:table"] },
  { q: "bouncy castle", expect: ["event-party-equipment/kids-party-fun"] },
  { q: "sound system", expect: SOUND },
  { q: "speakers", expect: SOUND },
  { q: "projector", expect: ["audio-visual-equipment/projectors-screens", "title:projector"] },
  { q: "microphone", expect: ["audio-visual-equipment/wireless-microphones"] },
  { q: "dj", expect: ["audio-visual-equipment/dj-equipment"] },
  // Electronics and home
  { q: "laptop", expect: ["electronics-gadgets/laptops"] },
  { q: "ps5", expect: ["electronics-gadgets/gaming-consoles"] },
  { q: "starlink", expect: ["electronics-gadgets/internet-connectivity"] },
  { q: "iphone", expect: ["electronics-gadgets/smartphones"] },
  { q: "ac", expect: ["home-appliances/air-conditioners"] },
  { q: "fridge", expect: FRIDGES },
  { q: "deep freezer", expect: FRIDGES },
  { q: "washing machine", expect: ["home-appliances/washing-machines"] },
  { q: "standing fan", expect: ["home-appliances/fans-coolers"] },
  { q: "sofa", expect: ["furniture-decor/lounge-sofas-sets"] },
  { q: "throne chair", expect: ["furniture-decor/throne-bridal-chairs"] },
  { q: "backdrop", expect: ["furniture-decor/backdrops-flower-walls", "title:backdrop"] },
  // Sports, babies, office, photography, camping, kitchen
  { q: "bicycle", expect: ["sports-outdoor-gear/bicycles"] },
  { q: "treadmill", expect: ["sports-outdoor-gear/gym-fitness"] },
  { q: "kayak", expect: ["sports-outdoor-gear/water-sports"] },
  { q: "stroller", expect: ["baby-kids-equipment/strollers-prams"] },
  { q: "baby cot", expect: ["baby-kids-equipment/cots-sleep"] },
  { q: "printer", expect: ["office-equipment/printers"] },
  { q: "photocopy machine", expect: ["office-equipment/photocopiers"] },
  { q: "dslr", expect: CAMERAS },
  { q: "camera", expect: CAMERAS },
  { q: "lens", expect: ["photography-video/lenses", "title:lens"] },
  { q: "gimbal", expect: ["photography-video/gimbals-stabilisers"] },
  { q: "sleeping bag", expect: ["camping-hiking-gear/sleeping-gear"] },
  { q: "cooler", expect: ["camping-hiking-gear/coolers", "home-appliances/fans-coolers", "event-party-equipment/catering-serveware"] },
  { q: "gas cooker", expect: ["kitchen-tools-appliances/industrial-gas-cookers"] },
  { q: "party pot", expect: ["kitchen-tools-appliances/big-pots-cookware"] },
  { q: "pounded yam machine", expect: ["kitchen-tools-appliances/blenders-processors"] },
  { q: "suya grill", expect: ["kitchen-tools-appliances/grills-bbq"] },
  { q: "shawarma machine", expect: ["kitchen-tools-appliances/shawarma-snack-machines"] },
  // Words that name no category: brands, occasions, several words
  { q: "toyota", expect: ["title:toyota"] },
  { q: "honda generator", expect: GENERATORS },
  { q: "wedding", expect: ["vehicles/wedding-luxury-cars", "event-halls", "event-party-equipment", "furniture-decor", "title:wedding"] },
  { q: "owambe", expect: ["event-party-equipment", "event-halls", "furniture-decor", "kitchen-tools-appliances", "title:party"] },
  { q: "chiavari chairs", expect: ["event-party-equipment/chairs-seating"] },
  { q: "air conditioner", expect: ["home-appliances/air-conditioners"] },
  { q: "pa system", expect: SOUND },
  { q: "mifi", expect: ["electronics-gadgets/internet-connectivity"] },
  { q: "wheel barrow", expect: ["building-tools/hand-tools-wheelbarrows", "gardening-tools/hand-tools", "lawn-landscape/garden-hand-tools", "title:wheelbarrow"] },
  { q: "fairy lights", expect: ["furniture-decor/decor-lighting"] },
  { q: "photo studio", expect: ["photography-video/studio-space"] },
  { q: "bouncing castle", expect: ["event-party-equipment/kids-party-fun"] },
  // Misspellings
  { q: "generetor", expect: GENERATORS, corrected: "generator" },
  { q: "matress", expect: ["furniture-decor/home-furniture-for-short-lets", "hospital-tools/hospital-beds", "title:mattress"], corrected: "mattress" },
  { q: "bycycle", expect: ["sports-outdoor-gear/bicycles"], corrected: "bicycle" },
  { q: "jepp", expect: SUVS, corrected: "jeep" },
  { q: "genrator", expect: GENERATORS, corrected: "generator" },
  { q: "generater", expect: GENERATORS },
  { q: "excavater", expect: ["heavy-machinery/excavators", "title:excavator"] },
  { q: "bulldozzer", expect: ["heavy-machinery/bulldozers"], corrected: "bulldozer" },
  { q: "projecter", expect: ["audio-visual-equipment/projectors-screens", "title:projector"] },
  { q: "wheelchiar", expect: ["hospital-tools/wheelchairs"], corrected: "wheelchair" },
  { q: "refridgerator", expect: FRIDGES, corrected: "refrigerator" },
  { q: "laptp", expect: ["electronics-gadgets/laptops"], corrected: "laptop" },
  { q: "scafolding", expect: ["aerial-equipment/scaffolding"], corrected: "scaffolding" },
  { q: "camara", expect: CAMERAS, corrected: "camera" },
  { q: "tractr", expect: ["farm-equipment/tractors", "title:tractor"], corrected: "tractor" },
];

/** Texts that name nothing Haya rents: the search must find nothing, not a fragment's near miss. */
export const NONSENSE_QUERIES = ["xqzvbn", "asdfgh", "blorptang", "zzqqxxyy", "qwfpgj", "plonkwizzle", "vbnmxz"];
