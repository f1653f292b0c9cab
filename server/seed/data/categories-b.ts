// Demo catalogue, part B: the last 12 of Haya's 24 categories, with item templates for the seed.
import type { CategorySeed } from "./types";

export const categoriesB: CategorySeed[] = [
  // 13
  {
    name: "Event & Party Equipment",
    title: "Event & Party Equipment Rentals",
    description:
      "Rent canopies, chairs, tables, chafing dishes, bouncy castles and stage truss for owambe parties, weddings and birthdays from owners near you.",
    icon: "party-popper",
    palette: ["#F59E0B", "#DB2777"],
    subcategories: [
      {
        name: "Canopies & Tents",
        icon: "tent",
        items: [
          {
            title: "20x20ft Canopy with Drapes & Ceiling Lining – Surulere",
            description:
              "Sturdy steel-frame canopy with white and gold drapes, ideal for street owambe parties, naming ceremonies and burial receptions. Our crew sets up early in the morning and comes back to pack up the next day, so you don't have to battle Lagos traffic with poles.",
            priceNaira: [25000, 45000],
            features: ["Seats about 60 guests", "Waterproof PVC roof", "White and gold drapes", "Side walls for rain"],
            included: ["Canopy frame and roof", "Drapes and ceiling lining", "Setup and teardown"],
            bookingMode: "request",
            units: [1, 12],
            maxDays: 4,
            delivery: { radiusKm: 25, feeNaira: 10000, freeWithinKm: 10 },
          },
          {
            title: "Marquee Wedding Tent for 200 Guests – Lekki Phase 1",
            description:
              "Clear-span aluminium marquee with lined ceiling, chandelier hooks and side windows for garden weddings and engagement ceremonies. Installation takes most of a day, so bookings are confirmed after a site check of the venue ground and access road.",
            priceNaira: [180000, 350000],
            features: ["Clear span, no centre poles", "Lined ceiling with chandelier points", "Window side walls", "Wind-rated anchoring"],
            included: ["Marquee structure", "Ceiling lining and side walls", "Installation crew", "Site inspection"],
            bookingMode: "request",
            minDays: 1,
            maxDays: 5,
            cautionNaira: 150000,
          },
          {
            title: "Pagoda Gazebo Tent 5x5m – Ikeja GRA",
            description:
              "Elegant peaked pagoda tent that works well as a VIP area, cocktail bar or gift table station at outdoor events. Quick to set up on grass or interlocked compound floors and holds up well against sudden rainy season showers.",
            priceNaira: [15000, 30000],
            features: ["Peaked pagoda roof", "5x5 metre footprint", "Anchors for grass or tiles", "White PVC cover"],
            included: ["Tent frame and cover", "Pegs and weights", "Setup by owner"],
            bookingMode: "instant",
            units: [1, 6],
          },
        ],
      },
      {
        name: "Chairs & Seating",
        icon: "armchair",
        items: [
          {
            title: "Chiavari Chairs with Cushions (Set of 10) – Ikoyi",
            description:
              "Gold and silver chiavari chairs with padded cushions, the classic look for wedding receptions, bridal showers and corporate dinners. Chairs are wiped and checked after every event and delivered stacked with protective covers.",
            priceNaira: [5000, 9000],
            features: ["Gold, silver or white finish", "Padded seat cushions", "Stackable frames", "Sold in sets of 10"],
            included: ["10 chiavari chairs", "10 seat cushions", "Stacking covers"],
            bookingMode: "instant",
            units: [5, 40],
          },
          {
            title: "White Plastic Chairs (Set of 10) – Ojodu Berger",
            description:
              "Clean, strong white plastic chairs for church programmes, birthday parties, burials and street owambe. Rent as many sets as you need, and pick up yourself or ask the owner to arrange a bus for delivery within Ikeja and environs.",
            priceNaira: [900, 1500],
            features: ["Armless stackable design", "Washed before each rental", "Good for indoor and outdoor", "Sold in sets of 10"],
            included: ["10 plastic chairs", "Count sheet on pickup"],
            bookingMode: "instant",
            units: [10, 60],
          },
          {
            title: "Cross-Back Wooden Chairs (Set of 10) – Wuse 2, Abuja",
            description:
              "Rustic cross-back chairs in natural wood for garden weddings, traditional engagements and intimate brunches. They photograph beautifully with greenery and neutral decor, and each set comes with linen seat pads.",
            priceNaira: [8000, 14000],
            features: ["Solid hardwood frames", "Linen seat pads", "Rustic boho look", "Sold in sets of 10"],
            included: ["10 cross-back chairs", "10 seat pads"],
            bookingMode: "request",
            units: [4, 20],
          },
        ],
      },
      {
        name: "Tables & Linens",
        icon: "table",
        items: [
          {
            title: "Round Banquet Tables with Covers (Set of 5) – Ikeja",
            description:
              "Five-foot round tables that seat eight to ten guests each, supplied with ironed table covers in your colour of the day. Perfect for aso-ebi themed receptions where every table needs to match the couple's colours.",
            priceNaira: [6000, 12000],
            features: ["Seats 8 to 10 per table", "Foldable legs", "Covers in many colours", "Sold in sets of 5"],
            included: ["5 round tables", "5 table covers", "Table runners on request"],
            bookingMode: "instant",
            units: [4, 30],
          },
          {
            title: "Rectangular Buffet Tables with Skirting – Port Harcourt GRA",
            description:
              "Six-foot rectangular tables with pleated skirting for buffet lines, registration desks and small chops stations. Skirting clips on neatly so the table legs and food crates underneath stay out of sight in your event photos.",
            priceNaira: [4000, 8000],
            features: ["Six-foot length", "Pleated skirting with clips", "Sturdy for heavy trays", "Foldable for transport"],
            included: ["2 buffet tables", "Skirting and clips", "Table cloths"],
            bookingMode: "instant",
            units: [2, 15],
          },
        ],
      },
      {
        name: "Catering Serveware",
        icon: "utensils-crossed",
        items: [
          {
            title: "Gold Chafing Dishes (Set of 6) – Yaba",
            description:
              "Polished gold chafing dishes that keep jollof rice, fried rice, asun and moi moi warm on the buffet line for hours. Each dish comes with a water pan and fuel holder, and the set looks elegant for weddings and corporate lunches.",
            priceNaira: [9000, 18000],
            features: ["Roll-top lids", "Keeps food warm for hours", "Gold finish", "Water pan and fuel holder"],
            included: ["6 chafing dishes", "6 food pans", "Fuel holders"],
            bookingMode: "instant",
            units: [2, 12],
            cautionNaira: 20000,
          },
          {
            title: "Drink Dispensers & Ice Coolers Pack – Bodija, Ibadan",
            description:
              "Three glass drink dispensers plus two large ice coolers for zobo, Chapman and chilled water at outdoor parties. Handy when NEPA takes light and the freezer can't be relied on, because the coolers hold ice well into the evening.",
            priceNaira: [5000, 10000],
            features: ["3 glass dispensers with taps", "2 large ice coolers", "Easy-clean design", "Good for outdoor events"],
            included: ["3 drink dispensers", "2 ice coolers", "Stands for dispensers"],
            bookingMode: "instant",
            units: [1, 6],
          },
        ],
      },
      {
        name: "Kids' Party Fun",
        icon: "castle",
        items: [
          {
            title: "Bouncy Castle 15x15ft with Blower – Gbagada",
            description:
              "Colourful inflatable bouncy castle with safety netting, a favourite at children's birthday parties and school end-of-year events. It needs a steady power supply for the blower, so plan a generator if your area's light is unpredictable.",
            priceNaira: [25000, 50000],
            features: ["Fits about 8 children at once", "Safety side netting", "Heavy-duty PVC", "Quick inflation"],
            included: ["Bouncy castle", "Electric blower", "Ground sheet and pegs", "Setup by owner"],
            bookingMode: "request",
            units: [1, 4],
            maxDays: 2,
            cautionNaira: 30000,
          },
          {
            title: "Popcorn Machine with Cart – Magodo",
            description:
              "Cinema-style popcorn machine on a red wheeled cart that turns any birthday, school party or movie night into a treat. It pops a fresh batch every few minutes and the owner will show you how to use and clean it on pickup.",
            priceNaira: [8000, 15000],
            features: ["Stainless kettle", "Wheeled red cart", "Warming deck", "Pops every 3 minutes"],
            included: ["Popcorn machine and cart", "Scoop", "Starter kernels and oil"],
            bookingMode: "instant",
            units: [1, 5],
          },
          {
            title: "Cotton Candy Machine with Sugar Starter – Garki, Abuja",
            description:
              "Commercial candy floss machine with a splash guard, great for kiddies parties, fun fairs and church harvest events. Comes with flavoured sugar and paper cones so you can start spinning as soon as you plug it in.",
            priceNaira: [7000, 13000],
            features: ["Commercial heating head", "Splash guard bubble", "Quick warm-up", "Easy to clean"],
            included: ["Cotton candy machine", "Flavoured sugar starter", "Paper cones"],
            bookingMode: "instant",
            units: [1, 4],
          },
        ],
      },
      {
        name: "Stage & Truss",
        icon: "theater",
        items: [
          {
            title: "Aluminium Stage Platform 8x4m with Skirting – Victoria Island",
            description:
              "Modular stage decks with adjustable legs, steps and black skirting for concerts, church crusades, award nights and wedding bands. The crew installs and levels the stage on site and a team member can stay through the event on request.",
            priceNaira: [80000, 180000],
            features: ["Modular 8x4 metre deck", "Adjustable height legs", "Anti-slip surface", "Steps and guard rails"],
            included: ["Stage decks and legs", "Black skirting", "Steps", "Installation crew"],
            bookingMode: "request",
            maxDays: 5,
            cautionNaira: 100000,
          },
          {
            title: "Truss Frame for Backdrop & Lighting 6m – Enugu",
            description:
              "Silver box truss goal-post frame for hanging banners, lighting fixtures and press walls at product launches and conferences. Sections bolt together quickly and the base plates keep the frame stable even on windy harmattan evenings.",
            priceNaira: [30000, 70000],
            features: ["Aluminium box truss", "6 metre span", "Heavy base plates", "Takes lights and banners"],
            included: ["Truss sections", "Base plates", "Couplers and bolts", "Assembly by crew"],
            bookingMode: "request",
            units: [1, 4],
          },
        ],
      },
    ],
  },
  // 14
  {
    name: "Electronics & Gadgets",
    title: "Electronics & Gadget Rentals",
    description:
      "Rent laptops, iPads, PS5 consoles, Starlink kits, MiFi routers and power stations by the day for work, trainings, game nights and travel across Nigeria.",
    icon: "laptop",
    palette: ["#2563EB", "#7C3AED"],
    subcategories: [
      {
        name: "Laptops",
        icon: "laptop",
        items: [
          {
            title: "MacBook Pro 14-inch M3 Pro – Yaba",
            description:
              "Powerful MacBook Pro for video editing, music production and heavy design work when your own machine packs up before a deadline. Freshly reset with a clean macOS install, and battery health is strong enough to ride out a few hours of NEPA outage.",
            priceNaira: [25000, 45000],
            features: ["Apple M3 Pro chip", "18GB RAM, 512GB SSD", "Liquid Retina XDR display", "Long battery life"],
            included: ["MacBook Pro", "USB-C charger", "Protective sleeve"],
            bookingMode: "request",
            minDays: 2,
            cautionNaira: 300000,
          },
          {
            title: "HP EliteBook 840 for Trainings & Exams – Ikeja",
            description:
              "Reliable business laptops available in batches for CBT exams, bootcamps and corporate training sessions. Each unit runs Windows 11 with Microsoft Office installed, and owners can deliver a full set to your venue.",
            priceNaira: [8000, 15000],
            features: ["Intel Core i5", "16GB RAM", "Windows 11 with Office", "Backlit keyboard"],
            included: ["Laptop", "Charger", "Wired mouse"],
            bookingMode: "instant",
            units: [1, 25],
            cautionNaira: 50000,
          },
          {
            title: "Dell XPS 15 Creator Laptop – Jabi, Abuja",
            description:
              "Sharp 4K touchscreen and a dedicated graphics card make this Dell a solid pick for Premiere Pro edits, architecture renders and presentations. Ideal for visiting consultants who need a capable Windows machine for a short project.",
            priceNaira: [18000, 30000],
            features: ["Intel Core i7", "NVIDIA RTX graphics", "15.6-inch 4K touchscreen", "32GB RAM"],
            included: ["Dell XPS 15", "Charger", "Laptop bag"],
            bookingMode: "request",
            cautionNaira: 200000,
          },
        ],
      },
      {
        name: "Tablets & iPads",
        icon: "tablet",
        items: [
          {
            title: "iPad Pro 12.9-inch with Apple Pencil – Lekki",
            description:
              "Large iPad Pro for illustrators, pitch meetings and digital menus at upscale events. The Apple Pencil makes it easy to sketch or sign documents on the go, and the keyboard folio turns it into a light travel workstation.",
            priceNaira: [12000, 22000],
            features: ["12.9-inch Liquid Retina display", "Apple Pencil support", "Keyboard folio", "Wi-Fi and cellular"],
            included: ["iPad Pro", "Apple Pencil", "Keyboard folio", "USB-C charger"],
            bookingMode: "instant",
            cautionNaira: 150000,
          },
          {
            title: "Samsung Galaxy Tab A9 for Event Check-in – Ikeja",
            description:
              "Affordable Android tablets in bulk for guest registration, surveys, church data capture and point-of-sale at pop-up markets. Delivered fully charged with a protective case and stand, and reset between rentals.",
            priceNaira: [5000, 9000],
            features: ["11-inch display", "Android with Play Store", "Long battery life", "Rugged case"],
            included: ["Galaxy Tab", "Charger", "Case with stand"],
            bookingMode: "instant",
            units: [1, 30],
          },
        ],
      },
      {
        name: "Gaming Consoles",
        icon: "gamepad-2",
        items: [
          {
            title: "PS5 Slim with 2 Controllers & EA FC – Surulere",
            description:
              "PlayStation 5 Slim loaded with EA FC, Mortal Kombat and Tekken for weekend game nights, birthday hangouts and viewing centre tournaments. Two DualSense controllers included, with extra pads available for bigger squads.",
            priceNaira: [10000, 18000],
            features: ["1TB storage", "Popular games pre-installed", "4K HDR output", "Extra controllers available"],
            included: ["PS5 Slim console", "2 DualSense controllers", "HDMI and power cables"],
            bookingMode: "instant",
            units: [1, 5],
            cautionNaira: 100000,
          },
          {
            title: "Xbox Series X Party Bundle – Port Harcourt GRA",
            description:
              "Xbox Series X with Game Pass titles for friendly competitions and family gatherings over the festive season. It is quiet, fast and ready to play right out of the box, just connect it to any HDMI TV.",
            priceNaira: [10000, 17000],
            features: ["1TB SSD", "Game Pass library", "4K at 120fps", "Quick Resume"],
            included: ["Xbox Series X", "2 controllers", "HDMI cable"],
            bookingMode: "instant",
            cautionNaira: 90000,
          },
          {
            title: "Nintendo Switch OLED with Mario Kart – Wuse, Abuja",
            description:
              "Portable Nintendo Switch OLED that kids and adults can enjoy together, on the TV or handheld during long road trips. Mario Kart and Just Dance are loaded, perfect for children's parties or a cosy weekend at home.",
            priceNaira: [7000, 12000],
            features: ["7-inch OLED screen", "TV and handheld modes", "Joy-Con pair", "Family friendly games"],
            included: ["Switch OLED", "Dock and charger", "Carry case"],
            bookingMode: "instant",
            cautionNaira: 70000,
          },
        ],
      },
      {
        name: "Internet & Connectivity",
        icon: "satellite-dish",
        items: [
          {
            title: "Starlink Standard Kit for Remote Sites – Ibadan",
            description:
              "Fast satellite internet for construction sites, farm offices, outdoor conferences and live streams where network is poor. The owner helps with mounting and app setup, and you only need a clear view of the sky and a power source.",
            priceNaira: [15000, 30000],
            features: ["High-speed satellite internet", "Wide coverage across Nigeria", "Built-in Wi-Fi router", "App-guided setup"],
            included: ["Starlink dish", "Router and cables", "Kickstand mount"],
            bookingMode: "request",
            minDays: 2,
            cautionNaira: 250000,
          },
          {
            title: "MTN 5G MiFi Router with Data – Victoria Island",
            description:
              "Pocket 5G MiFi for visiting guests, remote workers and event teams who need dependable internet while moving around Lagos. Connects up to ten devices and lasts most of the workday on a single charge.",
            priceNaira: [3000, 6000],
            features: ["5G and 4G support", "Connects up to 10 devices", "All-day battery", "Pocket size"],
            included: ["MiFi router", "Data bundle", "USB-C charger"],
            bookingMode: "instant",
            units: [1, 10],
          },
        ],
      },
      {
        name: "Smartphones",
        icon: "smartphone",
        items: [
          {
            title: "iPhone 15 Pro Max for Content Shoots – Lekki",
            description:
              "Shoot crisp 4K ProRes video for reels, vlogs and brand campaigns with the iPhone 15 Pro Max. Popular with content creators who need a second camera angle for a day without committing to buying a new phone.",
            priceNaira: [15000, 25000],
            features: ["48MP main camera", "4K ProRes video", "5x telephoto", "256GB storage"],
            included: ["iPhone 15 Pro Max", "USB-C cable", "Case and screen guard"],
            bookingMode: "request",
            cautionNaira: 250000,
          },
          {
            title: "Samsung Galaxy S24 Ultra with S Pen – Ikeja",
            description:
              "Flagship Samsung with a 200MP camera and S Pen for reviewers, event content teams and visitors who want a top phone during their stay. Factory reset before and after every rental so your data stays private.",
            priceNaira: [12000, 20000],
            features: ["200MP camera", "S Pen included", "Dual SIM", "Big 5000mAh battery"],
            included: ["Galaxy S24 Ultra", "Charger", "Protective case"],
            bookingMode: "request",
            cautionNaira: 200000,
          },
        ],
      },
      {
        name: "Power Stations",
        icon: "battery-charging",
        items: [
          {
            title: "EcoFlow Delta 2 Portable Power Station – Gbagada",
            description:
              "Silent battery power for laptops, routers, fans and small fridges when NEPA takes light, or for outdoor shoots with no generator noise. Recharges from a wall socket in about an hour and can be paired with a solar panel.",
            priceNaira: [12000, 25000],
            features: ["1kWh capacity", "Pure sine wave output", "Fast AC charging", "Solar input"],
            included: ["EcoFlow Delta 2", "AC charging cable", "Car charging cable"],
            bookingMode: "instant",
            cautionNaira: 150000,
          },
          {
            title: "Jackery Solar Generator 1000 with Panel – Gwarinpa, Abuja",
            description:
              "Complete solar generator kit with a foldable panel, good for camping, remote site visits and keeping the essentials running during long outages. Plug in phones, laptops, lights and a standing fan at the same time.",
            priceNaira: [12000, 22000],
            features: ["1000Wh battery", "Foldable 200W solar panel", "Multiple AC and USB outlets", "Quiet operation"],
            included: ["Jackery power station", "Solar panel", "Charging cables"],
            bookingMode: "request",
            cautionNaira: 150000,
          },
        ],
      },
    ],
  },
  // 15
  {
    name: "Home Appliances",
    title: "Home Appliance Rentals",
    description:
      "Rent air conditioners, fridges, freezers, washing machines, fans and water dispensers for short-lets, events, new homes and hot dry season months.",
    icon: "refrigerator",
    palette: ["#0EA5E9", "#14B8A6"],
    subcategories: [
      {
        name: "Air Conditioners",
        icon: "air-vent",
        items: [
          {
            title: "LG 1.5HP Split AC with Installation – Lekki",
            description:
              "Inverter split air conditioner for short-let apartments, guest rooms and site offices, installed and removed by a certified technician. The inverter compressor keeps your generator or solar load low during the hot months.",
            priceNaira: [8000, 15000],
            features: ["1.5HP inverter compressor", "Fast cooling", "Low power draw", "Remote control"],
            included: ["Split AC unit", "Installation and removal", "Remote control"],
            bookingMode: "request",
            minDays: 7,
            cautionNaira: 100000,
          },
          {
            title: "Hisense Portable AC 1HP – Yaba",
            description:
              "No installation needed: wheel this portable AC into a bedroom, studio or small shop and vent it through a window. Great for rented rooms in the heat of March and April when a fan just isn't enough.",
            priceNaira: [6000, 12000],
            features: ["1HP cooling", "Wheeled and portable", "Window vent kit", "Sleep mode"],
            included: ["Portable AC", "Exhaust hose and window kit", "Remote control"],
            bookingMode: "instant",
            units: [1, 5],
            cautionNaira: 60000,
          },
          {
            title: "Floor Standing AC 3HP for Halls & Events – Maitama, Abuja",
            description:
              "Powerful floor-standing air conditioners for event halls, church programmes, wedding receptions and exam centres. Units are delivered and connected by the owner's technician, who also checks your power supply can carry the load.",
            priceNaira: [25000, 45000],
            features: ["3HP cooling capacity", "Cools large halls", "Vertical air throw", "Delivered and connected"],
            included: ["Standing AC", "Delivery and connection", "Technician on call"],
            bookingMode: "request",
            units: [1, 8],
            cautionNaira: 150000,
          },
        ],
      },
      {
        name: "Refrigerators & Freezers",
        icon: "refrigerator",
        items: [
          {
            title: "Haier Thermocool Chest Freezer 300L – Surulere",
            description:
              "Large chest freezer for storing meat, fish and drinks ahead of weddings, burials and birthday parties. It holds its cold for many hours during power cuts, so the party drinks stay chilled until the last guest leaves.",
            priceNaira: [5000, 10000],
            features: ["300 litre capacity", "Long cold retention", "Lockable lid", "Fast freeze mode"],
            included: ["Chest freezer", "Delivery within Surulere"],
            bookingMode: "instant",
            units: [1, 6],
            cautionNaira: 50000,
          },
          {
            title: "Scanfrost Double-Door Fridge – Bodija, Ibadan",
            description:
              "Frost-free double-door refrigerator for short-let apartments, newly rented flats and NYSC lodges. Energy efficient and quiet, with a spacious freezer section for soups and stews cooked in bulk.",
            priceNaira: [5000, 9000],
            features: ["Frost-free", "Double door", "Energy efficient", "Adjustable shelves"],
            included: ["Refrigerator", "Voltage stabiliser"],
            bookingMode: "request",
            minDays: 7,
            cautionNaira: 60000,
          },
        ],
      },
      {
        name: "Washing Machines",
        icon: "washing-machine",
        items: [
          {
            title: "Samsung 8kg Front-Load Washing Machine – Ikeja",
            description:
              "Fully automatic front-loader for families with visitors, new mums and short-let hosts who need fresh linen between guests. Delivered and connected to your water point, with a quick walk-through of the wash programmes.",
            priceNaira: [5000, 10000],
            features: ["8kg capacity", "Fully automatic", "Quick wash programme", "Quiet inverter motor"],
            included: ["Washing machine", "Inlet and drain hoses", "Delivery and connection"],
            bookingMode: "request",
            minDays: 3,
            cautionNaira: 80000,
          },
          {
            title: "LG Twin-Tub Washing Machine – Independence Layout, Enugu",
            description:
              "Simple twin-tub washer that handles heavy fabrics and Ankara without fuss, and works well even with low water pressure. A good fit for students, corps members and homes that prefer to fill water by bucket.",
            priceNaira: [3000, 6000],
            features: ["7kg wash tub", "Separate spin dryer", "Works with bucket filling", "Easy to move"],
            included: ["Twin-tub washer", "Drain hose"],
            bookingMode: "instant",
          },
        ],
      },
      {
        name: "Fans & Coolers",
        icon: "fan",
        items: [
          {
            title: "Rechargeable Standing Fans (Set of 2) – Ajah",
            description:
              "Two rechargeable standing fans that keep running for hours after NEPA takes light, so the whole family can sleep through hot nights. They charge from any socket or inverter and come with a built-in LED lamp.",
            priceNaira: [2000, 4000],
            features: ["Rechargeable battery", "Runs hours on battery", "Built-in LED lamp", "Adjustable height"],
            included: ["2 rechargeable fans", "Charging cables"],
            bookingMode: "instant",
            units: [1, 10],
          },
          {
            title: "Industrial Standing Fan 26-inch – Sabon Gari, Kano",
            description:
              "Heavy-duty industrial fan that moves a lot of air across halls, mosques, warehouses and outdoor receptions in the dry season heat. Metal blades and a strong motor built to run all day without overheating.",
            priceNaira: [3000, 6000],
            features: ["26-inch metal blades", "High-speed motor", "Oscillation", "Sturdy tripod base"],
            included: ["Industrial fan", "Extension cable"],
            bookingMode: "instant",
            units: [1, 20],
          },
          {
            title: "Evaporative Air Cooler 60L – Benin GRA",
            description:
              "Large water-tank air cooler that cools the air for a fraction of an AC's power draw, ideal for inverter and solar homes. Add ice packs for an extra chill during afternoon parties or long family meetings.",
            priceNaira: [5000, 9000],
            features: ["60 litre water tank", "Low power use", "Ice pack slots", "Remote control"],
            included: ["Air cooler", "2 ice packs", "Remote control"],
            bookingMode: "instant",
            units: [1, 6],
          },
        ],
      },
      {
        name: "Water Dispensers & Purifiers",
        icon: "glass-water",
        items: [
          {
            title: "Hot & Cold Water Dispenser – Gbagada",
            description:
              "Bottom-load hot and cold water dispenser for offices, events and homes with visitors. Ready for tea, coffee and pap in seconds, and the child lock on the hot tap keeps little hands safe.",
            priceNaira: [2000, 4000],
            features: ["Hot and cold taps", "Bottom-load bottle", "Child safety lock", "Cabinet storage"],
            included: ["Water dispenser", "Empty bottle"],
            bookingMode: "instant",
            units: [1, 8],
          },
          {
            title: "Reverse Osmosis Water Purifier – Trans-Amadi, Port Harcourt",
            description:
              "Under-sink RO purifier that turns borehole or tap water into clean drinking water, ideal for short-stay contractors and new homes. The owner installs it, checks your water pressure and replaces the filters before each rental.",
            priceNaira: [3000, 6000],
            features: ["5-stage filtration", "Removes iron taste", "Storage tank", "Fresh filters each rental"],
            included: ["RO purifier", "Installation", "Fresh filter set"],
            bookingMode: "request",
            minDays: 14,
          },
        ],
      },
      {
        name: "Cleaning Appliances",
        icon: "broom-sparkles",
        items: [
          {
            title: "Karcher Carpet & Upholstery Cleaner – Lekki Phase 1",
            description:
              "Deep-clean rugs, sofas and car seats before guests arrive for Christmas, or after a house party. It sprays and extracts in one go, lifting the harmattan dust and stains that a normal vacuum leaves behind.",
            priceNaira: [5000, 10000],
            features: ["Spray and extract", "Upholstery tool", "Large water tank", "Fast drying"],
            included: ["Carpet cleaner", "Upholstery nozzle", "Cleaning solution"],
            bookingMode: "instant",
          },
          {
            title: "Electric Pressure Washer 2000W – Magodo",
            description:
              "Blast dirt off interlocked compounds, car ports, fences and vehicles with this high-pressure washer. Connects to a garden hose or a water drum with the suction kit, handy in areas where water pressure is weak.",
            priceNaira: [6000, 12000],
            features: ["2000W motor", "Adjustable nozzles", "Suction kit for drums", "Detergent bottle"],
            included: ["Pressure washer", "High-pressure hose", "Nozzle set"],
            bookingMode: "instant",
            cautionNaira: 40000,
          },
        ],
      },
    ],
  },
  // 16
  {
    name: "Furniture & Decor",
    title: "Furniture & Decor Rentals",
    description:
      "Rent lounge sofas, throne chairs, flower walls, centrepieces and decor lighting for weddings, owambe parties, shoots and short-let staging in Nigeria.",
    icon: "sofa",
    palette: ["#92400E", "#FCD34D"],
    subcategories: [
      {
        name: "Lounge Sofas & Sets",
        icon: "sofa",
        items: [
          {
            title: "White Chesterfield Lounge Set (7-Seater) – Lekki",
            description:
              "Tufted white chesterfield sofas with a matching coffee table for VIP lounges at weddings, album launches and brand activations. Delivered, arranged and collected by the owner's team, with covers to protect against dust.",
            priceNaira: [60000, 120000],
            features: ["Tufted chesterfield style", "Seats 7 guests", "Matching coffee table", "Clean white upholstery"],
            included: ["2 sofas and 1 armchair", "Coffee table", "Delivery and arrangement"],
            bookingMode: "request",
            units: [1, 4],
            cautionNaira: 100000,
          },
          {
            title: "Velvet Lounge Set for Owambe VIP Area – Ikeja",
            description:
              "Emerald and gold velvet couches that make the celebrant's family table look royal at birthdays, 60th anniversaries and traditional weddings. Comes with side tables and cushions in a matching palette.",
            priceNaira: [45000, 90000],
            features: ["Rich velvet upholstery", "Gold metal legs", "Matching throw cushions", "Side tables"],
            included: ["3-seater and 2 armchairs", "2 side tables", "Cushions"],
            bookingMode: "request",
            units: [1, 3],
            cautionNaira: 80000,
          },
        ],
      },
      {
        name: "Throne & Bridal Chairs",
        icon: "crown",
        items: [
          {
            title: "Gold Throne Chairs for Couple (Pair) – Victoria Island",
            description:
              "High-back gold throne chairs with red velvet seats for the bride and groom's high table. Also popular for coronation-themed birthdays and photo shoots where the celebrant needs to feel like royalty.",
            priceNaira: [25000, 50000],
            features: ["High carved back", "Gold leaf finish", "Velvet seat", "Sold as a pair"],
            included: ["2 throne chairs", "Delivery and pickup"],
            bookingMode: "request",
            units: [1, 3],
            cautionNaira: 50000,
          },
          {
            title: "King & Queen Royal Chair Set – Benin City",
            description:
              "Carved wooden royal chairs with ivory upholstery, well suited to traditional marriage ceremonies, chieftaincy celebrations and cultural festivals. Sturdy, heavy pieces that look stunning on a raised stage.",
            priceNaira: [20000, 40000],
            features: ["Hand-carved hardwood", "Ivory upholstery", "Matching footstools", "Sold as a pair"],
            included: ["King and queen chairs", "2 footstools"],
            bookingMode: "request",
            units: [1, 2],
            cautionNaira: 40000,
          },
        ],
      },
      {
        name: "Backdrops & Flower Walls",
        icon: "frame",
        items: [
          {
            title: "Artificial Flower Wall Backdrop 8x8ft – Lekki",
            description:
              "Lush rose and hydrangea flower wall for photo booths, bridal showers and proposal setups. Panels mount on a free-standing frame, so no nails or drilling are needed at the venue. Add a custom neon sign with the couple's names for extra wow.",
            priceNaira: [35000, 70000],
            features: ["8x8 ft coverage", "Free-standing frame", "Several colour options", "Neon sign add-on"],
            included: ["Flower wall panels", "Frame and base", "Setup and teardown"],
            bookingMode: "request",
            units: [1, 3],
          },
          {
            title: "Sequin Shimmer Wall Panels – Wuse 2, Abuja",
            description:
              "Gold, silver or rose-gold shimmer panels that sparkle in every breeze, a favourite backdrop for birthdays and corporate dinners. They are light to carry and fold into a compact box for easy transport.",
            priceNaira: [25000, 50000],
            features: ["Gold, silver or rose gold", "Moves with the breeze", "Lightweight panels", "Quick assembly"],
            included: ["Shimmer panels", "Stand frame", "Storage box"],
            bookingMode: "instant",
            units: [1, 4],
          },
          {
            title: "Balloon Arch Frame & Stand Kit – Surulere",
            description:
              "Adjustable arch frame, columns and bases for building balloon garlands at birthdays, baby showers and store openings. You bring the balloons and the kit holds everything firmly in place.",
            priceNaira: [8000, 15000],
            features: ["Adjustable arch size", "Weighted bases", "Two balloon columns", "Reusable clips"],
            included: ["Arch frame", "2 column stands", "Balloon clips"],
            bookingMode: "instant",
            units: [1, 6],
          },
        ],
      },
      {
        name: "Centrepieces & Table Decor",
        icon: "flower-2",
        items: [
          {
            title: "Gold Candelabra Centrepieces (Set of 10) – Ikoyi",
            description:
              "Tall five-arm gold candelabras that lift every reception table and look elegant under warm lighting. Pair them with fresh or artificial flowers, and LED candles are included for venues that don't allow open flames.",
            priceNaira: [15000, 30000],
            features: ["Five-arm design", "Gold finish", "LED candles included", "Sold in sets of 10"],
            included: ["10 candelabras", "LED candles", "Padded transport crate"],
            bookingMode: "instant",
            units: [1, 5],
            cautionNaira: 30000,
          },
          {
            title: "Gold Rim Charger Plates (Set of 50) – Ring Road, Ibadan",
            description:
              "Glass charger plates with a beaded gold rim to dress up banquet tables for weddings, galas and sendforths. Washed, counted and packed in padded crates for every rental, so breakages are easy to spot.",
            priceNaira: [10000, 20000],
            features: ["Beaded gold rim", "Clear glass", "Sold in sets of 50", "Padded crates"],
            included: ["50 charger plates", "Storage crates"],
            bookingMode: "instant",
            units: [1, 8],
            cautionNaira: 25000,
          },
        ],
      },
      {
        name: "Decor Lighting",
        icon: "lamp-floor",
        items: [
          {
            title: "Fairy Light Curtains (Set of 10) – Yaba",
            description:
              "Warm white fairy light curtains for ceilings, backdrops and garden trees at evening events. Low power draw means a small inverter or generator can run all ten strands at once. Hanging clips are included, so nothing gets taped to the venue walls.",
            priceNaira: [5000, 10000],
            features: ["Warm white LEDs", "3 metre drop", "Low power draw", "Eight light modes"],
            included: ["10 light curtains", "Extension cables", "Hanging clips"],
            bookingMode: "instant",
            units: [1, 6],
          },
          {
            title: "Marquee Letter Lights LOVE & Numbers – Garki, Abuja",
            description:
              "Four-foot light-up letters and numbers for weddings, proposals and milestone birthdays like 30, 50 or 70. Letters are battery or mains powered, so they keep glowing even when the power goes off.",
            priceNaira: [15000, 30000],
            features: ["4 ft tall letters", "Warm bulbs", "Battery or mains power", "Letters and numbers available"],
            included: ["Chosen letters or numbers", "Power adapters", "Delivery and placement"],
            bookingMode: "request",
            units: [1, 3],
          },
        ],
      },
      {
        name: "Home Furniture for Short-lets",
        icon: "bed-double",
        items: [
          {
            title: "Queen Bed with Orthopaedic Mattress – Lekki Phase 1",
            description:
              "Upholstered queen bed frame with a quality orthopaedic mattress for short-let hosts, relocating families and hospital stays at home. Delivered, assembled and collected at the end of the rental period.",
            priceNaira: [5000, 10000],
            features: ["Upholstered headboard", "Orthopaedic mattress", "Mattress protector", "Assembly included"],
            included: ["Bed frame", "Mattress", "Delivery and assembly"],
            bookingMode: "request",
            minDays: 30,
            cautionNaira: 50000,
          },
          {
            title: "Six-Seater Dining Set – Gwarinpa, Abuja",
            description:
              "Solid wood dining table and six chairs for furnishing a short-let or hosting the in-laws for the holidays. Sturdy and neutral in style, so it fits most apartment layouts without clashing with existing decor.",
            priceNaira: [4000, 8000],
            features: ["Solid wood table", "6 padded chairs", "Neutral finish", "Seats 6 comfortably"],
            included: ["Dining table", "6 chairs", "Delivery"],
            bookingMode: "request",
            minDays: 14,
            cautionNaira: 40000,
          },
        ],
      },
    ],
  },
  // 17
  {
    name: "Sports & Outdoor Gear",
    title: "Sports & Outdoor Gear Rentals",
    description:
      "Rent football goals, bicycles, treadmills, golf sets, table tennis boards and kayaks for matches, workouts, fun days and weekend adventures.",
    icon: "trophy",
    palette: ["#15803D", "#FDE047"],
    subcategories: [
      {
        name: "Football Equipment",
        icon: "goal",
        items: [
          {
            title: "5-a-Side Goal Posts with Nets (Pair) – Surulere",
            description:
              "Portable steel goal posts for five-a-side tournaments, estate football, school sports days and corporate fun days. Folds down to fit in a bus boot, with ground pegs for grass and sandbags for hard courts.",
            priceNaira: [15000, 30000],
            features: ["Steel frame", "Folds for transport", "Weatherproof nets", "Pegs and sandbags"],
            included: ["2 goal posts", "2 nets", "Pegs and sandbags"],
            bookingMode: "instant",
            units: [1, 4],
          },
          {
            title: "Match Balls & Training Bibs Pack – Ikeja",
            description:
              "Ten size-5 match balls, twenty bibs in two colours and a set of cones for Saturday games, academy sessions and company tournaments. Balls are pumped and checked before every pickup. Bibs are washed after every use.",
            priceNaira: [5000, 10000],
            features: ["10 size-5 balls", "20 bibs in 2 colours", "Training cones", "Ball pump"],
            included: ["10 footballs", "20 bibs", "Cones and pump", "Mesh ball bag"],
            bookingMode: "instant",
            units: [1, 5],
          },
        ],
      },
      {
        name: "Bicycles",
        icon: "bike",
        items: [
          {
            title: "Mountain Bike 27.5-inch with Helmet – Lekki",
            description:
              "Front-suspension mountain bike for weekend rides along the Lekki-Ikoyi link bridge, estate trails and beach roads. Serviced regularly, with a helmet and lock included so you can ride and stop for suya in peace.",
            priceNaira: [4000, 8000],
            features: ["21-speed gears", "Front suspension", "Disc brakes", "Adult frame sizes"],
            included: ["Mountain bike", "Helmet", "Lock"],
            bookingMode: "instant",
            units: [1, 10],
            cautionNaira: 30000,
          },
          {
            title: "Carbon Road Bike for Group Rides – Ikoyi",
            description:
              "Lightweight carbon road bike for early Sunday group rides before Lagos traffic builds up. Fitted to your height on pickup, with clip-in pedals or flat pedals depending on your preference.",
            priceNaira: [8000, 15000],
            features: ["Carbon frame", "Shimano groupset", "Lightweight build", "Fitted to your height"],
            included: ["Road bike", "Helmet", "Water bottle cage", "Lights"],
            bookingMode: "request",
            cautionNaira: 80000,
          },
          {
            title: "Kids' Bicycle 16-inch with Training Wheels – Jabi, Abuja",
            description:
              "Bright children's bicycle with removable training wheels, perfect for holidays, park outings and learning to ride. A small helmet and knee pads are included so parents can relax. Great for Millennium Park weekends.",
            priceNaira: [2000, 4000],
            features: ["16-inch wheels", "Removable training wheels", "Ages 4 to 7", "Chain guard"],
            included: ["Kids' bicycle", "Helmet", "Knee pads"],
            bookingMode: "instant",
            units: [1, 6],
          },
        ],
      },
      {
        name: "Gym & Fitness",
        icon: "dumbbell",
        items: [
          {
            title: "Motorised Treadmill 2.5HP – Gbagada",
            description:
              "Home treadmill with incline and preset programmes for keeping fit when it's too hot, too rainy or too unsafe to run outside. Delivered and assembled, and it runs fine on a decent inverter.",
            priceNaira: [6000, 12000],
            features: ["2.5HP motor", "Auto incline", "12 preset programmes", "Foldable deck"],
            included: ["Treadmill", "Delivery and assembly", "Safety key"],
            bookingMode: "request",
            minDays: 7,
            cautionNaira: 80000,
          },
          {
            title: "Adjustable Dumbbells Set 2-24kg – Yaba",
            description:
              "Space-saving adjustable dumbbells that replace a whole rack, ideal for home workouts in small apartments. Turn the dial to change weight in seconds, and use the stand to keep your floor safe.",
            priceNaira: [3000, 6000],
            features: ["2 to 24kg per dumbbell", "Quick dial adjustment", "Compact storage", "Floor stand"],
            included: ["Pair of dumbbells", "Stand", "Exercise mat"],
            bookingMode: "instant",
            cautionNaira: 40000,
          },
        ],
      },
      {
        name: "Golf",
        icon: "flag",
        items: [
          {
            title: "Callaway Golf Club Set with Stand Bag – Ikoyi",
            description:
              "Full Callaway set for visiting players and members' guests at Ikoyi Club and Lagos golf courses. Includes driver, woods, irons, wedges and putter in a light stand bag, with a sleeve of balls to start.",
            priceNaira: [15000, 30000],
            features: ["Full 14-club set", "Right-handed", "Light stand bag", "Graphite shafts"],
            included: ["Golf clubs", "Stand bag", "Sleeve of balls", "Tees"],
            bookingMode: "request",
            cautionNaira: 120000,
          },
          {
            title: "TaylorMade Half Set for Beginners – Abuja",
            description:
              "Light half set for beginners taking lessons at IBB Golf Club or practising at the driving range. Enough clubs to learn every shot without the weight of a full bag on hot afternoons. A glove is included.",
            priceNaira: [10000, 18000],
            features: ["7-club half set", "Beginner friendly", "Lightweight carry bag", "Right-handed"],
            included: ["7 golf clubs", "Carry bag", "Glove"],
            bookingMode: "instant",
            cautionNaira: 60000,
          },
        ],
      },
      {
        name: "Table Tennis & Indoor Games",
        icon: "dices",
        items: [
          {
            title: "Butterfly Table Tennis Board – Bodija, Ibadan",
            description:
              "Tournament-grade table tennis board with net, bats and balls for office fun days, estate competitions and church youth programmes. Folds on wheels so two people can move it through a normal doorway.",
            priceNaira: [6000, 12000],
            features: ["Tournament thickness top", "Folds on wheels", "Clip-on net", "Indoor and outdoor"],
            included: ["Table tennis board", "Net and posts", "4 bats", "Balls"],
            bookingMode: "instant",
            units: [1, 4],
          },
          {
            title: "Foldable Snooker Table 6ft – Port Harcourt GRA",
            description:
              "Six-foot snooker and pool table for lounges, game nights and bachelor parties. Comes with cues, balls, triangle and chalk, and folds flat so it can be carried into most sitting rooms. Delivery can be arranged.",
            priceNaira: [15000, 30000],
            features: ["6 ft playing surface", "Foldable legs", "Snooker and pool balls", "Level adjusters"],
            included: ["Snooker table", "4 cues", "Ball sets", "Triangle and chalk"],
            bookingMode: "request",
            cautionNaira: 60000,
          },
        ],
      },
      {
        name: "Water Sports",
        icon: "waves",
        items: [
          {
            title: "Stand-Up Paddle Board – Tarkwa Bay Pickup",
            description:
              "Inflatable stand-up paddle board for calm-water sessions at Tarkwa Bay, Ilashe and lagoon-side beach houses. Stable enough for beginners, and a life jacket is included for every rental.",
            priceNaira: [10000, 20000],
            features: ["Inflatable and stable", "Adjustable paddle", "Ankle leash", "Backpack carry"],
            included: ["Paddle board", "Paddle", "Pump", "Life jacket"],
            bookingMode: "instant",
            units: [1, 6],
            cautionNaira: 50000,
          },
          {
            title: "Two-Person Sit-on-Top Kayak – Lekki",
            description:
              "Tandem kayak for exploring the Lekki lagoon and creeks on calm mornings. Light enough for two people to carry, with double paddles and two life jackets included. Roof straps are available if you want to take it to a beach house further down the coast.",
            priceNaira: [15000, 25000],
            features: ["Seats 2 adults", "Sit-on-top stability", "Dry storage hatch", "Carry handles"],
            included: ["Kayak", "2 paddles", "2 life jackets"],
            bookingMode: "request",
            units: [1, 4],
            cautionNaira: 70000,
          },
        ],
      },
      {
        name: "Court Sports",
        icon: "volleyball",
        items: [
          {
            title: "Portable Basketball Hoop Adjustable – Ajah",
            description:
              "Height-adjustable basketball hoop on a water-filled base, great for estate courts, school sports and backyard games. Adjusts from kids' height up to regulation level in minutes. Balls and a pump come with it.",
            priceNaira: [6000, 12000],
            features: ["Adjustable height", "Shatterproof backboard", "Water-fill base", "Wheels for moving"],
            included: ["Basketball hoop", "2 basketballs", "Pump"],
            bookingMode: "instant",
          },
          {
            title: "Volleyball Net & Poles Beach Set – Calabar",
            description:
              "Complete volleyball set with poles, net, boundary lines and balls for beach outings, youth camps and Carnival Calabar side events. Sets up on sand or grass in under twenty minutes. Balls are included.",
            priceNaira: [4000, 8000],
            features: ["Adjustable poles", "Boundary lines", "Sand and grass anchors", "Carry bag"],
            included: ["Net and poles", "2 volleyballs", "Boundary lines"],
            bookingMode: "instant",
            units: [1, 4],
          },
        ],
      },
    ],
  },
  // 18
  {
    name: "Baby & Kids Equipment",
    title: "Baby & Kids Equipment Rentals",
    description:
      "Rent car seats, strollers, cots, bouncers, high chairs and kids' party rides for visiting grandchildren, holidays and growing families in Nigeria.",
    icon: "baby",
    palette: ["#F9A8D4", "#93C5FD"],
    subcategories: [
      {
        name: "Car Seats",
        icon: "car",
        items: [
          {
            title: "Graco Infant Car Seat with Base – Lekki",
            description:
              "Rear-facing infant car seat for newborns, perfect for bringing baby home from the hospital or picking up visiting family at the airport. Cleaned and sanitised between rentals, with the base fitted in your car by the owner.",
            priceNaira: [2500, 5000],
            features: ["Rear-facing for newborns", "Click-in base", "Side impact protection", "Sanitised between rentals"],
            included: ["Infant car seat", "Isofix base", "Sun canopy"],
            bookingMode: "instant",
            units: [1, 5],
            minDays: 3,
          },
          {
            title: "Chicco Convertible Car Seat – Maitama, Abuja",
            description:
              "Convertible car seat that fits toddlers rear-facing and older children forward-facing, ideal for diaspora families visiting for Christmas. Washable covers are freshly laundered before every booking.",
            priceNaira: [3000, 6000],
            features: ["Rear and forward facing", "Adjustable headrest", "Five-point harness", "Washable covers"],
            included: ["Convertible car seat", "Installation guide"],
            bookingMode: "instant",
            units: [1, 4],
            minDays: 3,
          },
        ],
      },
      {
        name: "Strollers & Prams",
        icon: "baby",
        items: [
          {
            title: "Chicco Travel System Stroller – Ikeja GRA",
            description:
              "Full travel system with a stroller and matching car seat for families arriving in Lagos with a little one. The sturdy wheels handle estate roads and mall floors alike, and it folds with one hand.",
            priceNaira: [3000, 6000],
            features: ["Stroller and car seat combo", "One-hand fold", "Large shopping basket", "Rain cover"],
            included: ["Stroller", "Matching car seat", "Rain cover"],
            bookingMode: "instant",
            units: [1, 4],
          },
          {
            title: "Lightweight Umbrella Stroller – Yaba",
            description:
              "Compact umbrella stroller that fits in any car boot or Uber, great for quick trips, malls and church. Light enough to carry up stairs with one hand while holding baby with the other. Cleaned between rentals.",
            priceNaira: [1500, 3000],
            features: ["Very lightweight", "Compact umbrella fold", "Sun canopy", "Five-point harness"],
            included: ["Umbrella stroller", "Carry strap"],
            bookingMode: "instant",
            units: [1, 6],
          },
        ],
      },
      {
        name: "Cots & Sleep",
        icon: "bed-single",
        items: [
          {
            title: "Wooden Baby Cot with Mattress – Magodo",
            description:
              "Solid wooden cot with an adjustable base and a fresh waterproof mattress, great for visiting grandchildren and new babies. Delivered, assembled and fitted with a mosquito net for peaceful nights.",
            priceNaira: [2000, 4000],
            features: ["Solid wood frame", "Adjustable base height", "Waterproof mattress", "Mosquito net"],
            included: ["Baby cot", "Mattress", "Mosquito net", "Assembly"],
            bookingMode: "instant",
            minDays: 7,
          },
          {
            title: "Graco Pack 'n Play Travel Cot – Victoria Island",
            description:
              "Portable playard that works as a travel cot, play pen and changing station, ideal for hotel stays and short-lets. Sets up in minutes and packs into its own carry bag. A fresh fitted sheet comes with every booking, and the mesh sides keep air flowing on hot nights.",
            priceNaira: [2500, 5000],
            features: ["Travel cot and play pen", "Changing table", "Mesh sides", "Carry bag"],
            included: ["Travel cot", "Fitted sheet", "Carry bag"],
            bookingMode: "instant",
            units: [1, 4],
          },
        ],
      },
      {
        name: "Bouncers & Play",
        icon: "blocks",
        items: [
          {
            title: "Fisher-Price Baby Bouncer with Music – Surulere",
            description:
              "Gentle vibrating bouncer with soothing music and hanging toys to keep baby calm while you cook or rest. Battery powered, so it keeps working even during power cuts. The seat pad is washed and the frame sanitised before every rental, so it's ready for your newborn.",
            priceNaira: [1500, 3000],
            features: ["Calming vibrations", "Music and sounds", "Toy bar", "Battery powered"],
            included: ["Baby bouncer", "Washable seat pad"],
            bookingMode: "instant",
            units: [1, 5],
          },
          {
            title: "Activity Play Gym & Baby Walker – Port Harcourt",
            description:
              "Soft play mat with hanging toys plus a sturdy baby walker for crawling and early walking milestones. All parts are washed and sanitised before each family takes them home. Both fold flat for easy pickup in a small car.",
            priceNaira: [1500, 3000],
            features: ["Padded play mat", "Hanging toys", "Height-adjustable walker", "Sanitised parts"],
            included: ["Play gym", "Baby walker"],
            bookingMode: "instant",
          },
          {
            title: "Toddler Slide & Ball Pit Set – Wuse, Abuja",
            description:
              "Indoor slide plus a ball pit filled with colourful balls for first birthdays and toddler playdates. Safe for ages one to four and easy to set up in a sitting room or compound. Balls are washed after every party.",
            priceNaira: [5000, 10000],
            features: ["Toddler-safe slide", "Ball pit with 200 balls", "Soft edges", "Indoor or outdoor"],
            included: ["Slide", "Ball pit", "200 play balls"],
            bookingMode: "instant",
            units: [1, 3],
          },
        ],
      },
      {
        name: "Feeding",
        icon: "milk",
        items: [
          {
            title: "Convertible High Chair with Tray – Ring Road, Ibadan",
            description:
              "Adjustable high chair with a wipe-clean tray for weaning babies and toddlers at mealtimes. Folds away neatly when grandma's visit is over, and reclines for younger babies. The cover is wiped and sanitised between families.",
            priceNaira: [1500, 3000],
            features: ["Height adjustable", "Reclining seat", "Removable tray", "Wipe-clean cover"],
            included: ["High chair", "Tray"],
            bookingMode: "instant",
            units: [1, 4],
          },
          {
            title: "Philips Avent Steriliser & Bottle Warmer Set – Lekki",
            description:
              "Electric steam steriliser plus a bottle warmer for feeding bottles and breast pump parts. A good choice for the first weeks with a newborn or when travelling home with baby for the holidays.",
            priceNaira: [1500, 3000],
            features: ["Steam sterilises in minutes", "Holds 6 bottles", "Fast bottle warmer", "Auto shut-off"],
            included: ["Steam steriliser", "Bottle warmer"],
            bookingMode: "instant",
            minDays: 3,
          },
        ],
      },
      {
        name: "Kids' Party Rides",
        icon: "toy-brick",
        items: [
          {
            title: "Kids' Electric Ride-On Car – Ajah",
            description:
              "Battery-powered ride-on SUV with a parental remote control, a guaranteed hit at birthday parties and family hangouts. Fully charged before delivery, with a spare battery for long parties.",
            priceNaira: [8000, 15000],
            features: ["12V battery", "Parental remote", "Seat belt", "Music and lights"],
            included: ["Ride-on car", "Charger", "Spare battery"],
            bookingMode: "instant",
            units: [1, 4],
            cautionNaira: 30000,
          },
          {
            title: "Kiddies Trampoline 10ft with Safety Net – Gwarinpa, Abuja",
            description:
              "Round trampoline with padded springs and a tall safety enclosure for birthday parties and school holidays. The owner delivers, assembles and checks the springs before the little ones start jumping.",
            priceNaira: [10000, 20000],
            features: ["10 ft diameter", "Safety enclosure net", "Padded spring cover", "Anchor kit"],
            included: ["Trampoline", "Safety net", "Delivery and assembly"],
            bookingMode: "request",
            units: [1, 3],
          },
        ],
      },
      {
        name: "Baby Safety",
        icon: "cctv",
        items: [
          {
            title: "Video Baby Monitor with Night Vision – Ikeja",
            description:
              "Video baby monitor with night vision and two-way talk, so you can keep an eye on baby from the kitchen or parlour. The parent unit has a rechargeable battery that lasts through outages.",
            priceNaira: [2000, 4000],
            features: ["Night vision camera", "Two-way talk", "Temperature display", "Rechargeable parent unit"],
            included: ["Camera unit", "Parent monitor", "Chargers"],
            bookingMode: "instant",
          },
          {
            title: "Baby Safety Gates (Set of 2) – Gbagada",
            description:
              "Pressure-mounted safety gates for stairs and kitchen doorways, no drilling needed, so they are perfect for rented homes. Keep curious crawlers safe while relatives visit for naming ceremonies or holidays.",
            priceNaira: [1500, 3000],
            features: ["Pressure mounted", "No drilling", "Auto-close door", "Fits most doorways"],
            included: ["2 safety gates", "Extension pieces"],
            bookingMode: "instant",
          },
        ],
      },
    ],
  },
  // 19
  {
    name: "Office Equipment",
    title: "Office Equipment Rentals",
    description:
      "Rent printers, photocopiers, workstations, shredders and conference kits by the day for pop-up offices, trainings, exams and busy project weeks.",
    icon: "printer",
    palette: ["#1E3A8A", "#94A3B8"],
    subcategories: [
      {
        name: "Printers",
        icon: "printer",
        items: [
          {
            title: "HP LaserJet Pro MFP Print, Scan & Copy – Ikeja",
            description:
              "Fast mono laser printer with scanning and copying for tender submissions, exam weeks and busy project offices. Comes with a full toner cartridge and connects over Wi-Fi or USB in a few minutes.",
            priceNaira: [4000, 8000],
            features: ["Print, scan and copy", "Up to 40 pages per minute", "Wi-Fi and USB", "Duplex printing"],
            included: ["Laser printer", "Toner cartridge", "USB and power cables"],
            bookingMode: "instant",
            units: [1, 6],
            cautionNaira: 40000,
          },
          {
            title: "Epson EcoTank L3250 Colour Printer – Yaba",
            description:
              "Ink tank colour printer for flyers, church bulletins, school projects and event programmes at a low cost per page. Tanks are filled before every rental, and extra ink bottles can be added on request.",
            priceNaira: [3000, 6000],
            features: ["Colour ink tank", "Wi-Fi printing", "Low cost per page", "Scan and copy"],
            included: ["EcoTank printer", "Filled ink tanks", "USB cable"],
            bookingMode: "instant",
            units: [1, 4],
          },
        ],
      },
      {
        name: "Photocopiers",
        icon: "copy",
        items: [
          {
            title: "Kyocera TASKalfa A3 Photocopier – Lagos Island",
            description:
              "Heavy-duty A3 photocopier for law firms, schools and exam centres with big print runs. Delivered and configured by a technician who stays on call in case of paper jams during your busiest hours.",
            priceNaira: [15000, 30000],
            features: ["A3 and A4 copying", "High monthly duty cycle", "Automatic document feeder", "Sorting and stapling"],
            included: ["Photocopier", "Toner", "Delivery and setup", "Technician support"],
            bookingMode: "request",
            minDays: 3,
            cautionNaira: 200000,
          },
          {
            title: "Canon imageRUNNER Copier for Conferences – Wuse 2, Abuja",
            description:
              "Networked Canon copier for conference secretariats, election observer teams and pop-up offices near the Central Business District. Prints, scans to email and sorts documents into sets automatically.",
            priceNaira: [15000, 28000],
            features: ["Network printing", "Scan to email", "Duplex copying", "Auto sort"],
            included: ["Canon copier", "Toner", "Setup on site"],
            bookingMode: "request",
            minDays: 2,
            cautionNaira: 180000,
          },
        ],
      },
      {
        name: "Workstations & Desks",
        icon: "monitor",
        items: [
          {
            title: "Ergonomic Workstation with Office Chair – Lekki",
            description:
              "Height-adjustable desk, mesh ergonomic chair and a 24-inch monitor for remote workers setting up a home office or a short project base. Delivered and assembled, then collected when your project wraps up.",
            priceNaira: [3000, 6000],
            features: ["Sit-stand desk", "Mesh ergonomic chair", "24-inch monitor", "Cable management"],
            included: ["Desk", "Office chair", "Monitor and cables", "Assembly"],
            bookingMode: "request",
            minDays: 7,
            cautionNaira: 50000,
          },
          {
            title: "Training Room Desks & Chairs (Set of 10) – Ikeja",
            description:
              "Foldable training tables and padded chairs for bootcamps, interviews, seminars and CBT centres. Configure in classroom, boardroom or U-shape layouts, and the owner can deliver early to beat the traffic.",
            priceNaira: [15000, 30000],
            features: ["Foldable training tables", "Padded stackable chairs", "Flexible layouts", "Sold in sets of 10"],
            included: ["5 tables", "10 chairs", "Delivery and arrangement"],
            bookingMode: "request",
            units: [1, 8],
          },
        ],
      },
      {
        name: "Shredders & Binding",
        icon: "shredder",
        items: [
          {
            title: "Fellowes Heavy-Duty Cross-Cut Shredder – Victoria Island",
            description:
              "Cross-cut shredder for clearing old files, bank statements and payroll records before an office move or audit. The large bin and continuous-run motor make short work of boxes of paper. Bags are included.",
            priceNaira: [3000, 6000],
            features: ["Cross-cut security", "Shreds staples and cards", "Large bin", "Continuous run"],
            included: ["Shredder", "Shredder bags"],
            bookingMode: "instant",
          },
          {
            title: "Binding & Laminating Machine Kit – Ring Road, Ibadan",
            description:
              "Comb binding machine plus an A3 laminator for proposals, project reports, final-year theses and menu cards. Starter combs, covers and pouches are included so you can start right away. Ideal near exam season.",
            priceNaira: [2000, 4000],
            features: ["Comb binding", "A3 laminator", "Adjustable margins", "Quick warm-up"],
            included: ["Binding machine", "Laminator", "Starter combs and pouches"],
            bookingMode: "instant",
            units: [1, 3],
          },
        ],
      },
      {
        name: "Conference Equipment",
        icon: "presentation",
        items: [
          {
            title: "Polycom Conference Speakerphone – Victoria Island",
            description:
              "Crystal-clear speakerphone for board meetings and investor calls with teams in Abuja, London or Johannesburg. Plugs into a laptop by USB, with expansion mics available for longer tables.",
            priceNaira: [8000, 15000],
            features: ["360-degree pickup", "USB and Bluetooth", "Noise reduction", "Expansion mics"],
            included: ["Speakerphone", "USB cable", "Expansion mics"],
            bookingMode: "instant",
            cautionNaira: 60000,
          },
          {
            title: "Logitech Rally Video Conferencing Kit – Central Area, Abuja",
            description:
              "Complete room video conferencing kit with a 4K PTZ camera, speaker and mic pods for hybrid meetings and press briefings. A technician can set it up with Zoom, Google Meet or Teams before your session.",
            priceNaira: [20000, 40000],
            features: ["4K pan-tilt-zoom camera", "Room speaker", "Two mic pods", "Works with Zoom and Teams"],
            included: ["Camera", "Speaker and mic pods", "Cables", "Setup on request"],
            bookingMode: "request",
            cautionNaira: 200000,
          },
          {
            title: "Mobile Whiteboard & Flip Chart Stands – Yaba",
            description:
              "Double-sided mobile whiteboard plus two flip chart stands for workshops, brainstorming sessions and church leadership retreats. Markers, erasers and flip chart pads are ready in the box.",
            priceNaira: [2000, 5000],
            features: ["Double-sided whiteboard", "Lockable wheels", "2 flip chart easels", "Magnetic surface"],
            included: ["Mobile whiteboard", "2 flip chart stands", "Markers and pads"],
            bookingMode: "instant",
            units: [1, 5],
          },
        ],
      },
      {
        name: "Office Power & Networking",
        icon: "router",
        items: [
          {
            title: "Office Network Kit: Switch & Wi-Fi Access Points – Ikeja",
            description:
              "Gigabit switch, mesh Wi-Fi access points and cabling to get a pop-up office, exam centre or conference venue online fast. Bring your own internet line, or pair it with a Starlink kit from another owner.",
            priceNaira: [8000, 15000],
            features: ["24-port gigabit switch", "3 mesh access points", "Handles 100+ devices", "Pre-configured"],
            included: ["Network switch", "Access points", "Patch cables"],
            bookingMode: "request",
            cautionNaira: 80000,
          },
          {
            title: "Online UPS 3kVA for Servers & PCs – Gbagada",
            description:
              "Online double-conversion UPS that protects computers, servers and printers from the voltage swings and sudden outages common on PHCN supply. Gives enough backup time to save work and switch to generator.",
            priceNaira: [5000, 10000],
            features: ["3kVA online UPS", "Clean pure sine output", "Surge protection", "External battery pack"],
            included: ["UPS unit", "Battery pack", "Power cables"],
            bookingMode: "instant",
            cautionNaira: 70000,
          },
        ],
      },
    ],
  },
  // 20
  {
    name: "Audio Visual Equipment",
    title: "Audio Visual Equipment Rentals",
    description:
      "Rent PA systems, line arrays, LED screens, projectors, wireless mics, DJ gear and stage lights for concerts, church programmes, weddings and conferences.",
    icon: "speaker",
    palette: ["#4C1D95", "#EC4899"],
    subcategories: [
      {
        name: "PA Systems",
        icon: "speaker",
        items: [
          {
            title: "JBL EON715 PA System (Pair) with Mixer – Surulere",
            description:
              "Two powered JBL speakers on stands with a compact mixer and two wired mics, enough for birthdays, church programmes and parties of up to two hundred guests. Bluetooth input lets the DJ or MC play straight from a phone.",
            priceNaira: [25000, 45000],
            features: ["2 powered 15-inch speakers", "8-channel mixer", "Bluetooth input", "Covers about 200 guests"],
            included: ["2 JBL speakers", "Speaker stands", "Mixer", "2 wired mics and cables"],
            bookingMode: "request",
            units: [1, 4],
            cautionNaira: 100000,
          },
          {
            title: "Yamaha Stagepas 1K Portable PA – Ikeja",
            description:
              "All-in-one column PA that sets up in minutes for seminars, small weddings, fitness classes and street evangelism. The built-in mixer and subwoofer give rich sound without a van full of gear.",
            priceNaira: [20000, 35000],
            features: ["Column array with sub", "Built-in 5-channel mixer", "Bluetooth streaming", "Quick setup"],
            included: ["Yamaha Stagepas 1K", "Wired mic", "Cables"],
            bookingMode: "instant",
            cautionNaira: 80000,
          },
        ],
      },
      {
        name: "Line Array Systems",
        icon: "audio-lines",
        items: [
          {
            title: "Full Line Array System (12 Tops, 8 Subs) – Lekki",
            description:
              "Concert-grade flown line array with double-18 subwoofers, amplifier racks and a digital console for crusades, concerts and large outdoor weddings. Comes with an experienced sound engineer and crew, and the owner does a site visit before confirming.",
            priceNaira: [250000, 550000],
            features: ["12 line array tops", "8 double-18 subwoofers", "Digital mixing console", "Sound engineer included"],
            included: ["Line array and subs", "Amp racks and cabling", "Flying frames", "Engineer and crew"],
            bookingMode: "request",
            maxDays: 3,
            cautionNaira: 500000,
          },
          {
            title: "Mid-Size Line Array for Church & Hall Events – Abuja",
            description:
              "Ground-stacked line array with four subs for church conventions, graduations and hall concerts of up to one thousand people. Setup, sound check and a system technician are included with every booking.",
            priceNaira: [120000, 240000],
            features: ["8 line array tops", "4 subwoofers", "Digital console", "Covers about 1,000 people"],
            included: ["Line array and subs", "Console", "Cables and stands", "Technician"],
            bookingMode: "request",
            maxDays: 3,
            cautionNaira: 300000,
          },
        ],
      },
      {
        name: "LED Screens & TVs",
        icon: "monitor-play",
        items: [
          {
            title: "P3.9 LED Screen Wall 4x3m with Processor – Victoria Island",
            description:
              "Bright outdoor-rated LED video wall for concerts, conferences, weddings and church crusades, readable even in afternoon sun. Delivered with a video processor, rigging and an operator who runs your slides, videos and live camera feed.",
            priceNaira: [300000, 650000],
            features: ["4x3 metre P3.9 panels", "Outdoor brightness", "Video processor", "Ground stack or flown"],
            included: ["LED panels", "Processor and cabling", "Rigging", "Screen operator"],
            bookingMode: "request",
            maxDays: 3,
            cautionNaira: 500000,
          },
          {
            title: "Samsung 75-inch 4K TV on Stand – Lekki",
            description:
              "Large 4K TV on a wheeled stand for presentations, lobby displays, watch parties and live-stream relays in overflow halls. Comes with HDMI extenders so it can sit far from the laptop or video switcher.",
            priceNaira: [20000, 40000],
            features: ["75-inch 4K display", "Wheeled floor stand", "HDMI and screen mirroring", "Long HDMI extenders"],
            included: ["TV", "Floor stand", "HDMI cables and extender"],
            bookingMode: "request",
            units: [1, 6],
            cautionNaira: 200000,
          },
        ],
      },
      {
        name: "Projectors & Screens",
        icon: "projector",
        items: [
          {
            title: "Epson 5000-Lumen Projector with 10ft Screen – Ikeja",
            description:
              "Bright business projector with a tripod screen for conferences, church services, lectures and seminars in well-lit halls. Connects to any laptop by HDMI or wirelessly, with a remote clicker included.",
            priceNaira: [15000, 30000],
            features: ["5000 lumens", "Full HD", "HDMI and wireless", "10 ft tripod screen"],
            included: ["Projector", "Tripod screen", "HDMI cable", "Presentation clicker"],
            bookingMode: "instant",
            units: [1, 5],
            cautionNaira: 100000,
          },
          {
            title: "BenQ Home Cinema Projector for Movie Nights – Yaba",
            description:
              "Home cinema projector for backyard movie nights, football viewing and church youth film shows. Pair it with a portable speaker and a white wall or the included pull-up screen for a big-screen experience.",
            priceNaira: [8000, 15000],
            features: ["1080p home cinema", "Short throw", "Built-in speaker", "Streaming stick ready"],
            included: ["Projector", "Pull-up screen", "HDMI cable"],
            bookingMode: "instant",
            cautionNaira: 60000,
          },
        ],
      },
      {
        name: "Wireless Microphones",
        icon: "mic",
        items: [
          {
            title: "Shure SLX Wireless Handheld Mics (Pair) – Surulere",
            description:
              "Reliable Shure wireless mics for MCs, pastors, singers and panel moderators who need to move around the stage. Comes with fresh batteries and a receiver that plugs straight into any mixer.",
            priceNaira: [8000, 15000],
            features: ["2 handheld mics", "Stable UHF signal", "Long battery life", "Rack-mount receiver"],
            included: ["2 wireless mics", "Receiver", "Batteries and cables"],
            bookingMode: "instant",
            units: [1, 6],
            cautionNaira: 50000,
          },
          {
            title: "Sennheiser Wireless Lapel Mic Kit – Garki, Abuja",
            description:
              "Clip-on lapel mics for conference speakers, panel sessions, interviews and wedding officiants. Discreet and clear, letting presenters speak hands-free while the audience hears every word.",
            priceNaira: [5000, 10000],
            features: ["Clip-on lavalier mic", "Bodypack transmitter", "Clear speech pickup", "Camera or mixer output"],
            included: ["Lapel mic and bodypack", "Receiver", "Batteries"],
            bookingMode: "instant",
            units: [1, 4],
          },
        ],
      },
      {
        name: "DJ Equipment",
        icon: "disc-3",
        items: [
          {
            title: "Pioneer DDJ-FLX10 DJ Controller – Lekki",
            description:
              "Four-channel Pioneer controller for DJs playing weddings, owambe parties and club nights with Serato or rekordbox. Comes in a road case with a laptop stand and headphones. Firmware is up to date and every pad and fader is tested before pickup.",
            priceNaira: [20000, 35000],
            features: ["4-channel controller", "Serato and rekordbox", "Built-in effects", "Road case"],
            included: ["DJ controller", "Road case", "Laptop stand", "Headphones"],
            bookingMode: "request",
            cautionNaira: 150000,
          },
          {
            title: "Pioneer CDJ-3000 & DJM-900 Club Setup – Victoria Island",
            description:
              "Industry-standard club setup with two CDJ-3000 players and a DJM-900NXS2 mixer for concerts, brand parties and guest DJ sets. Delivered, cabled and tested by a technician before the headliner arrives.",
            priceNaira: [80000, 150000],
            features: ["2 CDJ-3000 players", "DJM-900NXS2 mixer", "Club standard setup", "Booth monitors"],
            included: ["2 CDJs", "Mixer", "Booth monitors", "Setup and technician"],
            bookingMode: "request",
            maxDays: 3,
            cautionNaira: 400000,
          },
        ],
      },
      {
        name: "Stage Lighting & Effects",
        icon: "lightbulb",
        items: [
          {
            title: "Moving Head Beam Lights (Set of 8) – Ikeja",
            description:
              "Eight moving head beam lights with a DMX controller for concerts, wedding dance floors and church conventions. A lighting operator can be booked along with the lights to run cues during the show.",
            priceNaira: [40000, 80000],
            features: ["8 beam moving heads", "DMX controller", "Colour and gobo effects", "Operator on request"],
            included: ["8 moving heads", "DMX controller", "Cables and clamps"],
            bookingMode: "request",
            units: [1, 3],
            cautionNaira: 150000,
          },
          {
            title: "LED Par Uplighting Kit (Set of 12) – Port Harcourt",
            description:
              "Battery-powered wireless LED uplighters that wash venue walls in your event colours, no messy cables needed. They run through the night on a single charge, so a power cut won't kill the ambience.",
            priceNaira: [15000, 30000],
            features: ["12 wireless uplights", "Battery powered", "Any colour via remote", "Runs all night"],
            included: ["12 LED pars", "Remote control", "Charging case"],
            bookingMode: "instant",
            units: [1, 4],
          },
          {
            title: "Low Fog & Haze Machine for First Dance – Lekki",
            description:
              "Low-lying fog machine that creates the dancing-on-the-clouds effect for couple's first dance and grand entrances. A haze setting also lets stage lights show up beautifully in photos and videos.",
            priceNaira: [10000, 20000],
            features: ["Low-lying fog effect", "Haze mode", "Wireless remote", "Fluid included"],
            included: ["Fog machine", "Fog fluid", "Remote control"],
            bookingMode: "instant",
            units: [1, 3],
          },
        ],
      },
    ],
  },
  // 21
  {
    name: "Camping & Hiking Gear",
    title: "Camping & Hiking Gear Rentals",
    description:
      "Rent tents, hiking backpacks, sleeping bags, coolers and camp stoves for trips to Obudu, Idanre Hills, Erin Ijesha, Olumo Rock and beach campouts.",
    icon: "tent-tree",
    palette: ["#78350F", "#65A30D"],
    subcategories: [
      {
        name: "Tents",
        icon: "tent",
        items: [
          {
            title: "Coleman 4-Person Dome Tent – Ikeja",
            description:
              "Easy-pitch Coleman dome tent for beach campouts at Badagry, Ilashe or La Campagne and weekend trips out of Lagos. Rainfly and sealed seams keep you dry if a rainy season shower surprises you at night.",
            priceNaira: [5000, 10000],
            features: ["Sleeps 4", "10-minute setup", "Waterproof rainfly", "Mesh windows for airflow"],
            included: ["Dome tent", "Rainfly", "Pegs and carry bag"],
            bookingMode: "instant",
            units: [1, 8],
            cautionNaira: 30000,
          },
          {
            title: "6-Person Family Cabin Tent for Obudu – Calabar",
            description:
              "Spacious cabin tent with standing headroom and a divider, ideal for families heading up to Obudu Mountain Resort or church camps. Pitched easily by two adults and warm enough for the cool highland nights.",
            priceNaira: [8000, 15000],
            features: ["Sleeps 6", "Room divider", "Standing headroom", "Large door and windows"],
            included: ["Cabin tent", "Rainfly", "Ground sheet", "Pegs and mallet"],
            bookingMode: "instant",
            units: [1, 4],
            cautionNaira: 40000,
          },
        ],
      },
      {
        name: "Backpacks",
        icon: "backpack",
        items: [
          {
            title: "Osprey 65L Trekking Backpack – Yaba",
            description:
              "Comfortable 65-litre trekking pack with an adjustable harness for multi-day hikes on the Idanre Hills or Mambilla Plateau. The rain cover keeps your gear dry on misty mornings. Cleaned and aired out after every trip.",
            priceNaira: [3000, 6000],
            features: ["65 litre capacity", "Adjustable back length", "Hip belt pockets", "Built-in rain cover"],
            included: ["Backpack", "Rain cover"],
            bookingMode: "instant",
            units: [1, 6],
          },
          {
            title: "30L Daypack with Hydration Bladder – Maitama, Abuja",
            description:
              "Lightweight daypack with a two-litre hydration bladder for Aso Rock trails, Zuma Rock visits and Jos Plateau walks. Keeps water, snacks and a rain jacket within easy reach as you climb.",
            priceNaira: [1500, 3000],
            features: ["30 litre capacity", "2 litre bladder", "Ventilated back panel", "Trekking pole loops"],
            included: ["Daypack", "Hydration bladder"],
            bookingMode: "instant",
            units: [1, 8],
          },
        ],
      },
      {
        name: "Sleeping Gear",
        icon: "bed",
        items: [
          {
            title: "Sleeping Bag & Self-Inflating Mat Set – Lekki",
            description:
              "Washed sleeping bag plus a self-inflating mat for camping, youth retreats and overnight vigils in open fields. Light to carry and comfortable enough for a full night's rest on hard ground.",
            priceNaira: [2000, 4000],
            features: ["Washed after each rental", "Self-inflating mat", "Compact stuff sack", "Rated for cool nights"],
            included: ["Sleeping bag", "Sleeping mat", "Stuff sack"],
            bookingMode: "instant",
            units: [1, 15],
          },
          {
            title: "Camping Hammock with Mosquito Net – Akure",
            description:
              "Parachute nylon hammock with an attached mosquito net and tree straps for camping around Idanre and forest reserves. Sets up between two trees in minutes and packs down to the size of a water bottle.",
            priceNaira: [1500, 3000],
            features: ["Built-in mosquito net", "Tree-friendly straps", "Holds up to 150kg", "Packs small"],
            included: ["Hammock", "Tree straps", "Carabiners"],
            bookingMode: "instant",
            units: [1, 10],
          },
        ],
      },
      {
        name: "Coolers",
        icon: "thermometer-snowflake",
        items: [
          {
            title: "Coleman 50L Cooler Box – Surulere",
            description:
              "Hard-shell cooler that keeps drinks, meat and fish cold for a full day at the beach, picnics and road trips. Useful at home too when power has been off for a while and the freezer starts to struggle.",
            priceNaira: [2000, 4000],
            features: ["50 litre capacity", "Keeps ice for a day", "Drain plug", "Strong handles"],
            included: ["Cooler box", "2 ice packs"],
            bookingMode: "instant",
            units: [1, 8],
          },
          {
            title: "Igloo Wheeled Cooler 100L – Wuse, Abuja",
            description:
              "Large wheeled cooler for group trips, family picnics and outdoor events where everyone wants a cold drink. Rolls easily over grass and parking lots, and the thick walls hold ice for more than two days.",
            priceNaira: [3000, 6000],
            features: ["100 litre capacity", "Heavy-duty wheels", "Telescoping handle", "Holds ice for days"],
            included: ["Wheeled cooler", "4 ice packs"],
            bookingMode: "instant",
            units: [1, 5],
          },
        ],
      },
      {
        name: "Camp Cooking",
        icon: "flame",
        items: [
          {
            title: "Portable Camping Stove with Gas Canisters – Bodija, Ibadan",
            description:
              "Compact single-burner gas stove for making tea, noodles and pepper soup on hikes and campouts. Lights with a push-button igniter and comes with a windshield for breezy hilltops. Two canisters are included.",
            priceNaira: [2000, 4000],
            features: ["Push-button igniter", "Windshield", "Compact carry case", "Adjustable flame"],
            included: ["Camping stove", "2 gas canisters", "Carry case"],
            bookingMode: "instant",
            units: [1, 6],
          },
          {
            title: "Camp Kitchen Cookset for Four – Independence Layout, Enugu",
            description:
              "Nesting pots, pan, kettle, plates and cutlery for four campers, all packed into one bag. Perfect for a weekend at Ngwo Pine Forest or a hiking trip to the Awhum waterfall. Everything is washed before pickup.",
            priceNaira: [2000, 4000],
            features: ["Nesting pots and pan", "Kettle", "Plates and cutlery for 4", "Mesh carry bag"],
            included: ["Cookset", "Cutlery for 4", "Carry bag"],
            bookingMode: "instant",
            units: [1, 5],
          },
        ],
      },
      {
        name: "Lighting & Navigation",
        icon: "compass",
        items: [
          {
            title: "Rechargeable Camping Lanterns (Set of 4) – Ilesa",
            description:
              "Four bright rechargeable lanterns for campsites, night hikes and Erin Ijesha waterfall trips that run late. They also double as emergency lights when power goes out at home. Each lantern runs through the night on one charge.",
            priceNaira: [2000, 4000],
            features: ["Rechargeable batteries", "Three brightness levels", "Hanging hooks", "USB charging"],
            included: ["4 lanterns", "Charging cables"],
            bookingMode: "instant",
            units: [1, 6],
          },
          {
            title: "Garmin Handheld GPS & Compass Kit – Jos",
            description:
              "Handheld Garmin GPS with a baseplate compass and headlamps for guided treks across the Jos Plateau and Shere Hills. Preloaded with offline maps so you stay on track even where there's no network.",
            priceNaira: [5000, 10000],
            features: ["Offline topo maps", "Baseplate compass", "Two headlamps", "Waterproof GPS"],
            included: ["Garmin GPS", "Compass", "2 headlamps", "Spare batteries"],
            bookingMode: "request",
            cautionNaira: 60000,
          },
        ],
      },
      {
        name: "Camping Bundles",
        icon: "mountain",
        items: [
          {
            title: "Complete Camping Kit for 2 – Erin Ijesha Weekend",
            description:
              "Everything two people need for a weekend outdoors: tent, sleeping bags, mats, stove, lantern and a cooler. Pick it up on Friday in Osogbo or Ilesa and hit the trail without buying a single item.",
            priceNaira: [12000, 25000],
            features: ["2-person tent", "2 sleeping sets", "Stove and lantern", "Cooler box"],
            included: ["Tent", "2 sleeping bags and mats", "Stove and gas", "Lantern and cooler"],
            bookingMode: "request",
            minDays: 2,
            cautionNaira: 50000,
          },
          {
            title: "Trekking Poles & Gaiters Set – Idanre",
            description:
              "Adjustable trekking poles and gaiters for the long climb up the Idanre Hills steps and muddy forest trails. The poles ease pressure on your knees on the way down and fold small enough for a daypack.",
            priceNaira: [1000, 2500],
            features: ["Adjustable aluminium poles", "Cork grips", "Waterproof gaiters", "Foldable"],
            included: ["2 trekking poles", "Pair of gaiters"],
            bookingMode: "instant",
            units: [1, 10],
          },
        ],
      },
    ],
  },
  // 22
  {
    name: "Kitchen Tools & Appliances",
    title: "Kitchen Tools & Appliance Rentals",
    description:
      "Rent industrial gas cookers, big party pots, ovens, blenders, grills and shawarma machines for owambe cooking, catering jobs and small food businesses.",
    icon: "chef-hat",
    palette: ["#DC2626", "#FB923C"],
    subcategories: [
      {
        name: "Industrial Gas Cookers",
        icon: "flame",
        items: [
          {
            title: "3-Burner Industrial Gas Cooker – Ikorodu",
            description:
              "Heavy cast-iron burners that handle big pots of jollof, ofada stew and egusi for weddings, burials and church harvests. The high-pressure regulator gives a strong flame that cuts cooking time for large crowds.",
            priceNaira: [6000, 12000],
            features: ["3 high-pressure burners", "Cast-iron pot rests", "Steel stand", "Takes very large pots"],
            included: ["Gas cooker", "Regulator and hose"],
            bookingMode: "instant",
            units: [1, 6],
            cautionNaira: 30000,
          },
          {
            title: "Double-Burner Owambe Cooker with 50kg Cylinder – Surulere",
            description:
              "Two-burner outdoor cooker with a full 50kg gas cylinder for caterers handling big parties. Delivered to your compound and connected safely, so the cooks can start early on the day of the event.",
            priceNaira: [12000, 22000],
            features: ["2 jet burners", "50kg cylinder", "Safety regulator", "Delivered and connected"],
            included: ["Cooker", "Filled gas cylinder", "Hose and regulator", "Delivery"],
            bookingMode: "request",
            units: [1, 4],
            cautionNaira: 60000,
          },
        ],
      },
      {
        name: "Big Pots & Cookware",
        icon: "cooking-pot",
        items: [
          {
            title: "Giant Aluminium Party Pots 100L (Set of 3) – Mushin",
            description:
              "Three heavy-gauge aluminium pots for cooking rice, stew and pepper soup for owambe parties of hundreds. Washed and scrubbed after every job, with tight lids that keep the heat in on windy days.",
            priceNaira: [5000, 10000],
            features: ["100 litre pots", "Heavy gauge aluminium", "Tight-fitting lids", "Sturdy handles"],
            included: ["3 party pots", "Lids", "Long stirring paddle"],
            bookingMode: "instant",
            units: [1, 8],
          },
          {
            title: "Jollof Party Pot 200L with Paddle – Ring Road, Ibadan",
            description:
              "Extra-large party pot that can turn out jollof rice for a very big crowd, a favourite of caterers at weddings and chieftaincy events. Pairs well with a jet burner and comes with a long wooden paddle.",
            priceNaira: [6000, 12000],
            features: ["200 litre capacity", "Thick base prevents burning", "Heavy lid", "Caterer favourite"],
            included: ["200L pot", "Lid", "Wooden paddle"],
            bookingMode: "instant",
            units: [1, 4],
          },
          {
            title: "Stainless Food Warmers (Set of 10) – Benin GRA",
            description:
              "Insulated stainless steel food warmers for transporting rice, swallow and small chops from the cooking site to the hall. Food stays hot for hours, even when traffic slows down the delivery van.",
            priceNaira: [5000, 10000],
            features: ["Double-wall insulation", "Locking lids", "Various sizes", "Sold in sets of 10"],
            included: ["10 food warmers", "Serving spoons"],
            bookingMode: "instant",
            units: [1, 6],
          },
        ],
      },
      {
        name: "Ovens & Baking",
        icon: "cake",
        items: [
          {
            title: "Electric Baking Oven 60L – Ikeja",
            description:
              "Large electric oven with convection for cakes, meat pies, chin chin and sausage rolls before festive orders pile up. Ideal for home bakers scaling up for Christmas, Val's Day and wedding season.",
            priceNaira: [4000, 8000],
            features: ["60 litre capacity", "Convection fan", "Rotisserie", "Timer and thermostat"],
            included: ["Oven", "2 baking trays", "Wire rack"],
            bookingMode: "instant",
            cautionNaira: 40000,
          },
          {
            title: "Planetary Cake Mixer 20L – Independence Layout, Enugu",
            description:
              "Commercial planetary mixer for cake batter, bread dough and buttercream in bakery-size batches. Comes with a whisk, beater and dough hook, and the bowl guard makes it safe for busy kitchens.",
            priceNaira: [6000, 12000],
            features: ["20 litre bowl", "3 speeds", "Whisk, beater and hook", "Bowl safety guard"],
            included: ["Planetary mixer", "Attachments", "Bowl"],
            bookingMode: "request",
            cautionNaira: 80000,
          },
        ],
      },
      {
        name: "Blenders & Processors",
        icon: "blender",
        items: [
          {
            title: "Industrial Pepper & Tomato Grinder – Oyingbo",
            description:
              "Motor-driven grinder for blending big loads of pepper, tomatoes and onions for party stew, or beans for akara and moi moi. Saves a trip to the market grinder when you're cooking for hundreds.",
            priceNaira: [5000, 10000],
            features: ["Grinds large batches", "Stainless hopper", "Electric motor", "Wet and dry grinding"],
            included: ["Grinding machine", "Cleaning brush"],
            bookingMode: "instant",
            units: [1, 3],
          },
          {
            title: "Pounded Yam Machine with Boiler – Owerri",
            description:
              "Electric yam pounder that boils and pounds yam smoothly, perfect for traditional weddings and family gatherings where pounded yam is the star. Saves hours of mortar and pestle work for the cooks.",
            priceNaira: [4000, 8000],
            features: ["Boils and pounds", "Smooth, lump-free results", "Stainless bowl", "Easy to clean"],
            included: ["Yam pounder", "Lid and paddle"],
            bookingMode: "instant",
          },
          {
            title: "Vitamix Pro Blender for Smoothies – Lekki",
            description:
              "High-performance blender for smoothie stands, juice bars at events and wellness pop-ups. It crushes ice, frozen fruit and tiger nuts in seconds without overheating. The jar is cleaned and sanitised before every rental, ready for your next event.",
            priceNaira: [3000, 6000],
            features: ["2.2HP motor", "Crushes ice easily", "Variable speed", "Large 2L jar"],
            included: ["Vitamix blender", "Tamper"],
            bookingMode: "instant",
            cautionNaira: 50000,
          },
        ],
      },
      {
        name: "Grills & BBQ",
        icon: "beef",
        items: [
          {
            title: "Charcoal Drum Barbecue Grill – Lekki",
            description:
              "Big half-drum charcoal grill for barbecue parties, beach hangouts and pool parties with plenty of chicken, fish and corn. Grates are cleaned after every rental, and a bag of charcoal can be added.",
            priceNaira: [5000, 10000],
            features: ["Large grilling area", "Adjustable vents", "Side shelf", "Wheels"],
            included: ["Drum grill", "Grill tongs and brush"],
            bookingMode: "instant",
            units: [1, 4],
          },
          {
            title: "Large Gas Suya Grill – Kaduna",
            description:
              "Gas-powered suya and barbecue grill that cooks evenly without smoke filling the whole compound. Popular with event caterers and small food vendors testing a new location. Skewers and a regulator come with it, so you only need to bring the gas and the yaji.",
            priceNaira: [6000, 12000],
            features: ["Gas powered", "Even heat", "Large grate", "Less smoke"],
            included: ["Gas grill", "Regulator and hose", "Skewers"],
            bookingMode: "instant",
          },
        ],
      },
      {
        name: "Shawarma & Snack Machines",
        icon: "sandwich",
        items: [
          {
            title: "Shawarma Machine with Toaster Grill – Yaba",
            description:
              "Vertical gas shawarma broiler plus a toaster grill, ideal for party food stations, campus events and vendors testing a new spot. The owner shows you how to load the spit and clean the drip tray.",
            priceNaira: [8000, 15000],
            features: ["Vertical gas broiler", "Rotating spit", "Sandwich toaster grill", "Drip tray"],
            included: ["Shawarma machine", "Toaster grill", "Knife set"],
            bookingMode: "instant",
            units: [1, 3],
            cautionNaira: 50000,
          },
          {
            title: "Double-Tank Deep Fryer for Puff-Puff & Chicken – Ajah",
            description:
              "Commercial double-tank deep fryer for frying puff-puff, chicken, fish and plantain for small chops orders. Each tank has its own thermostat so you can fry two items at different temperatures.",
            priceNaira: [4000, 8000],
            features: ["Two 6 litre tanks", "Separate thermostats", "Stainless steel", "Lid and baskets"],
            included: ["Deep fryer", "2 frying baskets"],
            bookingMode: "instant",
            units: [1, 4],
          },
        ],
      },
    ],
  },
  // 23
  {
    name: "Gardening Tools",
    title: "Gardening Tool Rentals",
    description:
      "Rent wheelbarrows, lawn mowers, hedge trimmers, watering kits, tillers and pruners for compounds, estates, farms and seasonal planting across Nigeria.",
    icon: "shovel",
    palette: ["#4D7C0F", "#FDE68A"],
    subcategories: [
      {
        name: "Hand Tools",
        icon: "shovel",
        items: [
          {
            title: "Hand Trowel & Fork Set with Gloves – Ikeja",
            description:
              "Stainless trowel, hand fork and gardening gloves for potting plants, refreshing flower beds and starting a small vegetable patch of ugu and tomatoes. Cleaned after every rental and easy to carry home in one bag.",
            priceNaira: [800, 1200],
            features: ["Stainless steel heads", "Comfort grip handles", "Rust resistant", "Gloves included"],
            included: ["Hand trowel", "Hand fork", "Pair of gloves"],
            bookingMode: "instant",
            units: [1, 10],
          },
          {
            title: "Garden Hoe, Cutlass & Rake Set – Bodija, Ibadan",
            description:
              "The classic trio for clearing bushes, weeding and tidying compounds after the rains. Blades are sharpened before pickup, so your weekend compound clean-up goes much faster. A sheath comes with the cutlass.",
            priceNaira: [1000, 2000],
            features: ["Sharpened cutlass", "Wooden-handle hoe", "Steel garden rake", "Good for bush clearing"],
            included: ["Hoe", "Cutlass with sheath", "Rake"],
            bookingMode: "instant",
            units: [1, 8],
          },
          {
            title: "Heavy-Duty Wheelbarrow & Spade – Ikorodu",
            description:
              "Strong steel wheelbarrow with a puncture-proof tyre plus a spade for moving soil, sand, manure and rubble. Useful for landscaping jobs, planting seasons and small building repairs around the compound.",
            priceNaira: [1000, 2500],
            features: ["Steel tray", "Puncture-proof tyre", "Comfort handles", "Spade included"],
            included: ["Wheelbarrow", "Spade"],
            bookingMode: "instant",
            units: [1, 10],
          },
        ],
      },
      {
        name: "Pruning & Trimming",
        icon: "scissors",
        items: [
          {
            title: "Felco Pruning Shears & Loppers Set – Maitama, Abuja",
            description:
              "Professional secateurs and long-handled loppers for shaping hibiscus, ixora hedges and fruit trees. Blades are sharpened and oiled before every rental so you get clean cuts every time. A belt holster is included.",
            priceNaira: [1500, 3000],
            features: ["Swiss-made secateurs", "Long-handled loppers", "Sharpened blades", "Comfort grips"],
            included: ["Pruning shears", "Loppers", "Holster"],
            bookingMode: "instant",
          },
          {
            title: "Petrol Hedge Trimmer 24-inch – Lekki",
            description:
              "Powerful petrol hedge trimmer for estate hedges, compound fences and long boundary shrubs that have overgrown in the rainy season. Delivered with fuel mix and safety goggles. No extension cables are needed, so you can work far from the house.",
            priceNaira: [6000, 12000],
            features: ["24-inch double blade", "Petrol engine", "Anti-vibration handle", "No cables needed"],
            included: ["Hedge trimmer", "Fuel mix", "Safety goggles"],
            bookingMode: "instant",
            cautionNaira: 40000,
          },
        ],
      },
      {
        name: "Lawn Mowers & Brush Cutters",
        icon: "trees",
        items: [
          {
            title: "Petrol Lawn Mower 18-inch – Gbagada",
            description:
              "Self-propelled petrol lawn mower for compounds, churches and school fields where the grass grows fast after heavy rains. The grass collector bag saves raking time after you finish. A fuel can is included.",
            priceNaira: [8000, 15000],
            features: ["Self-propelled", "18-inch cutting deck", "Height adjustment", "Grass collector"],
            included: ["Lawn mower", "Grass bag", "Fuel can"],
            bookingMode: "instant",
            cautionNaira: 60000,
          },
          {
            title: "Stihl Brush Cutter with Blade & Line – Independence Layout, Enugu",
            description:
              "Shoulder-strap brush cutter for thick bush, elephant grass and uneven plots that a mower can't handle. Comes with both a metal blade and a nylon line head for edges and walkways. A face shield is included.",
            priceNaira: [6000, 12000],
            features: ["Powerful 2-stroke engine", "Metal blade and line head", "Shoulder harness", "Handles thick bush"],
            included: ["Brush cutter", "Harness", "Face shield", "Fuel mix"],
            bookingMode: "request",
            cautionNaira: 50000,
          },
        ],
      },
      {
        name: "Watering & Irrigation",
        icon: "droplets",
        items: [
          {
            title: "Garden Hose 30m with Reel & Spray Gun – Lekki",
            description:
              "Kink-resistant thirty-metre hose on a wheeled reel with a seven-pattern spray gun for lawns, flower beds and washing cars. Useful in the dry harmattan months when plants need water every evening.",
            priceNaira: [1000, 2000],
            features: ["30 metre length", "Wheeled reel", "7-pattern spray gun", "Kink resistant"],
            included: ["Hose and reel", "Spray gun", "Tap connectors"],
            bookingMode: "instant",
            units: [1, 6],
          },
          {
            title: "Drip Irrigation Kit for Small Farms – Kaduna",
            description:
              "Ready-to-lay drip lines, connectors and a filter for dry-season vegetable farming on a small plot. The owner helps lay out the lines on day one so every row of tomatoes and peppers gets water.",
            priceNaira: [3000, 6000],
            features: ["Covers a small plot", "Water-saving drip lines", "Inline filter", "Gravity or pump fed"],
            included: ["Drip lines", "Connectors and filter", "Layout help"],
            bookingMode: "request",
            minDays: 14,
          },
          {
            title: "2-Inch Petrol Water Pump with Hoses – Abeokuta",
            description:
              "Portable petrol pump for irrigating farms from streams and wells, or draining flooded compounds after heavy downpours. Comes with suction and delivery hoses ready to connect. The owner runs a quick test with you at pickup.",
            priceNaira: [5000, 10000],
            features: ["2-inch outlet", "Petrol engine", "High flow rate", "Portable frame"],
            included: ["Water pump", "Suction hose", "Delivery hose"],
            bookingMode: "instant",
            cautionNaira: 40000,
          },
        ],
      },
      {
        name: "Tillers & Soil Prep",
        icon: "tractor",
        items: [
          {
            title: "Mini Tiller Cultivator – Ogun State Farms",
            description:
              "Petrol mini tiller for preparing beds for maize, cassava and vegetables on small farms and backyard plots. Breaks up hard soil quickly at the start of the planting season and fits in a pickup.",
            priceNaira: [12000, 25000],
            features: ["Petrol engine", "Adjustable tilling width", "Folding handle", "Fits in a pickup"],
            included: ["Mini tiller", "Fuel can", "Quick training"],
            bookingMode: "request",
            cautionNaira: 80000,
          },
          {
            title: "Walk-Behind Tractor with Plough – Zaria",
            description:
              "Two-wheel walk-behind tractor with plough and ridger attachments for medium-size farms getting ready for the rains. An operator can come along with the machine if you have never used one before.",
            priceNaira: [30000, 60000],
            features: ["Diesel engine", "Plough and ridger", "Two-wheel tractor", "Operator available"],
            included: ["Walk-behind tractor", "Plough attachment", "Ridger attachment"],
            bookingMode: "request",
            minDays: 2,
            cautionNaira: 150000,
          },
        ],
      },
      {
        name: "Sprayers",
        icon: "spray-can",
        items: [
          {
            title: "Knapsack Sprayer 16L – Ogbomoso",
            description:
              "Manual knapsack sprayer for applying fertiliser, herbicides or pest control on gardens and small farms. Tank and nozzle are flushed clean after every rental to avoid mixing chemicals. A spare nozzle is included.",
            priceNaira: [1000, 2500],
            features: ["16 litre tank", "Adjustable nozzle", "Padded straps", "Flushed clean"],
            included: ["Knapsack sprayer", "Spare nozzle"],
            bookingMode: "instant",
            units: [1, 10],
          },
          {
            title: "Motorised Mist Blower Sprayer – Ondo",
            description:
              "Petrol mist blower for spraying cocoa, orange and cashew trees quickly and evenly, covering far more ground than a hand pump. Safety mask and gloves are included with every rental. Delivery to farms can be arranged.",
            priceNaira: [5000, 10000],
            features: ["Petrol mist blower", "Long spray reach", "Large chemical tank", "Backpack frame"],
            included: ["Mist blower", "Safety mask", "Gloves"],
            bookingMode: "request",
            cautionNaira: 50000,
          },
        ],
      },
    ],
  },
  // 24
  {
    name: "Photography & Video",
    title: "Camera, Lens & Video Gear Rentals",
    description:
      "Rent Canon, Sony and Nikon cameras, lenses, Godox lighting, DJI gimbals, drones and studio space by the day for weddings, shoots and film productions.",
    icon: "camera",
    palette: ["#1E293B", "#FB7185"],
    subcategories: [
      {
        name: "Cameras",
        icon: "camera",
        items: [
          {
            title: "Canon EOS R6 Mark II Kit – Lekki Phase 1",
            description:
              "Full-frame Canon mirrorless with the RF 24-105mm lens for wedding, owambe and portrait shoots. Fast autofocus locks onto faces in dim reception halls, and two batteries get you through a long event day.",
            priceNaira: [25000, 45000],
            features: ["24MP full-frame sensor", "4K 60p video", "Eye-detection autofocus", "In-body stabilisation"],
            included: ["Canon R6 Mark II body", "RF 24-105mm f/4 lens", "2 batteries", "2 memory cards"],
            bookingMode: "request",
            cautionNaira: 300000,
          },
          {
            title: "Sony A7 IV Body with Batteries – Yaba",
            description:
              "Versatile Sony hybrid camera loved by content creators and event videographers in Lagos. Shoots crisp 4K video with S-Log3 for grading, and the body is freshly cleaned and sensor-checked.",
            priceNaira: [20000, 40000],
            features: ["33MP full-frame", "4K 10-bit video", "Real-time tracking AF", "Dual card slots"],
            included: ["Sony A7 IV body", "3 batteries", "Charger", "Camera bag"],
            bookingMode: "request",
            cautionNaira: 250000,
          },
          {
            title: "Nikon Z6 II with 24-70mm Lens – Wuse 2, Abuja",
            description:
              "Reliable Nikon full-frame kit for corporate events, conferences and family portraits in Abuja. Dual card slots give peace of mind when you are shooting once-in-a-lifetime moments. Sensor cleaned before pickup.",
            priceNaira: [20000, 38000],
            features: ["24MP full-frame", "Dual card slots", "4K video", "Weather sealed"],
            included: ["Nikon Z6 II body", "Z 24-70mm f/4 lens", "2 batteries", "Charger"],
            bookingMode: "request",
            cautionNaira: 250000,
          },
        ],
      },
      {
        name: "Lenses",
        icon: "aperture",
        items: [
          {
            title: "Canon RF 70-200mm f/2.8 Telephoto – Ikeja",
            description:
              "Fast telephoto zoom for candid shots at weddings, church events and sports from the back of a crowded hall. Stabilised and quick to focus, it is the lens every event photographer wants on the big day.",
            priceNaira: [12000, 22000],
            features: ["70-200mm f/2.8", "Image stabilisation", "Weather sealed", "Fast autofocus"],
            included: ["Lens", "Hood", "Front and rear caps", "Lens pouch"],
            bookingMode: "instant",
            cautionNaira: 200000,
          },
          {
            title: "Sony FE 24-70mm f/2.8 GM II – Victoria Island",
            description:
              "Sony's sharp, lightweight standard zoom for events, fashion shoots and documentaries. Covers wide group shots and tight portraits without changing lenses in the middle of the action. A UV filter is fitted.",
            priceNaira: [12000, 20000],
            features: ["24-70mm f/2.8", "G Master sharpness", "Lightweight", "Silent focusing"],
            included: ["Lens", "Hood", "Caps", "UV filter"],
            bookingMode: "instant",
            cautionNaira: 180000,
          },
          {
            title: "Sigma Art 35mm f/1.4 Prime – Bodija, Ibadan",
            description:
              "Beautiful prime lens with creamy background blur for portraits, pre-wedding shoots and storytelling videos. Available in Canon EF and Sony E mounts, so pick the one that fits your body.",
            priceNaira: [6000, 12000],
            features: ["35mm f/1.4", "Creamy bokeh", "Canon or Sony mount", "Very sharp"],
            included: ["Lens", "Hood", "Caps"],
            bookingMode: "instant",
            cautionNaira: 100000,
          },
        ],
      },
      {
        name: "Lighting Kits",
        icon: "sun",
        items: [
          {
            title: "Godox AD600 Pro Strobe Kit with Softbox – Surulere",
            description:
              "Battery-powered Godox strobe with a large softbox and wireless trigger for outdoor portraits and fashion shoots, no generator needed. Overpowers harsh midday sun for clean, flattering light.",
            priceNaira: [12000, 22000],
            features: ["600Ws battery strobe", "Wireless X-trigger", "Large octa softbox", "Fast recycling"],
            included: ["Godox AD600 Pro", "Softbox", "Light stand", "Trigger and battery"],
            bookingMode: "instant",
            cautionNaira: 120000,
          },
          {
            title: "Aputure 300d II LED Light with Light Dome – Lekki",
            description:
              "Bright daylight LED for music videos, interviews, commercials and YouTube studios. Control it from your phone and shape the light with the included dome and barn doors. It runs on mains or V-mount batteries for location shoots away from a power point.",
            priceNaira: [15000, 28000],
            features: ["Daylight LED", "App control", "Bowens mount", "Quiet fan"],
            included: ["Aputure 300d II", "Light Dome", "Stand", "Control box and cables"],
            bookingMode: "request",
            cautionNaira: 150000,
          },
        ],
      },
      {
        name: "Gimbals & Stabilisers",
        icon: "move-3d",
        items: [
          {
            title: "DJI RS 3 Pro Gimbal – Gbagada",
            description:
              "Pro gimbal for smooth walking shots at weddings, real estate tours and music videos. Carries cinema cameras with a lens and balances quickly thanks to the automated axis locks. Comes in a hard case with quick-release plates for most camera bodies.",
            priceNaira: [8000, 15000],
            features: ["4.5kg payload", "Auto axis locks", "Long battery life", "Bluetooth shutter control"],
            included: ["DJI RS 3 Pro", "Briefcase handle", "Quick-release plates", "Carry case"],
            bookingMode: "instant",
            cautionNaira: 100000,
          },
          {
            title: "DJI RS 4 Mini Gimbal for Mirrorless – Port Harcourt GRA",
            description:
              "Compact gimbal for mirrorless cameras and phones, perfect for vloggers, event highlights and Instagram reels. Light enough to use all day at an owambe without tired arms. A tripod grip is included for static shots and time-lapses.",
            priceNaira: [5000, 10000],
            features: ["Lightweight design", "Camera and phone support", "Auto-tracking", "Vertical shooting"],
            included: ["DJI RS 4 Mini", "Tripod grip", "Charging cable"],
            bookingMode: "instant",
            cautionNaira: 60000,
          },
        ],
      },
      {
        name: "Drones",
        icon: "drone",
        items: [
          {
            title: "DJI Mavic 3 Pro Drone Kit – Lekki",
            description:
              "Triple-camera drone for real estate videos, wedding aerials and documentary work across Lagos. Experienced renters only; the owner checks that your flight location and permits are in order before confirming.",
            priceNaira: [35000, 65000],
            features: ["Triple Hasselblad camera", "5.1K video", "Obstacle sensing", "Long flight time"],
            included: ["Mavic 3 Pro", "3 batteries", "Smart controller", "ND filters"],
            bookingMode: "request",
            cautionNaira: 400000,
          },
          {
            title: "DJI Mini 4 Pro Fly More Kit – Jabi, Abuja",
            description:
              "Light, easy-to-fly drone for event aerials, travel content and property listings. Obstacle avoidance and return-to-home make it a safe choice for newer pilots. Three batteries and a charging hub give you plenty of flight time for a full event or property shoot.",
            priceNaira: [15000, 28000],
            features: ["Under 249g", "4K 60fps HDR", "Obstacle avoidance", "Vertical shooting"],
            included: ["DJI Mini 4 Pro", "3 batteries", "Controller", "Charging hub"],
            bookingMode: "request",
            cautionNaira: 200000,
          },
        ],
      },
      {
        name: "Cinema Cameras",
        icon: "clapperboard",
        items: [
          {
            title: "Blackmagic Pocket 6K Pro Cinema Kit – Yaba",
            description:
              "Cinema camera package for short films, music videos and Nollywood productions on a budget. Shoots Blackmagic RAW with built-in ND filters and comes rigged with a cage, monitor and V-mount power.",
            priceNaira: [30000, 55000],
            features: ["6K Blackmagic RAW", "Built-in ND filters", "Cage and handle", "V-mount power"],
            included: ["BMPCC 6K Pro", "Rig and monitor", "2 V-mount batteries", "SSD recorder"],
            bookingMode: "request",
            cautionNaira: 350000,
          },
          {
            title: "RED Komodo 6K Cinema Package – Lekki",
            description:
              "Professional RED Komodo package for commercials, feature films and premium music videos. Comes with cine lenses, a wireless follow focus and a camera assistant who stays with the gear on set.",
            priceNaira: [120000, 250000],
            features: ["6K global shutter", "REDCODE RAW", "Cine lens set", "Camera assistant included"],
            included: ["RED Komodo 6K", "Cine prime set", "Monitor and follow focus", "Batteries and media"],
            bookingMode: "request",
            minDays: 1,
            cautionNaira: 750000,
          },
        ],
      },
      {
        name: "Studio Space",
        icon: "building-2",
        items: [
          {
            title: "Daylight Photo Studio with Cyclorama – Ikeja GRA",
            description:
              "Bright studio with a white cyclorama wall, makeup room and changing area for fashion, product and maternity shoots. Backup power keeps the lights and AC running all day when NEPA takes light.",
            priceNaira: [40000, 90000],
            features: ["White cyclorama wall", "Makeup room", "Full backup power", "Air conditioned"],
            included: ["Studio for the day", "Basic lighting kit", "Backdrops", "Wi-Fi"],
            bookingMode: "request",
            maxDays: 3,
          },
          {
            title: "Podcast & Content Creation Studio – Victoria Island",
            description:
              "Soundproofed podcast studio with four mics, cameras and a switcher for video podcasts, interviews and live streams. A studio technician handles recording so you can focus on the conversation.",
            priceNaira: [30000, 70000],
            features: ["Acoustic treatment", "4 podcast mics", "Multi-camera setup", "Studio technician"],
            included: ["Studio for the day", "Mics and cameras", "Recording files", "Technician"],
            bookingMode: "request",
            maxDays: 2,
          },
        ],
      },
    ],
  },
];
