// The demo catalogue's categories and subcategories in Nigerian Pidgin (categories.name_pcm, title_pcm,
// description_pcm; subcategories.name_pcm), keyed by their English names. The seed writes them; migration 0032 wrote the
// same words into databases seeded before the columns existed. The four categories the header names are called exactly
// as the header calls them (messages/pcm.json nav_*), which a test holds.
//
// Written as Pidgin is written on phones and signboards, in the catalogues' words: "motor", "lorry", "tins", "pikin",
// "di", "wey", "dey"; the names of machines and gadgets stay as people say them (generator, forklift, PA system).

export interface CategoryPidgin {
  name: string;
  title: string;
  description: string;
  /** Each subcategory's Pidgin name, keyed by its English one. */
  subcategories: Record<string, string>;
}

export const CATEGORIES_PCM: Record<string, CategoryPidgin> = {
  Vehicles: {
    name: "Motor dem",
    title: "Motor for rent",
    description:
      "Rent motor with driver or without, SUV, bus, wedding motor, okada and keke from owners wey you fit trust for Lagos, Abuja, Port Harcourt and oda places.",
    subcategories: {
      "Cars with Driver": "Motor with driver",
      "Self-Drive Cars": "Self-drive motor",
      "SUVs & Jeeps": "SUV and jeep",
      "Buses & Vans": "Bus and van",
      "Wedding & Luxury Cars": "Wedding and big-man motor",
      Motorcycles: "Okada (machine)",
      "Keke (Tricycles)": "Keke",
    },
  },
  Trucks: {
    name: "Lorry dem",
    title: "Lorry for rent",
    description:
      "Rent tipper, flatbed, container trailer, water tanker and cold-room lorry with driver wey sabi road, for site, farm and to carry load go anywhere for Naija.",
    subcategories: {
      "Tipper Trucks": "Tipper",
      "Flatbeds & Lowbeds": "Flatbed and lowbed",
      "Trailers & Haulage": "Trailer and haulage",
      "Water Tankers": "Water tanker",
      "Refrigerated Trucks": "Cold-room lorry",
      "Mini Trucks & Pickups": "Small lorry and pickup",
    },
  },
  Logistics: {
    name: "Load carrying",
    title: "Load carrying and moving tins for rent",
    description:
      "Book van for moving house, dispatch bike, forklift, pallet jack, boys wey go help you pack and carry, and warehouse for short time, to move or keep your load anywhere for Naija.",
    subcategories: {
      "Moving Vans": "Van for moving house",
      "Dispatch Bikes": "Dispatch bike",
      Forklifts: "Forklift",
      "Pallet Jacks & Trolleys": "Pallet jack and trolley",
      "Moving Crew Packages": "Moving boys and lorry",
      "Warehouse Space": "Warehouse space",
    },
  },
  "Event Halls": {
    name: "Party hall dem",
    title: "Party hall for rent",
    description:
      "Find banquet hall, garden, rooftop, meeting room and church hall for Lagos, Abuja and Port Harcourt, for wedding, owambe and meeting.",
    subcategories: {
      "Lagos Banquet Halls": "Banquet hall for Lagos",
      "Abuja Event Centres": "Event centre for Abuja",
      "Port Harcourt Halls": "Hall for Port Harcourt",
      "Garden & Outdoor Venues": "Garden and outside place",
      "Rooftop & Lounge Spaces": "Rooftop and lounge",
      "Conference & Meeting Rooms": "Conference and meeting room",
      "Church & Multipurpose Halls": "Church and multipurpose hall",
    },
  },
  "Farm Equipment": {
    name: "Farm machine dem",
    title: "Farm machine for rent",
    description:
      "Rent tractor, plough, planter, sprayer, water pump and thresher by di day to clear land, plant, water di farm and harvest on time every season.",
    subcategories: {
      Tractors: "Tractor",
      "Ploughs & Harrows": "Plough and harrow",
      "Planters & Seeders": "Planter and seeder",
      Sprayers: "Sprayer",
      "Irrigation & Water Pumps": "Irrigation and water pump",
      "Harvest & Processing": "Harvest and processing",
    },
  },
  "Heavy Machinery": {
    name: "Heavy machine dem",
    title: "Heavy machine for rent",
    description:
      "Rent excavator, bulldozer, payloader, backhoe, crane, roller and grader with operator wey sabi di work, for building, road, mining and to clear land.",
    subcategories: {
      Excavators: "Excavator",
      Bulldozers: "Bulldozer",
      "Wheel Loaders": "Payloader",
      "Backhoe Loaders": "Backhoe",
      Cranes: "Crane",
      "Rollers & Graders": "Roller and grader",
    },
  },
  "Construction Tools": {
    name: "Construction tool dem",
    title: "Construction tools for rent",
    description:
      "Rent concrete mixer, poker vibrator, compactor, block moulding machine, props, breaker and survey instrument for every stage of your building work.",
    subcategories: {
      "Concrete Mixers": "Concrete mixer",
      "Vibrators & Compactors": "Vibrator and compactor",
      "Block Moulding Machines": "Block moulding machine",
      "Formwork & Props": "Formwork and props",
      "Demolition Breakers": "Breaker to scatter concrete",
      "Rebar Tools": "Iron rod tools",
      "Surveying Instruments": "Survey instrument",
    },
  },
  "Building Tools": {
    name: "Building tool dem",
    title: "Building tools for rent",
    description:
      "Borrow drill, grinder, welding machine, paint sprayer, tile cutter, ladder and hand tools for building, renovation and finishing work near you.",
    subcategories: {
      "Drills & Drivers": "Drill and driver",
      "Grinders & Cutters": "Grinder and cutter",
      "Welding Machines": "Welding machine",
      "Painting & Spraying": "Painting and spraying",
      "Tiling Tools": "Tiling tools",
      "Ladders & Access": "Ladder and tins to climb",
      "Hand Tools & Wheelbarrows": "Hand tools and wheelbarrow",
      "Measuring & Levelling": "Measuring and levelling",
    },
  },
  "Hospital Tools": {
    name: "Hospital tool dem",
    title: "Hospital equipment for rent",
    description:
      "Rent wheelchair, hospital bed, oxygen concentrator, patient monitor and oda tins wey sick person need, to recover for house, for clinic or for short time.",
    subcategories: {
      Wheelchairs: "Wheelchair",
      "Hospital Beds": "Hospital bed",
      "Oxygen Therapy": "Oxygen",
      "Patient Monitors": "Patient monitor",
      "Suction & Nebulizers": "Suction and nebulizer",
      "Walkers, Crutches & Commodes": "Walker, crutches and commode",
    },
  },
  "Aerial Equipment": {
    name: "Drone and lift dem",
    title: "Drone, lift and scaffolding for rent",
    description:
      "Rent camera drone, spray drone, scissor lift, boom lift, telehandler and scaffolding tower for filming, farming and to work for up without wahala.",
    subcategories: {
      "Camera Drones": "Camera drone",
      "Spray & Mapping Drones": "Spray and mapping drone",
      "Scissor Lifts": "Scissor lift",
      "Boom Lifts & Cherry Pickers": "Boom lift and cherry picker",
      Scaffolding: "Scaffolding",
      Telehandlers: "Telehandler",
    },
  },
  "Power Generation Tools": {
    name: "Generator and light tins",
    title: "Generator and light tins for rent",
    description:
      "Rent petrol and diesel generator, inverter, solar kit, stabilizer and lighting tower so you no go sit for dark when light go, for house, for site and for every event.",
    subcategories: {
      "Petrol Generators": "Petrol generator",
      "Diesel Generators": "Diesel generator",
      "Inverters & Batteries": "Inverter and battery",
      "Solar Kits": "Solar kit",
      "Stabilizers & AVRs": "Stabilizer and AVR",
      "Cables & Distribution": "Cable and distribution box",
      "Lighting Towers": "Lighting tower",
    },
  },
  "Lawn & Landscape": {
    name: "Grass and compound tins",
    title: "Grass and compound tins for rent",
    description:
      "Rent lawn mower, hedge trimmer, brush cutter, chainsaw, leaf blower and garden tools to keep compound, estate and farmland clean all di year.",
    subcategories: {
      "Lawn Mowers": "Lawn mower",
      "Hedge Trimmers": "Hedge trimmer",
      "Brush Cutters": "Brush cutter",
      "Chainsaws & Tree Care": "Chainsaw and tree cutting",
      "Blowers & Chippers": "Blower and chipper",
      "Irrigation & Cleaning": "Watering and cleaning",
      "Garden Hand Tools": "Garden hand tools",
    },
  },
  "Event & Party Equipment": {
    name: "Party tins",
    title: "Party tins for rent",
    description:
      "Rent canopy, chair, table, chafing dish, bouncy castle and stage truss for owambe, wedding and birthday party from owners wey dey near you.",
    subcategories: {
      "Canopies & Tents": "Canopy and tent",
      "Chairs & Seating": "Chair and seat",
      "Tables & Linens": "Table and table cloth",
      "Catering Serveware": "Tins to serve food",
      "Kids' Party Fun": "Pikin party play",
      "Stage & Truss": "Stage and truss",
    },
  },
  "Electronics & Gadgets": {
    name: "Electronics and gadget dem",
    title: "Electronics and gadget for rent",
    description:
      "Rent laptop, iPad, PS5, Starlink kit, MiFi and power station by di day for work, training, game night and travel anywhere for Naija.",
    subcategories: {
      Laptops: "Laptop",
      "Tablets & iPads": "Tablet and iPad",
      "Gaming Consoles": "Game console",
      "Internet & Connectivity": "Internet and network",
      Smartphones: "Smartphone",
      "Power Stations": "Power station",
    },
  },
  "Home Appliances": {
    name: "House appliance dem",
    title: "House appliance for rent",
    description:
      "Rent AC, fridge, freezer, washing machine, fan and water dispenser for short-let, event, new house and di hot months of dry season.",
    subcategories: {
      "Air Conditioners": "AC",
      "Refrigerators & Freezers": "Fridge and freezer",
      "Washing Machines": "Washing machine",
      "Fans & Coolers": "Fan and cooler",
      "Water Dispensers & Purifiers": "Water dispenser and purifier",
      "Cleaning Appliances": "Cleaning machine",
    },
  },
  "Furniture & Decor": {
    name: "Furniture and decoration",
    title: "Furniture and decoration for rent",
    description:
      "Rent lounge sofa, throne chair, flower wall, centrepiece and decoration light for wedding, owambe, photo shoot and to arrange short-let for Naija.",
    subcategories: {
      "Lounge Sofas & Sets": "Lounge sofa and set",
      "Throne & Bridal Chairs": "Throne and bride chair",
      "Backdrops & Flower Walls": "Backdrop and flower wall",
      "Centrepieces & Table Decor": "Centrepiece and table decor",
      "Decor Lighting": "Decoration light",
      "Home Furniture for Short-lets": "House furniture for short-let",
    },
  },
  "Sports & Outdoor Gear": {
    name: "Sport and outside play tins",
    title: "Sport and outside play tins for rent",
    description:
      "Rent football goal post, bicycle, treadmill, golf set, table tennis board and kayak for match, exercise, fun day and weekend enjoyment.",
    subcategories: {
      "Football Equipment": "Football tins",
      Bicycles: "Bicycle",
      "Gym & Fitness": "Gym and exercise",
      Golf: "Golf",
      "Table Tennis & Indoor Games": "Table tennis and indoor game",
      "Water Sports": "Water sport",
      "Court Sports": "Court sport",
    },
  },
  "Baby & Kids Equipment": {
    name: "Baby and pikin tins",
    title: "Baby and pikin tins for rent",
    description:
      "Rent car seat, stroller, cot, bouncer, high chair and pikin party ride for when grandpikin come visit, for holiday and for family wey dey grow for Naija.",
    subcategories: {
      "Car Seats": "Car seat",
      "Strollers & Prams": "Stroller and pram",
      "Cots & Sleep": "Cot and sleeping tins",
      "Bouncers & Play": "Bouncer and play tins",
      Feeding: "Tins to feed baby",
      "Kids' Party Rides": "Pikin party ride",
      "Baby Safety": "Baby safety",
    },
  },
  "Office Equipment": {
    name: "Office tins",
    title: "Office equipment for rent",
    description:
      "Rent printer, photocopier, workstation, shredder and conference tins by di day for office wey you open for short time, training, exam and weeks wey work plenty.",
    subcategories: {
      Printers: "Printer",
      Photocopiers: "Photocopier",
      "Workstations & Desks": "Workstation and desk",
      "Shredders & Binding": "Shredder and binding machine",
      "Conference Equipment": "Conference tins",
      "Office Power & Networking": "Office light and network",
    },
  },
  "Audio Visual Equipment": {
    name: "Sound and screen tins",
    title: "Sound and screen tins for rent",
    description:
      "Rent PA system, line array, LED screen, projector, wireless mic, DJ tins and stage light for concert, church programme, wedding and conference.",
    subcategories: {
      "PA Systems": "PA system",
      "Line Array Systems": "Line array",
      "LED Screens & TVs": "LED screen and TV",
      "Projectors & Screens": "Projector and screen",
      "Wireless Microphones": "Wireless mic",
      "DJ Equipment": "DJ tins",
      "Stage Lighting & Effects": "Stage light and effects",
    },
  },
  "Camping & Hiking Gear": {
    name: "Camping and hiking tins",
    title: "Camping and hiking tins for rent",
    description:
      "Rent tent, hiking bag, sleeping bag, cooler and camp stove for trip to Obudu, Idanre Hills, Erin Ijesha, Olumo Rock and to camp for beach.",
    subcategories: {
      Tents: "Tent",
      Backpacks: "Backpack",
      "Sleeping Gear": "Sleeping tins",
      Coolers: "Cooler",
      "Camp Cooking": "Camp cooking tins",
      "Lighting & Navigation": "Lantern, GPS and compass",
      "Camping Bundles": "Camping package",
    },
  },
  "Kitchen Tools & Appliances": {
    name: "Kitchen tins",
    title: "Kitchen tools and machine for rent",
    description:
      "Rent industrial gas cooker, big party pot, oven, blender, grill and shawarma machine for owambe cooking, catering work and small food business.",
    subcategories: {
      "Industrial Gas Cookers": "Industrial gas cooker",
      "Big Pots & Cookware": "Big pot and cooking tins",
      "Ovens & Baking": "Oven and baking",
      "Blenders & Processors": "Blender and food processor",
      "Grills & BBQ": "Grill and BBQ",
      "Shawarma & Snack Machines": "Shawarma and snacks machine",
    },
  },
  "Gardening Tools": {
    name: "Garden tool dem",
    title: "Garden tools for rent",
    description:
      "Rent wheelbarrow, lawn mower, hedge trimmer, watering kit, tiller and pruner for compound, estate, farm and planting season all over Naija.",
    subcategories: {
      "Hand Tools": "Hand tools",
      "Pruning & Trimming": "Pruning and trimming",
      "Lawn Mowers & Brush Cutters": "Lawn mower and brush cutter",
      "Watering & Irrigation": "Watering and irrigation",
      "Tillers & Soil Prep": "Tiller and soil tools",
      Sprayers: "Sprayer",
    },
  },
  "Photography & Video": {
    name: "Camera and video tins",
    title: "Camera, lens and video tins for rent",
    description:
      "Rent Canon, Sony and Nikon camera, lens, Godox light, DJI gimbal, drone and studio by di day for wedding, shoot and film work.",
    subcategories: {
      Cameras: "Camera",
      Lenses: "Lens",
      "Lighting Kits": "Light kit",
      "Gimbals & Stabilisers": "Gimbal and stabiliser",
      Drones: "Drone",
      "Cinema Cameras": "Cinema camera",
      "Studio Space": "Studio",
    },
  },
};

/** A category's Pidgin columns, and a subcategory's name; English where none was written (categories-pcm.test.ts forbids that). */
export function pidginOf(category: { name: string; title: string; description: string }): { namePcm: string; titlePcm: string; descriptionPcm: string } {
  const pcm = CATEGORIES_PCM[category.name];
  return { namePcm: pcm?.name ?? category.name, titlePcm: pcm?.title ?? category.title, descriptionPcm: pcm?.description ?? category.description };
}
export const pidginSubcategory = (category: string, subcategory: string): string => CATEGORIES_PCM[category]?.subcategories[subcategory] ?? subcategory;
