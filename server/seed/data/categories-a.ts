// Demo catalogue, part A: the first 12 of Haya's 24 categories, with item templates for the seed.
import type { CategorySeed } from "./types";

export const categoriesA: CategorySeed[] = [
  {
    name: "Vehicles",
    title: "Vehicle Rentals",
    description:
      "Hire cars with or without a driver, SUVs, buses, wedding cars, motorcycles and keke from trusted owners in Lagos, Abuja, Port Harcourt and beyond.",
    icon: "car",
    palette: ["#1e3a8a", "#60a5fa"],
    subcategories: [
      {
        name: "Cars with Driver",
        icon: "car-front",
        items: [
          {
            title: "Toyota Camry 2018 with Driver – Lagos Mainland",
            description:
              "Clean, fully air-conditioned Camry with a calm, experienced driver who knows every shortcut from Ikeja to Yaba when Third Mainland Bridge is locked. Ideal for airport pickups, business meetings and family errands. Trips outside Lagos and overtime are agreed before booking.",
            priceNaira: [45000, 75000],
            features: [
              "Air conditioning",
              "Automatic transmission",
              "Leather seats",
              "USB phone charging",
            ],
            included: ["Professional driver (10 hrs)", "Fuel for Lagos runs", "Bottled water"],
            bookingMode: "request",
            maxDays: 30,
          },
          {
            title: "Toyota Corolla 2016 with Chauffeur – Abuja",
            description:
              "Reliable, fuel-efficient Corolla with a polite chauffeur for moving around Wuse, Maitama, Garki and the airport road. Perfect for visitors in town for meetings or embassy appointments. The car is washed daily and the driver is familiar with all the major hotels.",
            priceNaira: [35000, 55000],
            features: [
              "Air conditioning",
              "Automatic transmission",
              "Bluetooth audio",
              "Tinted windows",
            ],
            included: ["Chauffeur (10 hrs)", "Fuel within Abuja", "Airport pickup sign"],
            bookingMode: "instant",
            maxDays: 30,
          },
          {
            title: "Honda Accord 2019 Executive Car & Driver – Port Harcourt",
            description:
              "Spacious executive saloon for oil and gas professionals and guests moving between GRA, Trans-Amadi and the airport at Omagwa. The driver is security-conscious and punctual. Ideal for multi-day business visits and conference transfers.",
            priceNaira: [50000, 80000],
            features: [
              "Dual-zone air conditioning",
              "Automatic transmission",
              "Reverse camera",
              "Leather interior",
            ],
            included: ["Professional driver (10 hrs)", "Fuel within PH city", "Car phone charger"],
            bookingMode: "request",
            maxDays: 30,
          },
        ],
      },
      {
        name: "Self-Drive Cars",
        icon: "car",
        items: [
          {
            title: "Toyota Corolla 2017 Self-Drive – Lekki & Victoria Island",
            description:
              "Well-maintained Corolla for confident drivers who prefer their own schedule around Lekki, Ajah and VI. A valid driver's licence and a verified ID are required before pickup. The car comes with a full tank and should be returned with the same fuel level.",
            priceNaira: [30000, 50000],
            features: [
              "Automatic transmission",
              "Air conditioning",
              "Reverse sensors",
              "Tracker installed",
            ],
            included: ["Full tank of fuel", "Comprehensive insurance", "Roadside assistance line"],
            bookingMode: "request",
            minDays: 1,
            maxDays: 14,
            // A day to clean and check the car between renters (issue 36's demo of turnaround days).
            turnaroundDays: 1,
            cautionNaira: 150000,
          },
          {
            title: "Kia Rio 2020 Self-Drive Hatchback – Ikeja",
            description:
              "Compact, economical hatchback that slips easily through Ikeja and Allen Avenue traffic and is simple to park at busy malls. A great choice for solo drivers and small families visiting Lagos. Owner checks the licence and ID at handover.",
            priceNaira: [25000, 40000],
            features: [
              "Fuel-efficient 1.4L engine",
              "Air conditioning",
              "Bluetooth audio",
              "Easy parking",
            ],
            included: ["Full tank of fuel", "Third-party insurance", "Spare tyre and jack"],
            bookingMode: "request",
            maxDays: 14,
            cautionNaira: 100000,
          },
          {
            title: "Hyundai Elantra 2019 Self-Drive Saloon – Abuja Wuse",
            description:
              "Comfortable saloon for exploring Abuja on your own terms, from Jabi Lake to Gwarinpa. The car is serviced regularly, has a working tracker and fresh tyres for long drives. Inter-state trips to Kaduna or Keffi need the owner's approval.",
            priceNaira: [35000, 55000],
            features: [
              "Automatic transmission",
              "Cruise control",
              "Air conditioning",
              "Touchscreen with CarPlay",
            ],
            included: [
              "Full tank of fuel",
              "Comprehensive insurance",
              "Owner's 24/7 phone support",
            ],
            bookingMode: "request",
            maxDays: 21,
            cautionNaira: 150000,
          },
        ],
      },
      {
        name: "SUVs & Jeeps",
        icon: "car",
        items: [
          {
            title: "Toyota Land Cruiser Prado 2020 with Driver – Lagos",
            description:
              "Rugged and comfortable Prado that handles flooded roads in the rainy season and long trips to Ibadan or Abeokuta with ease. Popular for executives, diplomats and wedding convoys. The vetted driver is trained in defensive driving.",
            priceNaira: [120000, 200000],
            features: ["4WD", "Seven seats", "Climate control", "Leather seats", "Tinted windows"],
            included: [
              "Professional driver (10 hrs)",
              "Fuel within Lagos",
              "Bottled water and tissues",
            ],
            bookingMode: "request",
            maxDays: 30,
          },
          {
            title: "Lexus GX 460 2017 SUV with Driver – Abuja",
            description:
              "Luxury SUV with a smooth ride and plenty of room for guests and luggage, well suited to official visits and events around the FCT. The driver is discreet and knows every government office and hotel. Road trips to Jos or Kaduna can be arranged.",
            priceNaira: [130000, 220000],
            features: ["Full-time 4WD", "Premium leather interior", "Rear AC vents", "Sunroof"],
            included: ["Experienced driver", "Fuel within Abuja", "Car wash before each trip"],
            bookingMode: "request",
            maxDays: 30,
          },
          {
            title: "Toyota Highlander 2019 7-Seater – Port Harcourt",
            description:
              "Family-friendly seven-seater for school runs, church programmes and weekend trips from Port Harcourt to Owerri or Uyo. Clean interior, strong AC and enough boot space for Christmas shopping. Available with or without a driver on request.",
            priceNaira: [80000, 130000],
            features: [
              "Seven seats",
              "Three-zone air conditioning",
              "Reverse camera",
              "Automatic transmission",
            ],
            included: ["Driver (optional)", "Full tank at pickup", "Insurance cover"],
            bookingMode: "request",
            maxDays: 21,
            cautionNaira: 200000,
          },
        ],
      },
      {
        name: "Buses & Vans",
        icon: "bus",
        items: [
          {
            title: "Toyota Hiace 14-Seater Bus with Driver – Lagos",
            description:
              "Air-conditioned Hiace bus for staff shuttles, church outings, school excursions and moving guests between the owambe venue and the hotel. The driver is patient with Lagos traffic and used to group schedules. Long-distance trips are quoted separately.",
            priceNaira: [70000, 120000],
            features: [
              "14 passenger seats",
              "Air conditioning",
              "Luggage space",
              "Sliding side door",
            ],
            included: ["Professional driver", "Fuel within Lagos", "Basic passenger insurance"],
            bookingMode: "request",
            maxDays: 14,
          },
          {
            title: "Toyota Coaster 30-Seater Bus for Events & Tours",
            description:
              "Comfortable Coaster bus for weddings, corporate retreats, NYSC send-offs and excursions from Lagos to Ibadan, Abeokuta or Badagry. High seats, strong AC and a PA microphone for the tour guide. The driver has years of inter-state experience.",
            priceNaira: [150000, 250000],
            features: [
              "30 reclining seats",
              "Air conditioning",
              "PA microphone",
              "Overhead luggage racks",
            ],
            included: ["Experienced driver", "Motor boy", "Passenger insurance"],
            bookingMode: "request",
            maxDays: 7,
          },
          {
            title: "Toyota Sienna 2015 Family Minivan with Driver",
            description:
              "Spacious Sienna for family visits, airport runs with lots of luggage and Sunday service. Seats seven comfortably with good legroom and a cool cabin even in the afternoon heat. The driver is courteous and used to elderly passengers.",
            priceNaira: [50000, 85000],
            features: ["Seven seats", "Rear AC", "Power sliding doors", "Large boot"],
            included: ["Driver (10 hrs)", "Fuel for city runs", "Child seat on request"],
            bookingMode: "instant",
            maxDays: 30,
          },
        ],
      },
      {
        name: "Wedding & Luxury Cars",
        icon: "crown",
        items: [
          {
            title: "Mercedes-Benz G63 AMG Wedding Car – Lekki",
            description:
              "Make a grand entrance at the wedding, the engagement or the 50th birthday owambe in a gleaming G-Wagon. The chauffeur wears a suit, opens the doors and waits through the reception. Ribbons and flower decorations can be arranged with your planner.",
            priceNaira: [400000, 650000],
            features: [
              "AMG V8 engine",
              "Designer leather interior",
              "Ambient lighting",
              "Burmester sound system",
            ],
            included: ["Suited chauffeur", "Fuel for the event", "Ribbon decoration"],
            bookingMode: "request",
            maxDays: 3,
            cautionNaira: 500000,
          },
          {
            title: "Rolls-Royce Ghost Bridal Car with Chauffeur – Lagos",
            description:
              "The ultimate bridal car for society weddings in Ikoyi, Victoria Island and Lekki. Starlight headliner, champagne-white paint and a professional chauffeur who coordinates with your event planner. Booked well ahead for December and Easter weddings.",
            priceNaira: [600000, 750000],
            features: [
              "Starlight headliner",
              "Rear privacy curtains",
              "Massage seats",
              "Whisper-quiet cabin",
            ],
            included: [
              "Professional chauffeur",
              "Fuel for the event",
              "Bridal ribbon and bouquet holder",
              "Photoshoot stop",
            ],
            bookingMode: "request",
            maxDays: 2,
            cautionNaira: 700000,
          },
          {
            title: "Mercedes-Benz S-Class 2018 Convoy Car – Abuja",
            description:
              "Elegant S-Class for VIP guests, traditional wedding convoys and corporate launches in Abuja. Smooth, quiet and always spotless. Can be booked together with matching Prados for a full convoy.",
            priceNaira: [180000, 300000],
            features: [
              "Executive rear seats",
              "Climate control",
              "Panoramic roof",
              "Soft-close doors",
            ],
            included: ["Uniformed chauffeur", "Fuel within Abuja", "Bottled water"],
            bookingMode: "request",
            maxDays: 5,
          },
        ],
      },
      {
        name: "Motorcycles",
        icon: "motorbike",
        items: [
          {
            title: "Bajaj Boxer 150 Motorcycle – Daily Hire, Ibadan",
            description:
              "Tough, fuel-saving Boxer for errands, deliveries and getting around Ibadan where roads are bad. Rented to riders with a valid licence and helmet, for use only where motorcycles are permitted by the state. Serviced weekly by the owner.",
            priceNaira: [6000, 10000],
            features: ["150cc engine", "Fuel-efficient", "Rear carrier rack", "Good tyres"],
            included: ["Helmet", "Vehicle papers", "Basic tool kit"],
            bookingMode: "instant",
            maxDays: 30,
            cautionNaira: 50000,
          },
          {
            title: "Suzuki GN 125 Motorcycle for Estate Errands – Abuja",
            description:
              "Light, easy-to-ride Suzuki for quick trips within estates and satellite towns like Kubwa, Lugbe and Nyanya. Not for use on routes where okada operation is banned. A good option while your car is at the mechanic.",
            priceNaira: [5000, 9000],
            features: ["125cc engine", "Electric start", "Low fuel consumption", "Side mirrors"],
            included: ["Helmet", "Reflective vest", "Vehicle papers"],
            bookingMode: "instant",
            maxDays: 30,
            cautionNaira: 40000,
          },
        ],
      },
      {
        name: "Keke (Tricycles)",
        icon: "car-taxi-front",
        items: [
          {
            title: "TVS King Keke Napep – Daily Hire, Onitsha",
            description:
              "Roadworthy TVS King keke for daily commercial runs around Onitsha and the market axis. Papers, union tickets and permits are up to date. Ideal for riders who want to work before committing to hire purchase.",
            priceNaira: [8000, 14000],
            features: [
              "Three passenger seats",
              "Side curtains for rain",
              "Strong suspension",
              "Fuel-efficient engine",
            ],
            included: ["Vehicle papers", "Spare tyre", "Basic tool kit"],
            bookingMode: "instant",
            maxDays: 30,
            cautionNaira: 50000,
          },
          {
            title: "Bajaj RE Tricycle (Keke) with Rider – Kano",
            description:
              "Keke with a reliable rider for shop owners who need goods moved around Kano markets or staff taken to work. Book by the day for deliveries to Kantin Kwari, Sabon Gari and nearby areas. Rider works daylight hours only.",
            priceNaira: [10000, 18000],
            features: [
              "Carries goods or passengers",
              "Canvas cover",
              "Low running cost",
              "Local rider",
            ],
            included: ["Experienced rider", "Fuel for city runs", "Loading help"],
            bookingMode: "request",
            maxDays: 14,
          },
        ],
      },
    ],
  },
  {
    name: "Trucks",
    title: "Truck Rentals",
    description:
      "Rent tippers, flatbeds, container trailers, water tankers and refrigerated trucks with experienced drivers for sites, farms and haulage across Nigeria.",
    icon: "truck",
    palette: ["#7c2d12", "#fb923c"],
    subcategories: [
      {
        name: "Tipper Trucks",
        icon: "truck",
        items: [
          {
            title: "Sinotruk Howo 30-Ton Tipper with Driver – Lagos",
            description:
              "Heavy-duty Howo tipper for moving sharp sand, laterite, granite and demolition debris on Lagos building sites. The driver knows the dredging points in Ikorodu and Lekki and the quarry routes to Ogun. Fuel and loading are agreed per trip or per day.",
            priceNaira: [150000, 280000],
            features: [
              "30-ton payload",
              "Hydraulic tipping body",
              "10-wheeler chassis",
              "Heavy-duty tyres",
            ],
            included: ["Experienced driver", "Motor boy", "Goods-in-transit insurance"],
            bookingMode: "request",
            maxDays: 30,
          },
          {
            title: "Mack Granite 20-Ton Tipper for Sand & Granite – Abuja",
            description:
              "American-built Mack tipper that has carried granite and stone base for estate roads around Lugbe, Kuje and Bwari. Strong engine for hilly FCT terrain and rough site access. Owner provides a licensed driver with a clean record.",
            priceNaira: [120000, 220000],
            features: [
              "20-ton payload",
              "Powerful Mack engine",
              "Steel tipping body",
              "Air brakes",
            ],
            included: ["Licensed driver", "Motor boy", "Tarpaulin cover"],
            bookingMode: "request",
            maxDays: 30,
          },
          {
            title: "Mercedes-Benz 911 Mini Tipper (10-Ton) – Ibadan",
            description:
              "The classic Nigerian mini tipper, perfect for small building projects, fence jobs and clearing refuse from compounds. It fits into narrow streets where big tippers cannot go. Available for single days or the whole week of casting.",
            priceNaira: [60000, 110000],
            features: [
              "10-ton payload",
              "Compact size for tight streets",
              "Hydraulic tipper",
              "Reliable diesel engine",
            ],
            included: ["Driver", "Loader boy", "Shovels for offloading"],
            bookingMode: "request",
            maxDays: 14,
          },
        ],
      },
      {
        name: "Flatbeds & Lowbeds",
        icon: "truck",
        items: [
          {
            title: "DAF 40ft Flatbed Truck with Driver – Apapa",
            description:
              "Long flatbed for iron rods, roofing sheets, pipes, generators and palletised goods from Apapa, Tin Can or Trade Fair to sites across Lagos and the South-West. Ratchet straps and chains keep loads secure on bad roads. Night movement can be arranged to avoid traffic restrictions.",
            priceNaira: [150000, 280000],
            features: [
              "40ft flat deck",
              "Load capacity up to 30 tons",
              "Twist locks",
              "Side stanchions",
            ],
            included: ["Experienced haulage driver", "Ratchet straps and chains", "Tarpaulin"],
            bookingMode: "request",
            maxDays: 14,
          },
          {
            title: "MAN Diesel Lowbed Trailer for Heavy Equipment",
            description:
              "Lowbed trailer for moving excavators, bulldozers, graders and large transformers between sites and states. The crew handles loading ramps, chains and escort arrangements. Routes, permits and travel time are planned with you before the move.",
            priceNaira: [300000, 550000],
            features: [
              "60-ton carrying capacity",
              "Hydraulic loading ramps",
              "Low deck height",
              "Multi-axle trailer",
            ],
            included: [
              "Certified driver",
              "Two-man crew",
              "Chains and binders",
              "Warning flags and beacons",
            ],
            bookingMode: "request",
            minDays: 1,
            maxDays: 10,
          },
        ],
      },
      {
        name: "Trailers & Haulage",
        icon: "container",
        items: [
          {
            title: "Mack 40ft Container Trailer – Apapa to Ikeja Haulage",
            description:
              "Container trailer for clearing agents and importers moving 20ft or 40ft containers out of Apapa and Tin Can to warehouses in Ikeja, Agbara or Ota. The driver knows the port gate process and the Eto call-up routine. Waiting days at the port are agreed upfront.",
            priceNaira: [250000, 450000],
            features: [
              "Carries 20ft or 40ft containers",
              "Twist-lock skeletal trailer",
              "Strong tractor head",
              "GPS tracked",
            ],
            included: ["Experienced port driver", "Motor boy", "Goods-in-transit insurance"],
            bookingMode: "request",
            maxDays: 10,
          },
          {
            title: "Iveco Stakebody 20-Ton Haulage Truck – Kano",
            description:
              "High-sided stakebody truck for moving bags of grains, fertiliser, cement and market goods between Kano, Kaduna and the South. Sturdy canvas cover protects the load from rain and harmattan dust. Ideal for traders during harvest season.",
            priceNaira: [150000, 260000],
            features: ["20-ton capacity", "High stake sides", "Canvas cover", "Diesel engine"],
            included: ["Driver", "Loader", "Tarpaulin and ropes"],
            bookingMode: "request",
            maxDays: 14,
          },
        ],
      },
      {
        name: "Water Tankers",
        icon: "droplets",
        items: [
          {
            title: "33,000-Litre Water Tanker with Driver – Lagos",
            description:
              "Large water tanker for estates, construction sites, car washes and events whose boreholes have failed or run dry. Delivers treated borehole water anywhere on the Lagos Mainland and Island. Multiple trips per day can be scheduled.",
            priceNaira: [70000, 150000],
            features: [
              "33,000-litre tank",
              "Delivery pump and hose",
              "Food-grade tank lining",
              "Multiple trips per day",
            ],
            included: ["Driver", "Pump operator", "Delivery hose (30m)"],
            bookingMode: "request",
            maxDays: 30,
          },
          {
            title: "Isuzu 10,000-Litre Water Bowser – Abuja Sites",
            description:
              "Compact water bowser for dust suppression on dry-season road works, block moulding and concrete curing on Abuja construction sites. Fits estate roads where big tankers cannot pass. Harmattan dust control packages run for whole weeks.",
            priceNaira: [50000, 90000],
            features: [
              "10,000-litre tank",
              "Rear spray bar",
              "Gravity and pump discharge",
              "Manoeuvrable chassis",
            ],
            included: ["Driver", "Spray hose", "First fill of water"],
            bookingMode: "request",
            maxDays: 30,
          },
        ],
      },
      {
        name: "Refrigerated Trucks",
        icon: "snowflake",
        items: [
          {
            title: "Isuzu NPR Refrigerated Truck – Cold Room on Wheels",
            description:
              "Refrigerated truck for frozen fish, chicken, ice cream and pharmaceuticals that must stay cold between Lagos cold rooms and distributors. The diesel-powered unit keeps working when there is no light. Temperature can be set for chilled or frozen loads.",
            priceNaira: [120000, 220000],
            features: [
              "Holds down to -18°C",
              "Insulated 5-ton box",
              "Independent diesel chiller",
              "Temperature display",
            ],
            included: ["Driver", "Temperature log sheet", "Fuel for the chiller"],
            bookingMode: "request",
            maxDays: 14,
          },
          {
            title: "Mercedes Sprinter Reefer Van for Frozen Foods – Lagos",
            description:
              "Small refrigerated van for caterers, poultry farmers and frozen food sellers doing same-day deliveries around Lagos. Easy to park at markets and small shops. Popular for owambe caterers carrying drinks, small chops and desserts.",
            priceNaira: [80000, 140000],
            features: [
              "Chilled or frozen modes",
              "1.5-ton capacity",
              "Easy-clean interior",
              "Rear and side doors",
            ],
            included: ["Driver", "Cool boxes", "Fuel within Lagos"],
            bookingMode: "instant",
            maxDays: 14,
          },
        ],
      },
      {
        name: "Mini Trucks & Pickups",
        icon: "truck",
        items: [
          {
            title: "Kia Bongo Mini Truck with Driver – Lagos Island",
            description:
              "Handy Bongo truck for moving furniture, market goods, event chairs and small equipment around Lagos Island, Obalende and Lekki. Quick to load and fits narrow streets. The driver can help with light loading.",
            priceNaira: [40000, 75000],
            features: [
              "2-ton capacity",
              "Drop-side body",
              "Diesel engine",
              "Compact turning circle",
            ],
            included: ["Driver", "Ropes and tarpaulin", "Fuel within Lagos Island"],
            bookingMode: "instant",
            maxDays: 14,
          },
          {
            title: "Toyota Hilux 2019 Pickup for Cargo Runs – Port Harcourt",
            description:
              "Tough Hilux double cabin for site supervisors, field teams and traders moving tools or goods around Rivers State. Handles rough roads to Onne, Eleme and Bonny jetty. Self-drive is possible for vetted company clients.",
            priceNaira: [55000, 95000],
            features: ["4x4 drive", "Double cabin", "Open cargo bed", "Tow bar"],
            included: ["Driver (optional)", "Full tank at pickup", "Insurance cover"],
            bookingMode: "request",
            maxDays: 30,
            cautionNaira: 200000,
          },
          {
            title: "Tata Super Ace Mini Truck – Aba Market Deliveries",
            description:
              "Economical mini truck for traders at Ariaria and Ekeoha markets moving shoes, bags and textiles to the motor park and nearby towns. Cheap to run and easy to load. The owner offers weekly rates for busy seasons.",
            priceNaira: [30000, 55000],
            features: [
              "1-ton payload",
              "Low fuel consumption",
              "Covered cargo deck",
              "Easy to manoeuvre",
            ],
            included: ["Driver", "Tarpaulin", "Loading ropes"],
            bookingMode: "instant",
            maxDays: 30,
          },
        ],
      },
    ],
  },
  {
    name: "Logistics",
    title: "Logistics & Moving Rentals",
    description:
      "Book moving vans, dispatch bikes, forklifts, pallet jacks, moving crews and short-term warehouse space to move or store goods anywhere in Nigeria.",
    icon: "package",
    palette: ["#334155", "#94a3b8"],
    subcategories: [
      {
        name: "Moving Vans",
        icon: "van",
        items: [
          {
            title: "Toyota Hiace Cargo Van with Driver – House Moving, Lagos",
            description:
              "Enclosed cargo van for moving flats, student hostels and small shops across Lagos without exposing your things to rain or dust. The driver helps plan the route to avoid the worst traffic. Weekend moves are popular, so book early.",
            priceNaira: [45000, 85000],
            features: ["Enclosed cargo area", "Roof rack", "Sliding side door", "Tie-down points"],
            included: ["Driver", "Moving blankets", "Ropes and straps"],
            bookingMode: "instant",
            maxDays: 7,
          },
          {
            title: "Ford Transit Panel Van for Office Relocation – Abuja",
            description:
              "High-roof Transit van for moving office furniture, computers and files between Abuja districts. Clean interior protects electronics and documents. Available for multi-day relocations with the same driver each day.",
            priceNaira: [55000, 95000],
            features: [
              "High roof",
              "Large cargo volume",
              "Rear and side doors",
              "Interior lighting",
            ],
            included: ["Driver", "Furniture blankets", "Hand trolley"],
            bookingMode: "request",
            maxDays: 14,
          },
        ],
      },
      {
        name: "Dispatch Bikes",
        icon: "motorbike",
        items: [
          {
            title: "Dispatch Bike with Rider & Delivery Box – Lagos",
            description:
              "Dedicated dispatch rider for online shops, restaurants and pharmacies that need same-day deliveries around Lagos. The rider works your delivery list from morning till evening and sends proof of delivery. Perfect for sales days and festive rush periods.",
            priceNaira: [12000, 22000],
            features: [
              "Insulated delivery box",
              "Smartphone-equipped rider",
              "Proof of delivery photos",
              "Licensed for dispatch",
            ],
            included: [
              "Experienced rider",
              "Fuel for city deliveries",
              "Helmet and reflective vest",
            ],
            bookingMode: "instant",
            maxDays: 30,
          },
          {
            title: "Haojue Dispatch Motorcycle (Self-Ride) – Ibadan",
            description:
              "Reliable dispatch motorcycle for businesses with their own riders. Comes with a delivery box and up-to-date papers. Riders must show a valid licence and a guarantor before handover.",
            priceNaira: [6000, 10000],
            features: [
              "125cc engine",
              "Delivery box fitted",
              "Good brakes and tyres",
              "Low fuel consumption",
            ],
            included: ["Helmet", "Vehicle papers", "Padlock and chain"],
            bookingMode: "instant",
            maxDays: 30,
            cautionNaira: 60000,
          },
          {
            title: "Cargo Keke for Market Deliveries – Onitsha",
            description:
              "Cargo tricycle with an open flatbed for moving cartons, bags of rice and building materials from Onitsha Main Market and Bridgehead. Cheaper than a truck for short runs. The rider knows the market lanes well.",
            priceNaira: [9000, 15000],
            features: [
              "Open cargo bed",
              "Carries up to 500kg",
              "Manoeuvres through market lanes",
              "Low running cost",
            ],
            included: ["Rider", "Fuel for local runs", "Ropes"],
            bookingMode: "instant",
            maxDays: 14,
          },
        ],
      },
      {
        name: "Forklifts",
        icon: "forklift",
        items: [
          {
            title: "Toyota 3-Ton Diesel Forklift with Operator – Ikeja",
            description:
              "Dependable forklift for loading trucks, stacking pallets and moving heavy machines in warehouses and factories around Ikeja, Ilupeju and Oregun. Comes with a trained operator and can be delivered to your site. Ideal for stock-taking and year-end rushes.",
            priceNaira: [60000, 120000],
            features: ["3-ton lifting capacity", "4.5m lift height", "Side shift", "Solid tyres"],
            included: ["Certified operator", "Delivery within Ikeja", "Diesel for the day"],
            bookingMode: "request",
            maxDays: 30,
          },
          {
            title: "Heli 5-Ton Forklift for Container Unloading – Apapa",
            description:
              "Powerful forklift for stripping containers, loading steel coils and handling heavy crates at warehouses near Apapa and Tin Can. The experienced operator works safely in tight container yards. Day and night shifts are possible.",
            priceNaira: [90000, 160000],
            features: [
              "5-ton lifting capacity",
              "Pneumatic tyres for yards",
              "Container mast",
              "Diesel engine",
            ],
            included: ["Experienced operator", "Transport to site", "Safety cones"],
            bookingMode: "request",
            maxDays: 30,
          },
        ],
      },
      {
        name: "Pallet Jacks & Trolleys",
        icon: "boxes",
        items: [
          {
            title: "Manual Pallet Jack 2.5-Ton – Warehouse Use",
            description:
              "Simple hydraulic pallet jack for moving pallets of drinks, cement or cartons across shop floors and warehouses. No fuel or electricity needed, so it works right through power outages. Pickup from Ikeja or delivery on request.",
            priceNaira: [4000, 8000],
            features: [
              "2.5-ton capacity",
              "Hydraulic lift",
              "Polyurethane wheels",
              "Standard fork width",
            ],
            included: ["Pallet jack", "Quick usage briefing"],
            bookingMode: "instant",
            units: [1, 6],
            maxDays: 30,
          },
          {
            title: "Heavy-Duty Hand Trolley & Furniture Dolly Set",
            description:
              "Sturdy hand trolley and two furniture dollies for moving fridges, washing machines, cartons and wardrobes up ramps and along corridors. Saves your back during house moves and shop restocking. Rubber wheels protect tiled floors.",
            priceNaira: [2000, 4500],
            features: [
              "300kg trolley capacity",
              "Two four-wheel dollies",
              "Puncture-proof wheels",
              "Foldable handle",
            ],
            included: ["Hand trolley", "Two furniture dollies", "Two ratchet straps"],
            bookingMode: "instant",
            units: [2, 10],
            maxDays: 14,
          },
        ],
      },
      {
        name: "Moving Crew Packages",
        icon: "users",
        items: [
          {
            title: "3-Bedroom Home Moving Package: Truck, Crew & Packing",
            description:
              "Full-service move for families relocating within Lagos or Abuja, from packing kitchen items to reassembling beds in the new house. The crew brings boxes, bubble wrap and tools, and the truck makes as many trips as needed in one day. A supervisor stays with you throughout.",
            priceNaira: [150000, 280000],
            features: [
              "Careful packing and labelling",
              "Furniture dismantling and assembly",
              "Same-day delivery",
              "Supervisor on site",
            ],
            included: [
              "Box truck with driver",
              "Five-man moving crew",
              "Boxes and bubble wrap",
              "Basic tool kit",
            ],
            bookingMode: "request",
            maxDays: 3,
          },
          {
            title: "Office Relocation Crew (6 Men) with Packing Materials",
            description:
              "Trained crew for moving offices, banks and clinics with minimal downtime, often over a weekend. They pack computers, files and furniture carefully and set up desks at the new site. Lift and building access are arranged with your facility manager.",
            priceNaira: [120000, 220000],
            features: [
              "Weekend and night moves",
              "IT equipment handling",
              "Labelled inventory",
              "Furniture assembly",
            ],
            included: [
              "Six-man crew",
              "Packing boxes and tape",
              "Hand trolleys",
              "Crew supervisor",
            ],
            bookingMode: "request",
            maxDays: 5,
          },
        ],
      },
      {
        name: "Warehouse Space",
        icon: "warehouse",
        items: [
          {
            title: "Dry Warehouse Space (500 sqm) – Ikeja Industrial Estate",
            description:
              "Secure, dry warehouse space for importers, FMCG distributors and e-commerce sellers who need storage for a few weeks. Good truck access, 24-hour security and a backup generator. Ideal for holding stock before festive seasons.",
            priceNaira: [40000, 90000],
            features: [
              "500 sqm floor space",
              "Loading bay",
              "24/7 security guards",
              "CCTV coverage",
              "Backup power",
            ],
            included: ["Floor space", "Security", "Access for trucks"],
            bookingMode: "request",
            minDays: 7,
            maxDays: 180,
          },
          {
            title: "Short-Term Storage Bay (100 sqm) – Trans-Amadi, PH",
            description:
              "Compact storage bay in Trans-Amadi for oil-service equipment, event gear or household items between moves. Raised floor keeps goods safe during heavy rainfall. Flexible access hours for contractors.",
            priceNaira: [15000, 35000],
            features: [
              "100 sqm bay",
              "Raised flood-safe floor",
              "Roller shutter door",
              "Perimeter fencing",
            ],
            included: ["Storage bay", "Security", "Padlock"],
            bookingMode: "request",
            minDays: 3,
            maxDays: 90,
          },
          {
            title: "40ft Container Storage Unit – Lekki-Epe Expressway",
            description:
              "Lockable 40ft container in a guarded yard off the Lekki-Epe Expressway for building materials, furniture or shop stock. A cheaper option than renting a shop during renovations. Drive-up access makes loading easy.",
            priceNaira: [8000, 18000],
            features: ["40ft steel container", "Weatherproof", "Drive-up access", "Guarded yard"],
            included: ["Container unit", "Padlock", "Yard security"],
            bookingMode: "instant",
            minDays: 7,
            maxDays: 180,
          },
        ],
      },
    ],
  },
  {
    name: "Event Halls",
    title: "Event Hall Rentals",
    description:
      "Find banquet halls, garden venues, rooftops, conference rooms and church halls in Lagos, Abuja and Port Harcourt for weddings, owambes and meetings.",
    icon: "party-popper",
    palette: ["#831843", "#f9a8d4"],
    subcategories: [
      {
        name: "Lagos Banquet Halls",
        icon: "landmark",
        items: [
          {
            title: "1,500-Guest Grand Banquet Hall – Victoria Island, Lagos",
            description:
              "Prestigious banquet hall for society weddings, product launches and milestone birthdays, with crystal chandeliers, a bridal suite and a large stage. Central air conditioning and full generator backup keep guests comfortable even during grid outages. Secure parking and valet service are available.",
            priceNaira: [450000, 750000],
            features: [
              "Seats up to 1,500 guests",
              "Central air conditioning",
              "Bridal and VIP suites",
              "Full generator backup",
              "Valet parking",
            ],
            included: [
              "Hall use (12 hrs)",
              "Tables and chairs",
              "Security team",
              "Cleaning after the event",
            ],
            bookingMode: "request",
            maxDays: 3,
            cautionNaira: 300000,
          },
          {
            title: "800-Capacity Event Centre with Parking – Ikeja GRA",
            description:
              "Modern event centre close to the airport, popular for weddings, church anniversaries and corporate dinners. The hall has a high ceiling, built-in stage lighting and a large car park. Caterers and decorators of your choice are welcome.",
            priceNaira: [250000, 450000],
            features: [
              "800 guests banquet style",
              "Built-in stage lighting",
              "Parking for 200 cars",
              "Standby generator",
            ],
            included: ["Hall use (10 hrs)", "Chairs and round tables", "Changing room", "Security"],
            bookingMode: "request",
            maxDays: 3,
            cautionNaira: 200000,
          },
          {
            title: "500-Seater Hall for Owambe Parties – Surulere",
            description:
              "Lively, affordable hall in the heart of Surulere for owambe parties, naming ceremonies, burials and birthday celebrations. Easy to reach from Ojuelegba, Yaba and Ikeja. Guests can dance all night while the generator keeps the AC and music running.",
            priceNaira: [150000, 280000],
            features: ["500 guests", "Air conditioning", "Generator backup", "Large dance floor"],
            included: ["Hall use (8 hrs)", "Plastic chairs and tables", "Security guards"],
            bookingMode: "request",
            maxDays: 2,
            cautionNaira: 100000,
            // Issue 36's demo of prices by day: Saturdays (the owambe day) and the December party season cost more.
            weekendPrice: { days: [6], times: 1.3 },
            seasonPrices: [{ from: "12-20", to: "12-31", times: 1.5 }],
          },
        ],
      },
      {
        name: "Abuja Event Centres",
        icon: "building-2",
        items: [
          {
            title: "Premium 1,000-Guest Event Centre – Wuse 2, Abuja",
            description:
              "Elegant event centre for high-profile weddings, political dinners and award nights in the capital. It has marble finishes, a modern sound system and separate VIP lounges. Professional ushers and security can be arranged with the venue.",
            priceNaira: [350000, 650000],
            features: [
              "1,000 guests",
              "VIP lounges",
              "In-house PA system",
              "Central air conditioning",
              "Generator and solar backup",
            ],
            included: [
              "Hall use (12 hrs)",
              "Tables, chairs and covers",
              "Security",
              "Post-event cleaning",
            ],
            bookingMode: "request",
            maxDays: 3,
            cautionNaira: 250000,
          },
          {
            title: "400-Capacity Hall with Bridal Suite – Gwarinpa",
            description:
              "Warm and well-lit hall for weddings, birthday parties and church receptions in Gwarinpa and Life Camp. The bridal suite has mirrors, lighting and its own restroom. Ample parking within a secure compound.",
            priceNaira: [150000, 300000],
            features: ["400 guests", "Bridal suite", "Air conditioning", "Secure compound parking"],
            included: ["Hall use (10 hrs)", "Chairs and tables", "Generator backup"],
            bookingMode: "request",
            maxDays: 2,
            cautionNaira: 100000,
          },
        ],
      },
      {
        name: "Port Harcourt Halls",
        icon: "building",
        items: [
          {
            title: "600-Guest Banquet Hall – GRA Phase 2, Port Harcourt",
            description:
              "Stylish banquet hall in the GRA for weddings, oil and gas company dinners and traditional marriage receptions. Spacious stage, bright lighting and strong air conditioning. Close to hotels for out-of-town guests.",
            priceNaira: [200000, 380000],
            features: [
              "600 guests",
              "Large stage",
              "Central air conditioning",
              "Standby generator",
            ],
            included: ["Hall use (10 hrs)", "Tables and chairs", "Security", "Changing rooms"],
            bookingMode: "request",
            maxDays: 3,
            cautionNaira: 150000,
          },
          {
            title: "Multipurpose Event Hall (300 Guests) – Rumuola, PH",
            description:
              "Affordable hall for birthdays, child dedications, seminars and small weddings along the Rumuola axis. Easy to reach from Ada George and Rumuokoro. Owner is flexible with set-up times for decorators.",
            priceNaira: [100000, 180000],
            features: ["300 guests", "Air conditioning", "Generator backup", "Clean restrooms"],
            included: ["Hall use (8 hrs)", "Plastic chairs", "Security guard"],
            bookingMode: "request",
            maxDays: 2,
          },
        ],
      },
      {
        name: "Garden & Outdoor Venues",
        icon: "tent-tree",
        items: [
          {
            title: "Lakeside Garden Venue for Weddings – Lekki Phase 1",
            description:
              "Beautiful lawn by the lagoon for white weddings, engagement parties and evening cocktails under fairy lights. Marquees can be set up for rainy-season dates. Sunset photos by the water are a favourite with couples.",
            priceNaira: [300000, 550000],
            features: [
              "Lagoon-front lawn",
              "Space for 600 guests",
              "Marquee-ready ground",
              "Ambient garden lighting",
            ],
            included: ["Venue use (10 hrs)", "Generator power", "Security", "Restroom access"],
            bookingMode: "request",
            maxDays: 2,
            cautionNaira: 200000,
          },
          {
            title: "Palm-Shaded Garden for Outdoor Parties – Jabi, Abuja",
            description:
              "Green, breezy garden surrounded by palm trees, ideal for birthday parties, picnics, proposals and company family days. Harmattan evenings here are cool and pleasant. Canopies and chairs can be booked alongside the venue.",
            priceNaira: [200000, 400000],
            features: [
              "Space for 400 guests",
              "Manicured lawn",
              "Palm tree shade",
              "Ample parking",
            ],
            included: ["Venue use (10 hrs)", "Power supply", "Security"],
            bookingMode: "request",
            maxDays: 2,
            cautionNaira: 150000,
          },
        ],
      },
      {
        name: "Rooftop & Lounge Spaces",
        icon: "sun-moon",
        items: [
          {
            title: "Rooftop Terrace with Lagoon View – Ikoyi (150 Guests)",
            description:
              "Chic rooftop terrace overlooking the Lagos lagoon and the Lekki-Ikoyi Link Bridge, perfect for cocktail parties, proposals and brand activations. Lounge seating and a bar counter are already in place. Evening breeze makes it comfortable even in the dry season.",
            priceNaira: [250000, 500000],
            features: [
              "Up to 150 guests",
              "Panoramic lagoon view",
              "Built-in bar counter",
              "Lounge furniture",
            ],
            included: ["Venue use (8 hrs)", "Lounge seating", "Generator backup", "Security"],
            bookingMode: "request",
            maxDays: 1,
            cautionNaira: 200000,
          },
          {
            title: "Private Lounge Space for Birthdays – Lekki (80 Guests)",
            description:
              "Cosy private lounge with mood lighting and a sound system for birthdays, bridal showers and album listening parties. Bring your own caterer or use the lounge's partners. Ideal for intimate celebrations that go late.",
            priceNaira: [120000, 220000],
            features: ["Up to 80 guests", "Mood lighting", "Sound system", "Air conditioning"],
            included: ["Lounge use (6 hrs)", "Sound system", "Cleaning"],
            bookingMode: "request",
            maxDays: 1,
            cautionNaira: 100000,
          },
        ],
      },
      {
        name: "Conference & Meeting Rooms",
        icon: "presentation",
        items: [
          {
            title: "50-Seater Conference Room with Projector – Victoria Island",
            description:
              "Professional conference room for board meetings, workshops and investor presentations in VI. Fast internet, a projector and uninterrupted power mean no surprises during your session. Tea breaks and lunch can be arranged.",
            priceNaira: [60000, 150000],
            features: [
              "50 seats classroom style",
              "Projector and screen",
              "Fibre internet",
              "Uninterrupted power",
            ],
            included: ["Room use (8 hrs)", "Flip chart and markers", "Drinking water"],
            bookingMode: "instant",
            maxDays: 5,
          },
          {
            title: "Boardroom for 12 with Video Conferencing – Maitama, Abuja",
            description:
              "Quiet, well-furnished boardroom for executive meetings, interviews and hybrid calls with partners abroad. A smart TV and conference camera are ready to use. Located in a secure building with a reception desk.",
            priceNaira: [40000, 90000],
            features: [
              "12-seat boardroom table",
              "Video conferencing kit",
              "Smart TV",
              "Air conditioning",
            ],
            included: ["Room use (8 hrs)", "Wi-Fi access", "Tea and coffee"],
            bookingMode: "instant",
            maxDays: 5,
          },
          {
            title: "Training Hall (120 Seats) – Alausa, Ikeja",
            description:
              "Spacious training hall near the Lagos State Secretariat for seminars, trainings, church conferences and exams. Chairs with writing pads, a PA system and a projector are provided. Easy access from Ikeja, Ojodu and Ogba.",
            priceNaira: [80000, 160000],
            features: ["120 seats with writing pads", "PA system", "Projector", "Generator backup"],
            included: ["Hall use (8 hrs)", "Two microphones", "Cleaning"],
            bookingMode: "request",
            maxDays: 7,
          },
        ],
      },
      {
        name: "Church & Multipurpose Halls",
        icon: "church",
        items: [
          {
            title: "Church Hall for Weddings & Naming Ceremonies – Yaba",
            description:
              "Clean, well-ventilated church hall available for wedding receptions, naming ceremonies, thanksgiving services and choir rehearsals. Ceiling fans, a raised platform and a kitchenette are on site. Bookings respect the church's own service times.",
            priceNaira: [50000, 120000],
            features: ["Seats 300 guests", "Raised platform", "Kitchenette", "Ceiling fans"],
            included: ["Hall use (6 hrs)", "Plastic chairs", "Caretaker on site"],
            bookingMode: "request",
            maxDays: 2,
          },
          {
            title: "Community Multipurpose Hall (350 Seats) – Enugu GRA",
            description:
              "Versatile community hall for weddings, town union meetings, end-of-year parties and August meeting gatherings. Large parking space and a covered entrance for rainy days. Generator backup keeps events running through outages.",
            priceNaira: [70000, 150000],
            features: ["350 seats", "Covered entrance", "Large parking space", "Generator backup"],
            included: ["Hall use (8 hrs)", "Chairs and tables", "Security"],
            bookingMode: "request",
            maxDays: 2,
          },
        ],
      },
    ],
  },
  {
    name: "Farm Equipment",
    title: "Farm Equipment Rentals",
    description:
      "Hire tractors, ploughs, planters, sprayers, water pumps and threshers by the day to prepare land, plant, irrigate and harvest on time each season.",
    icon: "tractor",
    palette: ["#365314", "#a3e635"],
    subcategories: [
      {
        name: "Tractors",
        icon: "tractor",
        items: [
          {
            title: "Massey Ferguson 375 Tractor with Operator – Oyo",
            description:
              "The workhorse of Nigerian farms, ready for ploughing, harrowing and haulage on cassava, maize and yam farms around Oyo and Ogbomoso. Comes with an experienced operator who maintains the tractor daily. Book early before the first rains, when demand peaks.",
            priceNaira: [60000, 120000],
            features: [
              "75HP diesel engine",
              "Three-point hitch",
              "PTO for implements",
              "Strong rear tyres",
            ],
            included: ["Experienced operator", "Daily servicing", "Transport to nearby farms"],
            bookingMode: "request",
            minDays: 1,
            maxDays: 30,
          },
          {
            title: "John Deere 5075E Tractor (75HP) with Operator – Kaduna",
            description:
              "Modern, fuel-efficient tractor for large grain farms in Kaduna and Zaria. Suitable for ploughing, ridging and pulling a planter or trailer. The operator can work long days during the short planting window.",
            priceNaira: [80000, 150000],
            features: ["75HP engine", "Power steering", "Four-wheel drive", "Hydraulic lift"],
            included: ["Certified operator", "Basic servicing", "Tool kit"],
            bookingMode: "request",
            minDays: 2,
            maxDays: 30,
          },
          {
            title: "Mahindra 575 DI Tractor for Small Farms – Benue",
            description:
              "Compact, affordable tractor for smallholder yam, rice and soybean farmers in Benue. Easy on fuel and good on soft soils. Can be booked by the day, with a plough or harrow added on request.",
            priceNaira: [50000, 90000],
            features: [
              "45HP engine",
              "Low fuel consumption",
              "Light on soft soil",
              "Three-point hitch",
            ],
            included: ["Operator", "Daily greasing and checks"],
            bookingMode: "request",
            maxDays: 21,
          },
        ],
      },
      {
        name: "Ploughs & Harrows",
        icon: "shovel",
        items: [
          {
            title: "3-Disc Plough Implement for Tractor – Ogun",
            description:
              "Heavy disc plough that breaks hard, grassy ground for new farms and fallow land. Fits most Massey Ferguson and John Deere tractors with a category 2 hitch. Ideal for farmers who already have tractor access.",
            priceNaira: [15000, 30000],
            features: [
              "Three 26-inch discs",
              "Category 2 hitch",
              "Adjustable depth",
              "Heavy steel frame",
            ],
            included: ["Disc plough", "Hitch pins", "Grease for bearings"],
            bookingMode: "instant",
            maxDays: 30,
          },
          {
            title: "Disc Harrow (20 Discs) for Land Preparation – Niger",
            description:
              "Tractor-drawn harrow that breaks clods and levels the soil after ploughing, giving seeds a good bed. Used widely on rice and maize farms around Bida and Mokwa. Pickup from the owner's yard or delivery by arrangement.",
            priceNaira: [15000, 28000],
            features: [
              "20 notched discs",
              "Offset design",
              "Adjustable gang angle",
              "Trailed type",
            ],
            included: ["Disc harrow", "Hitch pins", "Spare bolts"],
            bookingMode: "instant",
            maxDays: 30,
          },
        ],
      },
      {
        name: "Planters & Seeders",
        icon: "sprout",
        items: [
          {
            title: "4-Row Maize Planter (Tractor-Mounted) – Kaduna",
            description:
              "Precision planter that drops seed and fertiliser in four neat rows at the right spacing, saving seed and labour. Plants many hectares a day compared with manual teams. Setting-up help is given at pickup.",
            priceNaira: [20000, 40000],
            features: [
              "Four planting rows",
              "Fertiliser hopper",
              "Adjustable seed plates",
              "Fits 75HP tractors",
            ],
            included: ["Planter", "Seed plates for maize and soybean", "Setup guidance"],
            bookingMode: "request",
            maxDays: 21,
          },
          {
            title: "Manual Jab Planter for Smallholder Farms",
            description:
              "Simple hand-held jab planter that lets one person plant maize, beans or groundnut quickly without bending. Great for smallholders and school farms before the rains settle in. Several units are available for farm teams.",
            priceNaira: [1000, 2500],
            features: [
              "No fuel needed",
              "Adjustable seed rate",
              "Lightweight steel",
              "Reduces back strain",
            ],
            included: ["Jab planter", "Short demo on use"],
            bookingMode: "instant",
            units: [2, 20],
            maxDays: 30,
          },
        ],
      },
      {
        name: "Sprayers",
        icon: "spray-can",
        items: [
          {
            title: "Knapsack Sprayer 16L (Manual) – Farm Use",
            description:
              "Everyday knapsack sprayer for herbicides, pesticides and foliar fertiliser on vegetable, maize and cassava farms. Comfortable straps and a brass nozzle give an even spray. Washed and checked for leaks after every rental.",
            priceNaira: [800, 2000],
            features: ["16-litre tank", "Adjustable brass nozzle", "Padded straps", "Leak-tested"],
            included: ["Sprayer", "Spare nozzle", "Washing after return"],
            bookingMode: "instant",
            units: [2, 30],
            maxDays: 30,
          },
          {
            title: "Motorised Mist Blower Sprayer for Cocoa Farms",
            description:
              "Petrol-powered mist blower that covers tall cocoa and cashew trees quickly during black pod and capsid control. Popular with cocoa farmers in Ondo, Osun and Cross River. Safety gear is provided with each rental.",
            priceNaira: [4000, 8000],
            features: [
              "Two-stroke petrol engine",
              "14-litre tank",
              "Reaches tall canopies",
              "Mist and dust modes",
            ],
            included: ["Mist blower", "Face mask and goggles", "Fuel mixing bottle"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 30000,
          },
          {
            title: "Tractor Boom Sprayer 600L – Large Farms",
            description:
              "Tractor-mounted boom sprayer for applying herbicide across large maize, rice and soybean fields in a single day. Wide boom saves time and chemicals. Calibration is done with you before spraying starts.",
            priceNaira: [25000, 50000],
            features: ["600-litre tank", "12m spray boom", "PTO-driven pump", "Pressure gauge"],
            included: ["Boom sprayer", "Calibration help", "Spare nozzles"],
            bookingMode: "request",
            maxDays: 14,
          },
        ],
      },
      {
        name: "Irrigation & Water Pumps",
        icon: "droplets",
        items: [
          {
            title: "Honda WB20 2-Inch Water Pump for Dry-Season Farming",
            description:
              "Reliable petrol water pump for dry-season vegetable, tomato and pepper farming along rivers and streams. Moves water from a well or river into furrows fast. Light enough to carry between plots.",
            priceNaira: [4000, 8000],
            features: [
              "2-inch inlet and outlet",
              "Honda GX120 engine",
              "Self-priming",
              "Portable frame",
            ],
            included: ["Water pump", "Suction hose (5m)", "Delivery hose (20m)"],
            bookingMode: "instant",
            maxDays: 30,
            cautionNaira: 30000,
          },
          {
            title: "Drip Irrigation Kit (1 Hectare) – Seasonal Hire",
            description:
              "Complete drip irrigation set with lateral lines, filter and header tank fittings for dry-season farming of vegetables and fruit. It saves water and keeps crops growing through the harmattan. The owner helps with layout on the first day.",
            priceNaira: [15000, 35000],
            features: [
              "Covers one hectare",
              "Disc filter",
              "Pressure-compensating drippers",
              "Reusable lines",
            ],
            included: ["Drip lines and fittings", "Filter unit", "Layout support on day one"],
            bookingMode: "request",
            minDays: 7,
            maxDays: 120,
          },
        ],
      },
      {
        name: "Harvest & Processing",
        icon: "wheat",
        items: [
          {
            title: "Multi-Crop Thresher for Rice & Maize – Kebbi",
            description:
              "Diesel thresher that separates rice, maize, sorghum and millet from stalks quickly at harvest time. It cuts losses and labour compared with beating by hand. The operator moves it from farm to farm on request.",
            priceNaira: [20000, 45000],
            features: [
              "Threshes rice, maize and sorghum",
              "Diesel engine",
              "Towable frame",
              "Adjustable sieves",
            ],
            included: ["Thresher", "Operator", "Spare sieves"],
            bookingMode: "request",
            maxDays: 21,
          },
          {
            title: "Cassava Grater Machine with Engine – Ogun",
            description:
              "Petrol-powered grater for processing cassava into garri, fufu and lafun in small processing centres. Grates many bags of tubers per hour. Stainless drum is easy to clean after each use.",
            priceNaira: [8000, 15000],
            features: [
              "Stainless steel grating drum",
              "6.5HP petrol engine",
              "High output",
              "Easy to clean",
            ],
            included: ["Grater machine", "Spare grating sheet", "Drive belt"],
            bookingMode: "instant",
            maxDays: 30,
          },
          {
            title: "Diesel Maize Sheller for Northern Farms",
            description:
              "Fast maize sheller that strips grains from cobs at harvest, ready for bagging and sale. Ideal for cooperatives and aggregators in Kaduna, Katsina and Plateau. Can be moved around with a pickup.",
            priceNaira: [10000, 20000],
            features: [
              "High-output shelling",
              "Diesel engine",
              "Clean grain outlet",
              "Wheeled frame",
            ],
            included: ["Maize sheller", "Grain outlet chute", "Basic tool kit"],
            bookingMode: "instant",
            maxDays: 21,
          },
        ],
      },
    ],
  },
  {
    name: "Heavy Machinery",
    title: "Heavy Machinery Rentals",
    description:
      "Rent excavators, bulldozers, wheel loaders, backhoes, cranes, rollers and graders with skilled operators for construction, roads, mining and land clearing.",
    icon: "construction",
    palette: ["#854d0e", "#facc15"],
    subcategories: [
      {
        name: "Excavators",
        icon: "construction",
        items: [
          {
            title: "Caterpillar 320D Excavator with Operator – Lagos",
            description:
              "Reliable 20-ton excavator for foundations, basements, drainage channels and sand filling on Lagos sites. Comes with a skilled operator who has worked on estates across Lekki and Ikorodu. Low-bed transport to site is arranged separately.",
            priceNaira: [250000, 450000],
            features: [
              "20-ton operating weight",
              "1m³ bucket",
              "Hydraulic thumb ready",
              "Air-conditioned cab",
            ],
            included: ["Skilled operator", "Daily greasing", "Operator's feeding allowance"],
            bookingMode: "request",
            minDays: 2,
            maxDays: 60,
          },
          {
            title: "Komatsu PC200 Excavator for Drainage & Sand Filling – PH",
            description:
              "Strong, fuel-efficient excavator for canal dredging, drainage works and swampy site reclamation around Port Harcourt and Eleme. Wide tracks handle soft ground well. The operator is experienced with wet-season conditions.",
            priceNaira: [230000, 400000],
            features: [
              "20-ton class",
              "Wide swamp tracks",
              "Long-reach boom option",
              "Fuel-efficient engine",
            ],
            included: ["Experienced operator", "Daily maintenance", "Safety briefing on site"],
            bookingMode: "request",
            minDays: 2,
            maxDays: 60,
          },
          {
            title: "Mini Excavator (CAT 305) for Tight Sites – Abuja",
            description:
              "Compact excavator for trenching, septic tanks, landscaping and demolition inside tight compounds where big machines cannot enter. Rubber tracks protect interlocking paving. Delivered on a small trailer.",
            priceNaira: [150000, 250000],
            features: ["5-ton class", "Rubber tracks", "Zero tail swing", "Quick-change buckets"],
            included: ["Operator", "Two bucket sizes", "Delivery within Abuja"],
            bookingMode: "request",
            minDays: 1,
            maxDays: 30,
          },
        ],
      },
      {
        name: "Bulldozers",
        icon: "mountain",
        items: [
          {
            title: "Caterpillar D8R Bulldozer with Operator – Land Clearing",
            description:
              "Powerful dozer for clearing bush, uprooting stumps and opening new roads on large farmland and estate projects. The rear ripper breaks hard laterite easily. Suitable for multi-week clearing contracts across the South-West.",
            priceNaira: [400000, 600000],
            features: ["D8 class power", "Semi-U blade", "Rear ripper", "ROPS cab"],
            included: ["Certified operator", "Daily servicing", "Site assessment visit"],
            bookingMode: "request",
            minDays: 3,
            maxDays: 90,
          },
          {
            title: "Komatsu D65 Bulldozer for Estate Site Clearing – Ibeju-Lekki",
            description:
              "Mid-size dozer for levelling plots, pushing sand fill and opening access roads for new estates along the Lekki Free Trade Zone corridor. The operator works to your survey pegs. Available for weekly contracts.",
            priceNaira: [350000, 550000],
            features: [
              "D65 class",
              "Straight tilt blade",
              "Good on sandy soil",
              "Fuel-efficient engine",
            ],
            included: ["Experienced operator", "Daily greasing", "Mobilisation planning"],
            bookingMode: "request",
            minDays: 2,
            maxDays: 90,
          },
        ],
      },
      {
        name: "Wheel Loaders",
        icon: "shovel",
        items: [
          {
            title: "Caterpillar 950H Wheel Loader with Operator – Lagos",
            description:
              "Big-bucket loader for loading tippers with sand and granite, stockpiling materials and cleaning up large sites. Fast on wheels, so it moves quickly between work areas. Ideal for block industries and aggregate depots.",
            priceNaira: [200000, 380000],
            features: [
              "3.5m³ bucket",
              "Articulated steering",
              "Quick loading cycles",
              "Air-conditioned cab",
            ],
            included: ["Operator", "Daily maintenance", "Safety cones"],
            bookingMode: "request",
            minDays: 1,
            maxDays: 60,
          },
          {
            title: "LiuGong 856 Payloader for Quarry Loading – Abeokuta",
            description:
              "Tough payloader used at quarries and laterite pits around Abeokuta and Ewekoro for loading trucks all day. Affordable to run and easy to service. The operator is used to long quarry shifts.",
            priceNaira: [180000, 320000],
            features: ["5-ton rated load", "3m³ rock bucket", "Heavy-duty tyres", "Cummins engine"],
            included: ["Operator", "Daily greasing", "Spare bucket teeth"],
            bookingMode: "request",
            minDays: 2,
            maxDays: 60,
          },
        ],
      },
      {
        name: "Backhoe Loaders",
        icon: "tractor",
        items: [
          {
            title: "JCB 3CX Backhoe Loader with Operator – Abuja",
            description:
              "The versatile JCB that digs trenches at the back and loads trucks at the front, ideal for pipe-laying, culverts and estate roads. Quick to move between sites on its own wheels. Operator has years of FCT experience.",
            priceNaira: [150000, 280000],
            features: [
              "Front loader bucket",
              "Rear backhoe",
              "Four-wheel drive",
              "Road-legal travel",
            ],
            included: ["Skilled operator", "Daily greasing", "Two backhoe buckets"],
            bookingMode: "request",
            minDays: 1,
            maxDays: 60,
          },
          {
            title: "Caterpillar 428F Backhoe for Trenching & Drainage – Lagos",
            description:
              "Reliable backhoe for digging drainage, laying cables and clearing blocked gutters before the rainy season floods. Works well in congested Lagos streets. Breaker attachment can be added for concrete.",
            priceNaira: [160000, 290000],
            features: [
              "Extendable dipper",
              "Four-in-one front bucket",
              "Breaker-ready hydraulics",
              "Enclosed cab",
            ],
            included: ["Operator", "Daily maintenance", "Safety barricade tape"],
            bookingMode: "request",
            minDays: 1,
            maxDays: 60,
          },
        ],
      },
      {
        name: "Cranes",
        icon: "weight",
        items: [
          {
            title: "Tadano 50-Ton Mobile Crane with Operator – Lagos",
            description:
              "All-terrain mobile crane for lifting steel beams, generators, transformers, containers and roof trusses on commercial projects. A certified operator and rigger plan each lift safely. Load charts are shared before mobilisation.",
            priceNaira: [400000, 700000],
            features: [
              "50-ton lifting capacity",
              "42m telescopic boom",
              "Outrigger stabilisers",
              "Load moment indicator",
            ],
            included: ["Certified crane operator", "Rigger", "Slings and shackles", "Lift plan"],
            bookingMode: "request",
            minDays: 1,
            maxDays: 30,
            cautionNaira: 500000,
          },
          {
            title: "XCMG 25-Ton Truck Crane for Lifting – Port Harcourt",
            description:
              "Truck-mounted crane for lifting pipes, tanks and equipment at yards in Onne, Trans-Amadi and Eleme. Drives to site on its own, so there are no extra transport costs. Ideal for short lifting jobs.",
            priceNaira: [250000, 450000],
            features: [
              "25-ton capacity",
              "Self-propelled truck chassis",
              "Telescopic boom",
              "Outriggers",
            ],
            included: ["Crane operator", "Rigger", "Lifting slings"],
            bookingMode: "request",
            minDays: 1,
            maxDays: 30,
          },
        ],
      },
      {
        name: "Rollers & Graders",
        icon: "road",
        items: [
          {
            title: "Bomag 10-Ton Vibratory Road Roller with Operator",
            description:
              "Single-drum vibratory roller for compacting laterite, stone base and asphalt on estate roads and car parks. Gives a firm base that survives heavy rains. Operator and water tank are included.",
            priceNaira: [150000, 280000],
            features: [
              "10-ton operating weight",
              "Vibratory drum",
              "Padfoot shell option",
              "Water sprinkler",
            ],
            included: ["Operator", "Daily maintenance", "Transport within Lagos"],
            bookingMode: "request",
            minDays: 1,
            maxDays: 60,
          },
          {
            title: "Caterpillar 140H Motor Grader – Road Projects",
            description:
              "Motor grader for shaping roads, cutting drainage profiles and spreading laterite evenly on estate and rural road projects. The operator works to engineer's levels for a smooth finish. Best booked for multi-day road contracts.",
            priceNaira: [300000, 550000],
            features: ["14-foot moldboard", "Rear ripper", "Precise blade control", "Enclosed cab"],
            included: ["Skilled operator", "Daily servicing", "Mobilisation planning"],
            bookingMode: "request",
            minDays: 3,
            maxDays: 90,
          },
        ],
      },
    ],
  },
  {
    name: "Construction Tools",
    title: "Construction Tool Rentals",
    description:
      "Rent concrete mixers, poker vibrators, compactors, block moulding machines, props, breakers and survey instruments for every stage of your building project.",
    icon: "hard-hat",
    palette: ["#57534e", "#fcd34d"],
    subcategories: [
      {
        name: "Concrete Mixers",
        icon: "cylinder",
        items: [
          {
            title: "One-Bag Diesel Concrete Mixer (Lister Engine)",
            description:
              "The trusted one-bag mixer used on Nigerian sites for decking, columns and foundations. A Lister-type diesel engine keeps it running when there is no light on site. Towable frame makes delivery and positioning easy.",
            priceNaira: [15000, 30000],
            features: ["One-bag drum capacity", "Diesel engine", "Towable chassis", "Tilting drum"],
            included: ["Concrete mixer", "Starting handle", "Delivery within city limits"],
            bookingMode: "instant",
            maxDays: 30,
            cautionNaira: 50000,
          },
          {
            title: "Half-Bag Petrol Concrete Mixer for Small Jobs",
            description:
              "Compact mixer for fence walls, septic tanks, small slabs and renovation jobs. Petrol engine starts easily and it fits through most compound gates. Perfect for builders doing one or two days of concrete work.",
            priceNaira: [10000, 18000],
            features: ["Half-bag capacity", "Petrol engine", "Compact size", "Easy pour tilt"],
            included: ["Mixer", "Fuel funnel", "Cleaning brush"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 30000,
          },
        ],
      },
      {
        name: "Vibrators & Compactors",
        icon: "vibrate",
        items: [
          {
            title: "Honda Poker Vibrator with 6m Shaft – Slab Casting",
            description:
              "Petrol poker vibrator that removes air pockets from fresh concrete in columns, beams and decking for stronger, honeycomb-free results. A must on casting day. Comes tested and ready to run.",
            priceNaira: [6000, 12000],
            features: [
              "Honda GX160 engine",
              "6m flexible shaft",
              "45mm poker head",
              "Portable frame",
            ],
            included: ["Vibrator engine", "Shaft and poker head", "Spare fuel can"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 40000,
          },
          {
            title: "Wacker Neuson Plate Compactor for Interlocking Paving",
            description:
              "Plate compactor for compacting sand beds and setting interlocking stones in driveways, church compounds and car parks. A rubber mat option protects the stones. Easy to move with the built-in wheels.",
            priceNaira: [10000, 20000],
            features: [
              "Petrol engine",
              "Forward plate compaction",
              "Transport wheels",
              "Water tank for asphalt",
            ],
            included: ["Plate compactor", "Rubber paving mat", "Fuel can"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 50000,
          },
          {
            title: "Mikasa Jumping Jack Rammer for Trench Compaction",
            description:
              "Tamping rammer for compacting soil in trenches, around foundations and behind retaining walls where plate compactors cannot reach. Strong impact force for laterite backfill. Supplied with fuel mixing guidance.",
            priceNaira: [12000, 22000],
            features: [
              "High impact force",
              "Narrow shoe for trenches",
              "Two-stroke engine",
              "Vibration-dampened handle",
            ],
            included: ["Tamping rammer", "Two-stroke oil", "Ear protection"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 50000,
          },
        ],
      },
      {
        name: "Block Moulding Machines",
        icon: "brick-wall",
        items: [
          {
            title: "Hydraulic Block Moulding Machine (6-inch & 9-inch)",
            description:
              "Diesel hydraulic block machine that produces strong, uniform sandcrete blocks right on your site, cutting the cost of buying and transporting blocks. Both 6-inch and 9-inch moulds are included. An operator can be hired along with the machine.",
            priceNaira: [25000, 55000],
            features: [
              "Produces 6 and 9-inch blocks",
              "Hydraulic compression",
              "Diesel engine",
              "Mobile egg-laying type",
            ],
            included: ["Block machine", "Two mould sets", "Operator training"],
            bookingMode: "request",
            minDays: 3,
            maxDays: 60,
          },
          {
            title: "Interlocking Stone Moulding Machine with Moulds",
            description:
              "Machine for producing interlocking paving stones for driveways and estate roads on site. Comes with zigzag, rectangle and I-shape moulds. Good for contractors handling large paving jobs.",
            priceNaira: [20000, 40000],
            features: [
              "Vibrating table",
              "Three mould shapes",
              "Electric or diesel drive",
              "High daily output",
            ],
            included: ["Moulding machine", "Three mould sets", "Release oil"],
            bookingMode: "request",
            minDays: 3,
            maxDays: 60,
          },
        ],
      },
      {
        name: "Formwork & Props",
        icon: "layers",
        items: [
          {
            title: "Steel Acrow Props – Bundle of 50 for Slab Casting",
            description:
              "Adjustable steel props for supporting decking formwork during slab casting, replacing bamboo and wood. Safer, reusable and quicker to level. Priced per bundle per day, with weekly rates for longer curing periods.",
            priceNaira: [8000, 18000],
            features: [
              "Adjustable 2m to 3.5m",
              "Galvanised steel",
              "Fine-thread adjustment",
              "Reusable",
            ],
            included: ["50 props", "Pins and base plates", "Delivery on request"],
            bookingMode: "instant",
            units: [2, 20],
            minDays: 7,
            maxDays: 60,
          },
          {
            title: "Steel Formwork Panels – Set of 20 for Columns & Walls",
            description:
              "Reusable steel formwork panels for columns, beams and walls that give a clean, straight concrete finish. Saves plywood and labour on repeat pours. Clamps and ties come with each set.",
            priceNaira: [10000, 22000],
            features: [
              "20 steel panels",
              "Smooth concrete finish",
              "Quick clamp system",
              "Reusable many times",
            ],
            included: ["Formwork panels", "Clamps and tie rods", "Release agent"],
            bookingMode: "instant",
            units: [1, 10],
            minDays: 7,
            maxDays: 60,
          },
        ],
      },
      {
        name: "Demolition Breakers",
        icon: "hammer",
        items: [
          {
            title: "Bosch GSH 11 VC Demolition Hammer",
            description:
              "Heavy-duty demolition hammer for breaking concrete floors, removing tiles and chasing walls during renovations. Vibration control makes long jobs easier on the hands. Needs generator or grid power.",
            priceNaira: [6000, 12000],
            features: ["1,700W motor", "Vibration control", "SDS-max chuck", "Variable impact"],
            included: ["Demolition hammer", "Pointed and flat chisels", "Carry case"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 40000,
          },
          {
            title: "Hydraulic Rock Breaker Attachment for Excavator",
            description:
              "Hydraulic breaker for fitting on 20-ton excavators to break rock, thick foundations and old bridges. Widely used on road projects and quarries. A technician helps with fitting and hose connections.",
            priceNaira: [60000, 120000],
            features: [
              "Fits 18 to 25-ton excavators",
              "Heavy chisel",
              "Silenced box type",
              "Auto-greasing port",
            ],
            included: ["Breaker attachment", "Hydraulic hoses", "Fitting technician"],
            bookingMode: "request",
            minDays: 2,
            maxDays: 30,
          },
        ],
      },
      {
        name: "Rebar Tools",
        icon: "wrench",
        items: [
          {
            title: "Electric Rebar Cutter & Bender Combo (up to 32mm)",
            description:
              "Electric machine that cuts and bends iron rods quickly for stirrups, columns and beams, saving hours of manual work. Accurate angles help pass engineer inspections. Runs on site power or a generator.",
            priceNaira: [10000, 20000],
            features: [
              "Cuts and bends up to 32mm",
              "Preset bending angles",
              "Foot pedal control",
              "Heavy-duty motor",
            ],
            included: ["Cutter-bender machine", "Bending pins", "Extension cable"],
            bookingMode: "request",
            maxDays: 30,
            cautionNaira: 80000,
          },
          {
            title: "Manual Rebar Bending Table with Tools",
            description:
              "Sturdy bending table with hand benders for iron benders making stirrups and links on site. No power needed, so work goes on during outages. A simple, reliable setup for small and medium projects.",
            priceNaira: [2000, 4500],
            features: [
              "Steel bending table",
              "Multiple bending pins",
              "No power required",
              "Portable",
            ],
            included: ["Bending table", "Two hand benders", "Tie-wire twister"],
            bookingMode: "instant",
            maxDays: 30,
          },
        ],
      },
      {
        name: "Surveying Instruments",
        icon: "crosshair",
        items: [
          {
            title: "Leica Total Station with Tripod & Prism",
            description:
              "Accurate total station for setting out buildings, estate layouts and road alignments. Suitable for registered surveyors and engineers. Batteries are fully charged and the instrument is calibrated before each rental.",
            priceNaira: [25000, 50000],
            features: [
              "1-second angle accuracy",
              "Reflectorless measurement",
              "Onboard data storage",
              "Calibrated",
            ],
            included: ["Total station", "Tripod and prism pole", "Two batteries and charger"],
            bookingMode: "request",
            maxDays: 14,
            cautionNaira: 300000,
          },
          {
            title: "Sokkia Auto Level with Staff & Tripod",
            description:
              "Simple, reliable auto level for checking foundation levels, floor screeds and drainage falls. Easy for site engineers and foremen to use. Comes in a protective case with all accessories.",
            priceNaira: [5000, 10000],
            features: [
              "24x magnification",
              "Automatic compensator",
              "Weatherproof body",
              "Horizontal circle",
            ],
            included: ["Auto level", "Aluminium staff (5m)", "Tripod"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 80000,
          },
        ],
      },
    ],
  },
  {
    name: "Building Tools",
    title: "Building Tool Rentals",
    description:
      "Borrow drills, grinders, welding machines, paint sprayers, tile cutters, ladders and hand tools for building, renovation and finishing jobs near you.",
    icon: "hammer",
    palette: ["#7f1d1d", "#fca5a5"],
    subcategories: [
      {
        name: "Drills & Drivers",
        icon: "drill",
        items: [
          {
            title: "Bosch GBH 2-26 Rotary Hammer Drill with Bits",
            description:
              "Popular rotary hammer for drilling into concrete and block walls to mount TVs, air conditioners, burglary proofs and curtain rods. Three modes handle drilling, hammering and light chiselling. Comes with a set of SDS bits.",
            priceNaira: [3000, 6000],
            features: ["800W motor", "SDS-plus chuck", "Three operating modes", "Depth stop"],
            included: ["Hammer drill", "SDS drill bits (6 to 12mm)", "Carry case"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 30000,
          },
          {
            title: "Makita Cordless Drill/Driver Kit (18V, 2 Batteries)",
            description:
              "Cordless drill/driver for assembling furniture, fixing cabinets and POP ceiling work when there is no light. Two batteries mean you can keep working while one charges on the inverter. Light and easy for DIY users.",
            priceNaira: [3500, 7000],
            features: ["18V lithium-ion", "Two-speed gearbox", "LED work light", "Keyless chuck"],
            included: ["Drill/driver", "Two batteries and charger", "Screwdriver bit set"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 30000,
          },
          {
            title: "Hilti DD 150 Diamond Core Drill for Plumbing Holes",
            description:
              "Core drill for cutting neat round holes through concrete walls and slabs for plumbing, AC piping and cable ducts. Cleaner and faster than hacking with a chisel. A short safety briefing is given at pickup.",
            priceNaira: [15000, 30000],
            features: [
              "Diamond core bits up to 150mm",
              "Water cooling",
              "Stand or hand-held use",
              "Overload protection",
            ],
            included: ["Core drill", "Three core bits", "Drill stand", "Water feed bottle"],
            bookingMode: "request",
            maxDays: 7,
            cautionNaira: 100000,
          },
        ],
      },
      {
        name: "Grinders & Cutters",
        icon: "disc",
        items: [
          {
            title: "Makita 9-Inch Angle Grinder with Cutting Discs",
            description:
              "Powerful angle grinder for cutting iron rods, gates, burglary proofs and tiles, and for grinding welds smooth. Side handle and guard fitted for safe use. Discs for metal and masonry are supplied.",
            priceNaira: [3000, 6000],
            features: ["2,200W motor", "230mm disc", "Adjustable guard", "Side handle"],
            included: ["Angle grinder", "Three cutting discs", "Safety goggles"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 25000,
          },
          {
            title: "Stihl TS 420 Cut-Off Saw for Concrete & Blocks",
            description:
              "Petrol cut-off saw for cutting concrete, kerbs, interlocking stones and pipes on sites without power. Water attachment keeps dust down during harmattan. A favourite with paving and road contractors.",
            priceNaira: [10000, 18000],
            features: [
              "Petrol engine",
              "350mm diamond blade",
              "Water dust suppression",
              "Anti-vibration system",
            ],
            included: ["Cut-off saw", "Diamond blade", "Fuel mixing bottle"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 60000,
          },
        ],
      },
      {
        name: "Welding Machines",
        icon: "flame",
        items: [
          {
            title: "Inverter Welding Machine (400A) with Cables",
            description:
              "Portable inverter welder for gates, burglary proofs, roof trusses and water tank stands. Works well on generator power and handles common electrodes. Suitable for experienced welders.",
            priceNaira: [5000, 10000],
            features: [
              "400A output",
              "Generator-friendly inverter",
              "Hot start and anti-stick",
              "Lightweight",
            ],
            included: ["Welding machine", "Electrode holder and earth clamp", "Welding helmet"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 40000,
          },
          {
            title: "Lincoln Diesel Welding Generator for Site Work",
            description:
              "Engine-driven welder that also supplies power for lights and tools on remote sites, pipelines and farm structures. No grid power needed at all. Delivered to site on a trailer with cables ready to work.",
            priceNaira: [30000, 60000],
            features: [
              "Diesel engine",
              "Welding and auxiliary power",
              "Trailer-mounted",
              "Heavy-duty output",
            ],
            included: ["Welding generator", "Welding cables (30m)", "Delivery to site"],
            bookingMode: "request",
            maxDays: 30,
          },
        ],
      },
      {
        name: "Painting & Spraying",
        icon: "paint-roller",
        items: [
          {
            title: "Graco Airless Paint Sprayer for Interior & Exterior",
            description:
              "Airless sprayer that paints walls, fences and ceilings far faster than rollers, ideal for painting a duplex or repainting an estate before handover. Works with emulsion and textured paints. Cleaned and tested after every job.",
            priceNaira: [15000, 30000],
            features: [
              "Sprays emulsion and textured paint",
              "Adjustable pressure",
              "15m hose",
              "Reversible tip",
            ],
            included: ["Paint sprayer", "Spray gun and tips", "Cleaning kit"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 100000,
          },
          {
            title: "Painter's Kit: Rollers, Trays, Poles & Drop Sheets",
            description:
              "Complete painting kit for a room or a whole flat, from rollers and brushes to extension poles for high ceilings. Drop sheets keep tiles and furniture clean. Great for landlords and DIY tenants.",
            priceNaira: [2000, 4000],
            features: [
              "Rollers for smooth and rough walls",
              "Extension poles up to 3m",
              "Assorted brushes",
              "Reusable drop sheets",
            ],
            included: ["Two rollers and trays", "Extension poles", "Brush set", "Drop sheets"],
            bookingMode: "instant",
            maxDays: 14,
          },
        ],
      },
      {
        name: "Tiling Tools",
        icon: "grid-3x3",
        items: [
          {
            title: "Rubi Manual Tile Cutter (900mm) for Floor Tiles",
            description:
              "Precision manual tile cutter for large floor and wall tiles, giving clean straight cuts without dust or noise. Ideal for tilers doing kitchens, bathrooms and living rooms. No power needed.",
            priceNaira: [2500, 5000],
            features: [
              "Cuts tiles up to 900mm",
              "Tungsten scoring wheel",
              "Breaking separator",
              "Measuring square",
            ],
            included: ["Tile cutter", "Spare scoring wheel", "Carry case"],
            bookingMode: "instant",
            maxDays: 14,
          },
          {
            title: "Wet Tile Saw with Diamond Blade – Granite & Porcelain",
            description:
              "Electric wet saw for cutting porcelain, granite and marble tiles and worktops without chipping. The water tray keeps dust off your fresh paint. Good for L-cuts, mitred edges and skirting pieces.",
            priceNaira: [6000, 12000],
            features: [
              "Diamond blade",
              "Water cooling tray",
              "Tilting table for mitres",
              "Sliding guide",
            ],
            included: ["Wet tile saw", "Diamond blade", "Water tray"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 40000,
          },
        ],
      },
      {
        name: "Ladders & Access",
        icon: "move-vertical",
        items: [
          {
            title: "Aluminium Extension Ladder (8m) – Painting & Roofing",
            description:
              "Lightweight extension ladder for reaching gutters, roofs, signage and high walls on storey buildings. Non-slip feet give stability on tiles and concrete. Easy to carry on a car roof rack.",
            priceNaira: [3000, 6000],
            features: ["Extends to 8m", "Aluminium build", "Non-slip feet", "Locking hooks"],
            included: ["Extension ladder", "Ladder stabiliser bar"],
            bookingMode: "instant",
            maxDays: 14,
          },
          {
            title: "Fibreglass Step Ladder (6-Step) for Electricians",
            description:
              "Non-conductive fibreglass step ladder for electrical installations, ceiling fans, CCTV cameras and light fittings. Sturdy platform and tool tray keep work safe and tidy. Perfect indoors and out.",
            priceNaira: [1500, 3000],
            features: ["Six steps", "Non-conductive fibreglass", "Tool tray", "Anti-slip treads"],
            included: ["Step ladder", "Tool tray"],
            bookingMode: "instant",
            maxDays: 14,
          },
        ],
      },
      {
        name: "Hand Tools & Wheelbarrows",
        icon: "shovel",
        items: [
          {
            title: "Heavy-Duty Wheelbarrow with Pneumatic Tyre",
            description:
              "Strong builder's wheelbarrow for moving sand, gravel, blocks and mixed concrete around the site. The pneumatic tyre rolls easily over rough ground and planks. Several available for casting days.",
            priceNaira: [1000, 2000],
            features: [
              "Heavy-gauge steel tray",
              "Pneumatic tyre",
              "Reinforced handles",
              "Stable legs",
            ],
            included: ["Wheelbarrow", "Tyre pump on request"],
            bookingMode: "instant",
            units: [2, 20],
            maxDays: 30,
          },
          {
            title: "Mason's Hand Tool Set: Trowels, Float & Spirit Level",
            description:
              "Complete set for block laying, plastering and screeding, from trowels and floats to a spirit level and line. Good for bricklayers and handymen who need a full kit for a few days. Tools are cleaned after every rental.",
            priceNaira: [1500, 3000],
            features: [
              "Brick and pointing trowels",
              "Wooden and steel floats",
              "1.2m spirit level",
              "Builder's line",
            ],
            included: ["Trowel set", "Floats", "Spirit level", "Line and pins"],
            bookingMode: "instant",
            maxDays: 30,
          },
          {
            title: "Shovel, Head Pan & Pickaxe Labour Set",
            description:
              "Basic labour set for digging foundations, mixing concrete by hand and carrying materials. Ideal for site labourers on casting days or small compound projects. Rent as many sets as your crew needs.",
            priceNaira: [1000, 2500],
            features: ["Steel shovel", "Galvanised head pan", "Forged pickaxe", "Hardwood handles"],
            included: ["Shovel", "Head pan", "Pickaxe"],
            bookingMode: "instant",
            units: [3, 30],
            maxDays: 30,
          },
        ],
      },
      {
        name: "Measuring & Levelling",
        icon: "ruler",
        items: [
          {
            title: "Bosch GLL 3-80 Laser Level with Tripod",
            description:
              "Green-beam line laser for setting tiles, POP ceilings, cabinets and partition walls perfectly level. Self-levelling and bright enough for daylight use. A must for finishing contractors.",
            priceNaira: [5000, 10000],
            features: [
              "360° green laser lines",
              "Self-levelling",
              "Long battery life",
              "Bright beam",
            ],
            included: ["Laser level", "Tripod", "Batteries and charger"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 80000,
          },
          {
            title: "Laser Distance Meter & 50m Measuring Tape Kit",
            description:
              "Measuring kit for quantity surveyors, estate agents and artisans taking room sizes, plot dimensions and material quantities. The laser measures quickly while the tape is handy for setting out. Fits in a small bag.",
            priceNaira: [1500, 3500],
            features: [
              "Laser range up to 50m",
              "Area and volume modes",
              "50m fibreglass tape",
              "Compact case",
            ],
            included: ["Laser distance meter", "Measuring tape (50m)", "Spare batteries"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 20000,
          },
        ],
      },
    ],
  },
  {
    name: "Hospital Tools",
    title: "Medical Equipment Rentals",
    description:
      "Rent wheelchairs, hospital beds, oxygen concentrators, patient monitors and home-care aids for recovery at home, clinics and short-term patient needs.",
    icon: "stethoscope",
    palette: ["#0e7490", "#a5f3fc"],
    subcategories: [
      {
        name: "Wheelchairs",
        icon: "accessibility",
        items: [
          {
            title: "Foldable Steel Wheelchair for Home & Hospital Use",
            description:
              "Sturdy, foldable wheelchair for patients recovering from surgery, elderly relatives and hospital discharge. Folds easily into a car boot for clinic visits. Cleaned and disinfected between rentals.",
            priceNaira: [2000, 4500],
            features: ["Foldable frame", "Padded seat", "Removable footrests", "Rear brakes"],
            included: ["Wheelchair", "Seat cushion", "Disinfection before delivery"],
            bookingMode: "instant",
            units: [2, 10],
            maxDays: 90,
            cautionNaira: 20000,
          },
          {
            title: "Lightweight Aluminium Transit Wheelchair for Travel",
            description:
              "Light transit wheelchair ideal for airports, weddings, church services and family visits, pushed by a carer. Weighs much less than a steel chair and folds flat. Popular with families bringing elderly parents home for Christmas.",
            priceNaira: [3000, 6000],
            features: ["Aluminium frame", "Weighs about 10kg", "Attendant brakes", "Seat belt"],
            included: ["Transit wheelchair", "Carry bag", "Disinfection before delivery"],
            bookingMode: "instant",
            units: [2, 10],
            maxDays: 60,
            cautionNaira: 25000,
          },
          {
            title: "Electric Wheelchair with Joystick Control",
            description:
              "Motorised wheelchair that gives independence to users who cannot self-propel. The battery charges overnight and lasts a full day around the home or estate. The owner demonstrates use at delivery.",
            priceNaira: [10000, 20000],
            features: ["Joystick control", "Lithium battery", "Foldable frame", "Anti-tip wheels"],
            included: ["Electric wheelchair", "Charger", "Usage demonstration"],
            bookingMode: "request",
            maxDays: 60,
            cautionNaira: 150000,
          },
        ],
      },
      {
        name: "Hospital Beds",
        icon: "bed",
        items: [
          {
            title: "3-Crank Manual Hospital Bed with Mattress",
            description:
              "Adjustable hospital bed for home nursing after surgery, stroke or long illness. Three cranks raise the back, knees and height without needing electricity, so it works through power cuts. Delivered and set up in the patient's room.",
            priceNaira: [6000, 12000],
            features: ["Three manual cranks", "Side rails", "Lockable castors", "IV pole holder"],
            included: ["Hospital bed", "Waterproof mattress", "Delivery and setup"],
            bookingMode: "request",
            minDays: 7,
            maxDays: 180,
            cautionNaira: 50000,
          },
          {
            title: "Electric ICU Bed with Side Rails – Home Care",
            description:
              "Fully electric ICU-style bed for patients who need frequent repositioning and close monitoring at home. A handset adjusts every position at the touch of a button. A battery backup keeps it usable during outages.",
            priceNaira: [15000, 30000],
            features: [
              "Five-function electric",
              "Battery backup",
              "Collapsible side rails",
              "CPR quick release",
            ],
            included: ["ICU bed", "Pressure-relief mattress", "Delivery and setup"],
            bookingMode: "request",
            minDays: 7,
            maxDays: 180,
            cautionNaira: 150000,
          },
          {
            title: "Alternating Pressure Mattress to Prevent Bedsores",
            description:
              "Air mattress with a quiet pump that shifts pressure regularly to prevent bedsores in bedridden patients. Fits standard hospital and home beds. Recommended by nurses for long-term care.",
            priceNaira: [3000, 6000],
            features: [
              "Alternating air cells",
              "Quiet pump",
              "Adjustable pressure",
              "Fits standard beds",
            ],
            included: ["Air mattress", "Pump unit", "Repair patch kit"],
            bookingMode: "instant",
            minDays: 7,
            maxDays: 180,
            cautionNaira: 30000,
          },
        ],
      },
      {
        name: "Oxygen Therapy",
        icon: "wind",
        items: [
          {
            title: "Philips EverFlo 5L Oxygen Concentrator",
            description:
              "Quiet oxygen concentrator for patients on home oxygen therapy, producing oxygen from room air without refilling cylinders. Needs steady power, so pair it with an inverter during outages. Serviced and tested for purity before each rental.",
            priceNaira: [12000, 25000],
            features: [
              "Up to 5 litres per minute",
              "Oxygen purity indicator",
              "Low noise",
              "Low power use",
            ],
            included: ["Oxygen concentrator", "Nasal cannula", "Humidifier bottle"],
            bookingMode: "instant",
            minDays: 3,
            maxDays: 90,
            cautionNaira: 150000,
          },
          {
            title: "10L Dual-Flow Oxygen Concentrator – Home ICU",
            description:
              "High-flow concentrator for patients who need more oxygen or for two patients at once. Used in home ICU setups and small clinics. The owner can advise on inverter sizing so it keeps running when there is no light.",
            priceNaira: [20000, 40000],
            features: [
              "Up to 10 litres per minute",
              "Dual outlets",
              "Alarm for low purity",
              "Hour meter",
            ],
            included: ["Oxygen concentrator", "Two nasal cannulas", "Humidifier bottle"],
            bookingMode: "request",
            minDays: 3,
            maxDays: 90,
            cautionNaira: 250000,
          },
          {
            title: "Oxygen Cylinder (Medium) with Regulator & Trolley",
            description:
              "Medium medical oxygen cylinder with a flow regulator for emergencies, ambulance transfers and backup during power outages. Refills can be arranged at nearby plants. The trolley makes it easy to move around the house.",
            priceNaira: [5000, 10000],
            features: [
              "Medical-grade oxygen",
              "Flow meter regulator",
              "Wheeled trolley",
              "No electricity needed",
            ],
            included: ["Filled oxygen cylinder", "Regulator and flow meter", "Face mask"],
            bookingMode: "instant",
            maxDays: 30,
            cautionNaira: 80000,
          },
        ],
      },
      {
        name: "Patient Monitors",
        icon: "heart-pulse",
        items: [
          {
            title: "Mindray Multi-Parameter Patient Monitor",
            description:
              "Bedside monitor that tracks heart rate, blood pressure, oxygen saturation, ECG and temperature for home ICU care and small clinics. Alarms alert the nurse to changes. The internal battery covers short outages.",
            priceNaira: [15000, 30000],
            features: [
              "ECG, SpO2, NIBP and temperature",
              "12-inch screen",
              "Audible alarms",
              "Internal battery",
            ],
            included: ["Patient monitor", "ECG leads and SpO2 probe", "BP cuff"],
            bookingMode: "request",
            minDays: 3,
            maxDays: 90,
            cautionNaira: 200000,
          },
          {
            title: "Pulse Oximeter & Digital BP Monitor Kit",
            description:
              "Home monitoring kit for checking oxygen levels and blood pressure during recovery, pregnancy or hypertension management. Easy to read and simple for family members to use. Ideal for tracking readings to share with your doctor.",
            priceNaira: [1500, 3500],
            features: [
              "Fingertip pulse oximeter",
              "Automatic upper-arm BP monitor",
              "Memory for readings",
              "Battery powered",
            ],
            included: ["Pulse oximeter", "BP monitor with cuff", "Spare batteries"],
            bookingMode: "instant",
            maxDays: 60,
            cautionNaira: 15000,
          },
        ],
      },
      {
        name: "Suction & Nebulizers",
        icon: "activity",
        items: [
          {
            title: "Portable Suction Machine for Home Nursing",
            description:
              "Portable suction machine for clearing airways in stroke, tracheostomy and palliative care patients at home. Rechargeable, so it keeps working during NEPA outages. Supplied with new tubing for each patient.",
            priceNaira: [5000, 10000],
            features: [
              "Adjustable suction pressure",
              "Rechargeable battery",
              "1-litre collection jar",
              "Portable",
            ],
            included: ["Suction machine", "New suction tubing", "Charger"],
            bookingMode: "request",
            maxDays: 90,
            cautionNaira: 50000,
          },
          {
            title: "Compressor Nebulizer for Asthma & Bronchitis",
            description:
              "Compressor nebulizer for delivering prescribed medication to children and adults with asthma or chest infections, especially during harmattan. Comes with new masks for each rental. Easy to use at home.",
            priceNaira: [2000, 4000],
            features: [
              "Piston compressor",
              "Child and adult masks",
              "Fast treatment time",
              "Compact",
            ],
            included: ["Nebulizer", "New adult and child masks", "Medicine cup"],
            bookingMode: "instant",
            maxDays: 30,
            cautionNaira: 15000,
          },
        ],
      },
      {
        name: "Walkers, Crutches & Commodes",
        icon: "hand-heart",
        items: [
          {
            title: "Adjustable Zimmer Walking Frame for Seniors",
            description:
              "Lightweight walking frame that gives elderly relatives and post-surgery patients support and confidence at home. Height adjusts to the user and the frame folds for storage. Rubber tips grip tiled floors.",
            priceNaira: [1000, 2500],
            features: [
              "Height adjustable",
              "Foldable aluminium frame",
              "Non-slip rubber tips",
              "Lightweight",
            ],
            included: ["Walking frame", "Spare rubber tips"],
            bookingMode: "instant",
            units: [2, 15],
            maxDays: 90,
          },
          {
            title: "Commode Chair with Padded Seat & Bucket",
            description:
              "Bedside commode chair for patients who find it hard to walk to the toilet, especially at night. It can also be used as a shower chair. Thoroughly cleaned and disinfected between rentals.",
            priceNaira: [1500, 3000],
            features: [
              "Padded seat",
              "Removable bucket with lid",
              "Armrests",
              "Height adjustable legs",
            ],
            included: ["Commode chair", "Bucket with lid", "Disinfection before delivery"],
            bookingMode: "instant",
            maxDays: 90,
          },
          {
            title: "Pair of Aluminium Elbow Crutches",
            description:
              "Adjustable elbow crutches for fractures, sprains and recovery after orthopaedic surgery. Comfortable grips reduce hand strain on long walks. Height is set for the user at pickup, and the rubber ferrules are replaced between rentals.",
            priceNaira: [1000, 2000],
            features: [
              "Height adjustable",
              "Comfort grips",
              "Anti-slip ferrules",
              "Lightweight aluminium",
            ],
            included: ["Pair of crutches", "Fitting at pickup"],
            bookingMode: "instant",
            units: [2, 10],
            maxDays: 90,
          },
        ],
      },
    ],
  },
  {
    name: "Aerial Equipment",
    title: "Aerial Equipment Rentals",
    description:
      "Hire camera drones, spray drones, scissor lifts, boom lifts, telehandlers and scaffolding towers for filming, farming and safe work at height.",
    icon: "drone",
    palette: ["#4c1d95", "#c4b5fd"],
    subcategories: [
      {
        name: "Camera Drones",
        icon: "drone",
        items: [
          {
            title: "DJI Mini 4 Pro Drone with Fly More Kit",
            description:
              "Compact 4K drone for content creators, real estate agents and travel vloggers capturing Lagos skylines and beach shoots. Three batteries give plenty of flight time. Renters must fly responsibly and away from airports and restricted areas.",
            priceNaira: [20000, 40000],
            features: [
              "4K HDR video",
              "Obstacle sensing",
              "Under 250g",
              "Up to 34 min flight per battery",
            ],
            included: ["Drone with remote", "Three batteries", "Charging hub", "Spare propellers"],
            bookingMode: "instant",
            maxDays: 7,
            cautionNaira: 300000,
          },
          {
            title: "DJI Mavic 3 Pro Drone for Real Estate & Weddings",
            description:
              "Professional triple-camera drone for cinematic wedding films, property listings and documentary work. Hasselblad colour and long range deliver premium results. Available to experienced pilots only, with a quick check flight at pickup.",
            priceNaira: [45000, 90000],
            features: [
              "Hasselblad main camera",
              "Triple-lens system",
              "5.1K video",
              "Omnidirectional obstacle sensing",
            ],
            included: [
              "Drone with smart controller",
              "Three batteries",
              "ND filter set",
              "Hard case",
            ],
            bookingMode: "request",
            maxDays: 7,
            cautionNaira: 750000,
          },
          {
            title: "Event Drone Coverage with Licensed Pilot – Lagos",
            description:
              "Drone coverage for owambe parties, weddings, concerts and church conventions, with a licensed pilot handling permissions, safety and shots. Footage is delivered on a flash drive after the event. Popular for grand entrances and aerial crowd shots.",
            priceNaira: [60000, 150000],
            features: [
              "4K aerial footage",
              "Licensed pilot",
              "Spare batteries for long events",
              "Safety briefing with planner",
            ],
            included: ["Drone and pilot", "Raw footage on flash drive", "Up to 8 hours on site"],
            bookingMode: "request",
            maxDays: 3,
          },
        ],
      },
      {
        name: "Spray & Mapping Drones",
        icon: "sprout",
        items: [
          {
            title: "DJI Agras T40 Crop Spraying Drone with Pilot",
            description:
              "Agricultural drone that sprays herbicides, pesticides and foliar fertiliser over rice, maize and plantation crops many times faster than knapsack teams. Ideal for waterlogged rice fields where workers cannot walk. Includes a trained pilot and a spray plan for your farm.",
            priceNaira: [150000, 300000],
            features: [
              "40-litre spray tank",
              "Centrifugal atomising nozzles",
              "Terrain-following radar",
              "Covers many hectares per hour",
            ],
            included: [
              "Trained pilot",
              "Flight batteries and charger",
              "Field mapping",
              "Spray report",
            ],
            bookingMode: "request",
            minDays: 1,
            maxDays: 14,
          },
          {
            title: "DJI Matrice 350 RTK Mapping Drone with Operator",
            description:
              "Survey-grade drone for mapping estates, farms, mining sites and road corridors with centimetre accuracy. Produces orthomosaics and contour data for engineers and surveyors. Operated by a qualified pilot-surveyor.",
            priceNaira: [200000, 400000],
            features: [
              "RTK positioning",
              "High-resolution mapping camera",
              "55-minute flight time",
              "IP55 weather rating",
            ],
            included: ["Pilot-surveyor", "Ground control setup", "Processed orthomosaic"],
            bookingMode: "request",
            minDays: 1,
            maxDays: 14,
          },
        ],
      },
      {
        name: "Scissor Lifts",
        icon: "arrow-up-from-line",
        items: [
          {
            title: "Genie GS-1932 Electric Scissor Lift (7.6m)",
            description:
              "Compact electric scissor lift for ceiling works, lighting installation, AC ducting and shop fit-outs in malls and offices. Non-marking tyres protect finished floors. Charged overnight and quiet enough for indoor work.",
            priceNaira: [60000, 120000],
            features: [
              "7.6m working height",
              "Non-marking tyres",
              "Fits through standard doors",
              "Battery powered",
            ],
            included: ["Scissor lift", "Charger", "Operator briefing"],
            bookingMode: "request",
            maxDays: 30,
            cautionNaira: 300000,
          },
          {
            title: "Diesel Rough-Terrain Scissor Lift (12m)",
            description:
              "Rough-terrain scissor lift for outdoor construction sites, warehouse cladding and event stage rigging. Four-wheel drive handles uneven ground and sand. Large platform carries two workers and their tools.",
            priceNaira: [100000, 180000],
            features: [
              "12m working height",
              "Four-wheel drive",
              "Outriggers",
              "Extendable platform deck",
            ],
            included: ["Scissor lift", "Operator", "Delivery to site"],
            bookingMode: "request",
            minDays: 1,
            maxDays: 30,
          },
        ],
      },
      {
        name: "Boom Lifts & Cherry Pickers",
        icon: "arrow-up-right",
        items: [
          {
            title: "JLG 450AJ Articulating Boom Lift (15.7m)",
            description:
              "Articulating boom lift that reaches up and over obstacles for facade cleaning, signage, glazing and high-level maintenance. Ideal for storey buildings and warehouses. A trained operator can be provided on request.",
            priceNaira: [150000, 280000],
            features: [
              "15.7m working height",
              "Up-and-over reach",
              "Rotating jib",
              "Diesel or dual fuel",
            ],
            included: ["Boom lift", "Safety harnesses", "Operator briefing"],
            bookingMode: "request",
            minDays: 1,
            maxDays: 30,
            cautionNaira: 500000,
          },
          {
            title: "Bucket Truck (Cherry Picker) with Operator – 14m",
            description:
              "Truck-mounted cherry picker for streetlight repairs, billboard installation, tree trimming and electrical line work. Drives straight to site without extra transport. An experienced operator comes with the truck.",
            priceNaira: [120000, 230000],
            features: ["14m working height", "Insulated bucket", "Truck-mounted", "Quick setup"],
            included: ["Truck and operator", "Safety harness", "Traffic cones"],
            bookingMode: "request",
            maxDays: 14,
          },
        ],
      },
      {
        name: "Scaffolding",
        icon: "columns-3",
        items: [
          {
            title: "Aluminium Mobile Scaffold Tower (6m) with Castors",
            description:
              "Quick-assembly scaffold tower for painting, POP ceilings, church halls and event venue decoration. Lockable castors let you roll it along the wall as you work. Guardrails and outriggers are included for safety.",
            priceNaira: [15000, 30000],
            features: [
              "6m platform height",
              "Lightweight aluminium",
              "Lockable castors",
              "Guardrails and outriggers",
            ],
            included: ["Scaffold tower", "Platform boards", "Assembly guide"],
            bookingMode: "instant",
            units: [1, 10],
            maxDays: 30,
            cautionNaira: 100000,
          },
          {
            title: "Steel H-Frame Scaffolding – Set of 10 Frames",
            description:
              "Galvanised H-frame scaffolding for plastering, painting and building facades on storey buildings. Each set includes cross braces, couplers and walk boards. Priced per set, with discounts for long projects.",
            priceNaira: [6000, 12000],
            features: [
              "10 galvanised H-frames",
              "Cross braces",
              "Adjustable base jacks",
              "Steel walk boards",
            ],
            included: ["H-frames", "Braces and pins", "Walk boards", "Delivery on request"],
            bookingMode: "instant",
            units: [5, 40],
            minDays: 7,
            maxDays: 120,
          },
        ],
      },
      {
        name: "Telehandlers",
        icon: "forklift",
        items: [
          {
            title: "JCB 540-170 Telehandler (17m) with Operator",
            description:
              "Telescopic handler that lifts blocks, roofing sheets and steel to upper floors and rooftops, saving lots of manual carrying. Forks, bucket and work platform attachments are available. The operator is experienced on busy sites.",
            priceNaira: [180000, 320000],
            features: [
              "17m lift height",
              "4-ton capacity",
              "Four-wheel steering",
              "Quick-hitch attachments",
            ],
            included: ["Telehandler", "Operator", "Pallet forks"],
            bookingMode: "request",
            minDays: 1,
            maxDays: 60,
          },
          {
            title: "Manitou MT 1840 Telehandler for Roofing Works",
            description:
              "Versatile telehandler for roofing contractors placing trusses and aluminium sheets on duplexes and warehouses. Stabilisers give steady lifts at full reach. Delivered to site on a lowbed.",
            priceNaira: [170000, 300000],
            features: [
              "18m lift height",
              "Front stabilisers",
              "Load management system",
              "Diesel engine",
            ],
            included: ["Telehandler", "Operator", "Lifting jib"],
            bookingMode: "request",
            minDays: 1,
            maxDays: 60,
          },
        ],
      },
    ],
  },
  {
    name: "Power Generation Tools",
    title: "Generator & Power Rentals",
    description:
      "Rent petrol and diesel generators, inverters, solar kits, stabilizers and lighting towers to beat power outages at home, on site and at every event.",
    icon: "zap",
    palette: ["#134e4a", "#5eead4"],
    subcategories: [
      {
        name: "Petrol Generators",
        icon: "fuel",
        items: [
          {
            title: "Sumec Firman SPG3000 Petrol Generator (2.5kVA)",
            description:
              "The familiar 'I better pass my neighbour' generator for powering lights, fans, a TV and a freezer when NEPA takes light. Easy recoil start and low fuel use. Ideal for small shops, tailors and short stays.",
            priceNaira: [3500, 6000],
            features: ["2.5kVA output", "Recoil start", "Fuel gauge", "Low fuel consumption"],
            included: ["Generator", "Plug adapter", "Engine oil topped up"],
            bookingMode: "instant",
            maxDays: 30,
            cautionNaira: 30000,
          },
          {
            title: "Elepaq SV22000E2 Key-Start Generator (8kVA) – Ikeja",
            description:
              "Big petrol generator with key start for homes, salons and offices that need to run a fridge, pumping machine and one or two air conditioners. Popular backup during long outages. Delivered with oil checked and ready to run.",
            priceNaira: [8000, 15000],
            features: ["8kVA output", "Key and recoil start", "Large fuel tank", "Wheel kit"],
            included: ["Generator", "Starter battery", "Changeover connection advice"],
            bookingMode: "instant",
            maxDays: 30,
            cautionNaira: 80000,
            // A party generator: dearer on Saturdays, delivered across Lagos (issue 36's "done when").
            weekendPrice: { days: [6], times: 1.25 },
            delivery: { radiusKm: 30, feeNaira: 5000 },
          },
          {
            title: "Honda EU22i Quiet Inverter Generator for Events",
            description:
              "Super-quiet inverter generator for outdoor photoshoots, small parties, market stands and camping. Clean power is safe for laptops, cameras and sound equipment. Light enough for one person to carry.",
            priceNaira: [7000, 12000],
            features: [
              "2.2kVA clean inverter power",
              "Very quiet operation",
              "Eco throttle",
              "Lightweight",
            ],
            included: ["Inverter generator", "Extension box", "Funnel"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 100000,
          },
        ],
      },
      {
        name: "Diesel Generators",
        icon: "power",
        items: [
          {
            title: "Mikano 60kVA Soundproof Diesel Generator",
            description:
              "Soundproof Mikano generator for offices, churches, filling stations and events that need steady power for many hours. Mounted on a trailer for easy delivery. A technician connects it and checks the load before handover.",
            priceNaira: [60000, 120000],
            features: [
              "60kVA prime power",
              "Soundproof canopy",
              "Perkins engine",
              "Trailer-mounted",
            ],
            included: ["Generator", "Delivery and connection", "Technician on call"],
            bookingMode: "request",
            minDays: 1,
            maxDays: 60,
            cautionNaira: 300000,
            delivery: { radiusKm: 60, feeNaira: 25000, perKmNaira: 500 },
          },
          {
            title: "Perkins 100kVA Diesel Generator with ATS",
            description:
              "Reliable 100kVA generator with an automatic transfer switch that starts the moment grid power fails. Ideal for hospitals, hotels, factories and data rooms during long outages. Long-term rentals include periodic servicing.",
            priceNaira: [100000, 180000],
            features: [
              "100kVA output",
              "Automatic transfer switch",
              "Soundproof canopy",
              "Large fuel tank",
            ],
            included: ["Generator with ATS", "Installation by technician", "Scheduled servicing"],
            bookingMode: "request",
            minDays: 3,
            maxDays: 180,
            cautionNaira: 500000,
          },
          {
            title: "Cummins 500kVA Generator for Large Events & Sites",
            description:
              "Heavy-duty generator for concerts, crusades, stadium events and large construction sites. Powers lighting rigs, sound systems and air conditioning together without stress. A technician stays on site for the duration of the event.",
            priceNaira: [350000, 600000],
            features: [
              "500kVA output",
              "Containerised soundproofing",
              "Load sharing capable",
              "Large fuel tank",
            ],
            included: [
              "Generator",
              "Delivery by truck",
              "On-site technician",
              "Power cables and distribution",
            ],
            bookingMode: "request",
            minDays: 1,
            maxDays: 30,
            cautionNaira: 750000,
          },
        ],
      },
      {
        name: "Inverters & Batteries",
        icon: "battery-charging",
        items: [
          {
            title: "5kVA Inverter with 4 Tubular Batteries – Home Backup",
            description:
              "Silent inverter system that keeps lights, fans, TV, Wi-Fi and a fridge running through the night without generator noise or fumes. Installed and tested by a technician. Good for renters who do not want to buy a system yet.",
            priceNaira: [12000, 25000],
            features: [
              "5kVA pure sine wave",
              "Four 200Ah tubular batteries",
              "Automatic switchover",
              "Silent operation",
            ],
            included: ["Inverter and batteries", "Installation", "Battery rack"],
            bookingMode: "request",
            minDays: 7,
            maxDays: 180,
            cautionNaira: 150000,
          },
          {
            title: "Luminous 1.5kVA Inverter & Battery for Small Offices",
            description:
              "Compact inverter for keeping computers, a router and lights on in small offices, POS shops and cybercafés during outages. Plugs in easily with no rewiring. Charges from grid power or a generator.",
            priceNaira: [5000, 9000],
            features: ["1.5kVA output", "Pure sine wave", "One 200Ah battery", "LCD display"],
            included: ["Inverter", "Battery", "Connection cables"],
            bookingMode: "instant",
            minDays: 3,
            maxDays: 90,
            cautionNaira: 60000,
          },
        ],
      },
      {
        name: "Solar Kits",
        icon: "solar-panel",
        items: [
          {
            title: "3kW Portable Solar Kit with Lithium Battery",
            description:
              "Solar kit with foldable panels and a lithium battery bank for sites, farms, pop-up shops and homes where grid power is poor. Saves fuel money and works silently. Setup support is given on delivery.",
            priceNaira: [15000, 30000],
            features: [
              "3kW inverter",
              "Foldable solar panels",
              "Lithium battery bank",
              "Mobile app monitoring",
            ],
            included: ["Solar panels and stands", "Inverter and battery", "Setup support"],
            bookingMode: "request",
            minDays: 3,
            maxDays: 90,
            cautionNaira: 200000,
          },
          {
            title: "EcoFlow Delta Solar Power Station for Shoots & Camps",
            description:
              "Portable power station with a solar panel for film shoots, outdoor events, camping and short power outages. Runs laptops, ring lights, fans and small fridges quietly. Recharges from the sun or a wall socket.",
            priceNaira: [8000, 15000],
            features: [
              "1.8kWh battery",
              "Multiple AC and USB outlets",
              "Fast charging",
              "Silent operation",
            ],
            included: ["Power station", "Foldable solar panel", "Charging cables"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 150000,
          },
        ],
      },
      {
        name: "Stabilizers & AVRs",
        icon: "gauge",
        items: [
          {
            title: "Sollatek 10kVA Servo Voltage Stabilizer",
            description:
              "Servo stabilizer that protects air conditioners, fridges and office equipment from low and high voltage common on PHCN supply. Smooth correction keeps appliances running safely. Installed at the main supply point.",
            priceNaira: [3000, 6000],
            features: [
              "10kVA capacity",
              "Servo motor control",
              "Wide input range",
              "Surge protection",
            ],
            included: ["Stabilizer", "Installation advice", "Connection cables"],
            bookingMode: "instant",
            minDays: 3,
            maxDays: 90,
            cautionNaira: 40000,
          },
          {
            title: "Century 5kVA Relay Stabilizer for Home Appliances",
            description:
              "Affordable stabilizer for a flat or small shop, protecting TVs, freezers and sound systems from voltage swings when light comes back. Simple plug-in connection. A good short-term fix while your own unit is repaired.",
            priceNaira: [1500, 3500],
            features: ["5kVA capacity", "Relay type", "Time delay protection", "Digital display"],
            included: ["Stabilizer", "Power cord"],
            bookingMode: "instant",
            maxDays: 60,
            cautionNaira: 20000,
          },
        ],
      },
      {
        name: "Cables & Distribution",
        icon: "cable",
        items: [
          {
            title: "Armoured Cable Drum (50m, 35mm) with Lugs",
            description:
              "Heavy armoured cable for connecting large generators to event venues, sites and buildings safely. Rated for outdoor use and heavy loads. Returned drums are tested before the next rental.",
            priceNaira: [8000, 15000],
            features: ["50m length", "35mm four-core armoured", "Outdoor rated", "Crimped lugs"],
            included: ["Cable drum", "Lugs and glands", "Insulation tape"],
            bookingMode: "instant",
            maxDays: 30,
            cautionNaira: 80000,
          },
          {
            title: "Event Power Distribution Box with Changeover",
            description:
              "Distribution board for events and sites that splits generator power safely between sound, lighting, catering and air conditioning. Breakers on every outlet prevent overload. A changeover lets you switch between two sources quickly.",
            priceNaira: [10000, 20000],
            features: [
              "Individual circuit breakers",
              "Manual changeover switch",
              "Weatherproof enclosure",
              "Industrial sockets",
            ],
            included: ["Distribution box", "Connection leads", "Setup by technician"],
            bookingMode: "request",
            maxDays: 14,
          },
        ],
      },
      {
        name: "Lighting Towers",
        icon: "lamp-floor",
        items: [
          {
            title: "Mobile Diesel Lighting Tower (4 x 1000W)",
            description:
              "Trailer-mounted lighting tower for night construction, outdoor events, crusades and security lighting. The mast raises high to light a wide area. Its own diesel engine runs through the night.",
            priceNaira: [25000, 45000],
            features: [
              "Four 1000W metal halide lamps",
              "9m telescopic mast",
              "Built-in diesel generator",
              "Trailer-mounted",
            ],
            included: ["Lighting tower", "Delivery within the city", "Operator briefing"],
            bookingMode: "request",
            maxDays: 30,
          },
          {
            title: "LED Flood Light Set on Tripods (4 Lamps)",
            description:
              "Bright LED flood lights on tripods for outdoor parties, night shoots, vigils and site work. Low power draw means a small generator or inverter can run them all. Quick to set up and pack away.",
            priceNaira: [5000, 10000],
            features: [
              "Four 200W LED floods",
              "Adjustable tripods",
              "Low power draw",
              "Weather resistant",
            ],
            included: ["Four flood lights", "Two tripods", "Extension cables"],
            bookingMode: "instant",
            maxDays: 14,
          },
        ],
      },
    ],
  },
  {
    name: "Lawn & Landscape",
    title: "Lawn & Landscaping Rentals",
    description:
      "Rent lawn mowers, hedge trimmers, brush cutters, chainsaws, leaf blowers and garden tools to keep compounds, estates and farmland neat all year.",
    icon: "trees",
    palette: ["#14532d", "#86efac"],
    subcategories: [
      {
        name: "Lawn Mowers",
        icon: "leaf",
        items: [
          {
            title: "Honda HRX217 Self-Propelled Petrol Lawn Mower",
            description:
              "Self-propelled mower that cuts thick rainy-season grass in compounds, church grounds and school fields with little effort. The mulching blade leaves a neat finish. Height is adjustable for carpet grass and Bermuda lawns.",
            priceNaira: [8000, 15000],
            features: [
              "Honda GCV engine",
              "Self-propelled drive",
              "Mulching and bagging",
              "Adjustable cutting height",
            ],
            included: ["Lawn mower", "Grass catcher bag", "Fuel can"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 80000,
          },
          {
            title: "Husqvarna Ride-On Mower for Estates & Schools",
            description:
              "Ride-on mower for large lawns in estates, golf courses, universities and event gardens. It cuts big areas in a fraction of the time of push mowers. Delivered on a trailer with an operator if needed.",
            priceNaira: [35000, 70000],
            features: [
              "Wide cutting deck",
              "Comfortable seat",
              "Hydrostatic drive",
              "Adjustable cutting height",
            ],
            included: ["Ride-on mower", "Operator (optional)", "Delivery on trailer"],
            bookingMode: "request",
            maxDays: 14,
            cautionNaira: 250000,
          },
          {
            title: "Bosch Rotak Electric Lawn Mower for Small Compounds",
            description:
              "Quiet electric mower for small front lawns and flat compounds, with no petrol or oil to handle. Lightweight and easy to store. Plug into the inverter or grid power and you are ready to cut.",
            priceNaira: [5000, 9000],
            features: ["Electric motor", "Lightweight body", "Grass box", "Edge-cutting design"],
            included: ["Electric mower", "Extension cable (20m)", "Grass box"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 40000,
          },
        ],
      },
      {
        name: "Hedge Trimmers",
        icon: "scissors",
        items: [
          {
            title: "Stihl HS 82 Petrol Hedge Trimmer",
            description:
              "Professional petrol hedge trimmer for shaping ixora, hibiscus and ficus hedges around compounds and estates. Double-sided blades cut fast in both directions. Sharp and serviced before every rental.",
            priceNaira: [5000, 10000],
            features: [
              "Double-sided blades",
              "Anti-vibration system",
              "Easy start",
              "Rotating handle",
            ],
            included: ["Hedge trimmer", "Blade cover", "Fuel mixing bottle"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 50000,
          },
          {
            title: "Makita Cordless Hedge Trimmer (18V) with Battery",
            description:
              "Quiet cordless trimmer for tidying hedges and flower beds without fumes or cables. Perfect for quick weekend garden jobs in estates where noise is a concern. Charge the battery on your inverter overnight.",
            priceNaira: [4000, 7000],
            features: [
              "18V lithium battery",
              "Low noise",
              "Lightweight",
              "Sharp dual-action blades",
            ],
            included: ["Hedge trimmer", "Battery and charger", "Blade cover"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 30000,
          },
        ],
      },
      {
        name: "Brush Cutters",
        icon: "leafy-green",
        items: [
          {
            title: "Stihl FS 250 Brush Cutter with Blade & Line Head",
            description:
              "Powerful brush cutter for clearing tall elephant grass, weeds and bush on plots, roadsides and farm edges. Switch between the metal blade and nylon line head for different jobs. Harness included for long sessions.",
            priceNaira: [6000, 12000],
            features: [
              "Professional petrol engine",
              "Metal blade and nylon line head",
              "Bike handlebars",
              "Anti-vibration",
            ],
            included: ["Brush cutter", "Shoulder harness", "Face shield", "Spare nylon line"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 60000,
          },
          {
            title: "Tiger Backpack Brush Cutter for Overgrown Plots",
            description:
              "Affordable backpack brush cutter for landlords and plot owners clearing overgrown land after the rains. The engine sits on your back for less arm fatigue. Good value for one-off clearing jobs.",
            priceNaira: [4000, 8000],
            features: [
              "Backpack engine",
              "Flexible drive shaft",
              "Metal cutting blade",
              "Easy pull start",
            ],
            included: ["Brush cutter", "Safety goggles", "Fuel mixing bottle"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 35000,
          },
        ],
      },
      {
        name: "Chainsaws & Tree Care",
        icon: "axe",
        items: [
          {
            title: "Stihl MS 382 Chainsaw (20-inch Bar) – Tree Felling",
            description:
              "Professional chainsaw for felling trees, cutting fallen trunks after storms and clearing land. Rented only to experienced users who show how they will work safely. Chain is sharpened before every rental.",
            priceNaira: [8000, 15000],
            features: [
              "20-inch guide bar",
              "Professional 72cc engine",
              "Chain brake",
              "Anti-vibration",
            ],
            included: ["Chainsaw", "Chain oil", "Chaps and helmet", "Spare chain"],
            bookingMode: "request",
            maxDays: 7,
            cautionNaira: 80000,
          },
          {
            title: "Stihl HT 133 Pole Pruner for High Branches",
            description:
              "Long-reach pole pruner for trimming mango, almond and dogonyaro branches hanging over roofs, fences and power lines. Cut from the ground without climbing. Extends for high branches.",
            priceNaira: [7000, 13000],
            features: [
              "Telescopic shaft up to 4m",
              "Petrol engine",
              "Oiled saw chain",
              "Harness compatible",
            ],
            included: ["Pole pruner", "Harness", "Chain oil"],
            bookingMode: "instant",
            maxDays: 7,
            cautionNaira: 60000,
          },
          {
            title: "Petrol Stump Grinder for Garden Clearing",
            description:
              "Stump grinder that removes tree stumps below ground level so you can pave, build or replant. Much faster than digging stumps out by hand. Delivered on a small trailer with a safety briefing.",
            priceNaira: [30000, 55000],
            features: [
              "Carbide cutting teeth",
              "Petrol engine",
              "Compact for garden access",
              "Depth control",
            ],
            included: ["Stump grinder", "Safety goggles and ear muffs", "Delivery on trailer"],
            bookingMode: "request",
            maxDays: 7,
            cautionNaira: 150000,
          },
        ],
      },
      {
        name: "Blowers & Chippers",
        icon: "wind",
        items: [
          {
            title: "Stihl BR 600 Backpack Leaf Blower",
            description:
              "Powerful backpack blower for clearing leaves, sand and harmattan dust from compounds, car parks and walkways. It clears a large compound in minutes. Comfortable harness for long use.",
            priceNaira: [5000, 9000],
            features: ["Backpack design", "High air velocity", "Padded harness", "Easy start"],
            included: ["Leaf blower", "Ear protection", "Fuel mixing bottle"],
            bookingMode: "instant",
            maxDays: 14,
            cautionNaira: 50000,
          },
          {
            title: "Petrol Garden Shredder & Wood Chipper",
            description:
              "Chipper that turns branches, palm fronds and hedge cuttings into mulch, saving trips to the dumpsite. Ideal after storms or big pruning jobs in estates. The mulch can be reused on flower beds.",
            priceNaira: [20000, 40000],
            features: [
              "Handles branches up to 75mm",
              "Petrol engine",
              "Towable frame",
              "Mulch discharge chute",
            ],
            included: ["Wood chipper", "Safety gloves and goggles", "Delivery on request"],
            bookingMode: "request",
            maxDays: 7,
            cautionNaira: 100000,
          },
        ],
      },
      {
        name: "Irrigation & Cleaning",
        icon: "droplets",
        items: [
          {
            title: "Rain Bird Sprinkler Kit with 50m Hose",
            description:
              "Sprinkler kit to keep new lawns and flower beds green during the dry season and harmattan. Covers a large area evenly while you get on with other work, and the tap timer connector lets you water early each morning.",
            priceNaira: [2000, 4500],
            features: [
              "Adjustable rotor sprinklers",
              "50m reinforced hose",
              "Hose reel",
              "Tap timer connector",
            ],
            included: ["Two sprinklers", "Garden hose (50m)", "Hose connectors"],
            bookingMode: "instant",
            maxDays: 30,
          },
          {
            title: "Kärcher K5 Pressure Washer for Driveways & Interlocks",
            description:
              "High-pressure washer for cleaning interlocking stones, walls, fences, cars and church forecourts before events. Removes moss and red mud stains left by the rainy season. Works from a tank or tap supply.",
            priceNaira: [6000, 12000],
            features: [
              "High-pressure pump",
              "Surface cleaner attachment",
              "Detergent tank",
              "Long hose",
            ],
            included: ["Pressure washer", "Surface cleaner", "Spray lance"],
            bookingMode: "instant",
            maxDays: 7,
            cautionNaira: 50000,
          },
        ],
      },
      {
        name: "Garden Hand Tools",
        icon: "spade",
        items: [
          {
            title: "Gardener's Tool Set: Rake, Cutlass, Hoe & Shears",
            description:
              "Everyday garden set for weeding, raking leaves, trimming shrubs and planting flowers around the compound. Sharpened cutlass and shears make short work of overgrowth. Great for Saturday environmental sanitation.",
            priceNaira: [1000, 2500],
            features: ["Sharpened cutlass", "Steel rake", "Garden hoe", "Pruning shears"],
            included: ["Rake", "Cutlass", "Hoe", "Pruning shears"],
            bookingMode: "instant",
            units: [2, 20],
            maxDays: 14,
          },
          {
            title: "Landscape Wheelbarrow & Garden Fork Combo",
            description:
              "Wheelbarrow with a garden fork and spade for moving topsoil, manure and mulch when creating new flower beds or planting trees. Strong enough for landscaping projects. Rent a few for group clean-ups.",
            priceNaira: [1200, 2500],
            features: [
              "Steel wheelbarrow",
              "Four-prong garden fork",
              "Border spade",
              "Pneumatic tyre",
            ],
            included: ["Wheelbarrow", "Garden fork", "Spade"],
            bookingMode: "instant",
            units: [2, 15],
            maxDays: 14,
          },
        ],
      },
    ],
  },
];
