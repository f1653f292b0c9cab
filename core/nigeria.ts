// Nigeria's 36 states and the FCT, with major cities/areas, for location filters and listing forms.
export interface NigerianState {
  name: string;
  slug: string;
  cities: string[];
}

export const NIGERIAN_STATES: readonly NigerianState[] = [
  {
    name: "Abia",
    slug: "abia",
    cities: ["Umuahia", "Aba", "Ohafia", "Arochukwu", "Bende", "Isuikwuato", "Umunneochi"],
  },
  {
    name: "Adamawa",
    slug: "adamawa",
    cities: ["Yola", "Jimeta", "Mubi", "Numan", "Ganye", "Michika"],
  },
  {
    name: "Akwa Ibom",
    slug: "akwa-ibom",
    cities: ["Uyo", "Eket", "Ikot Ekpene", "Oron", "Ibeno", "Abak", "Ikot Abasi"],
  },
  {
    name: "Anambra",
    slug: "anambra",
    cities: ["Awka", "Onitsha", "Nnewi", "Ekwulobia", "Ihiala", "Ogidi", "Nkpor", "Obosi"],
  },
  {
    name: "Bauchi",
    slug: "bauchi",
    cities: ["Bauchi", "Azare", "Misau", "Jama'are", "Alkaleri", "Tafawa Balewa"],
  },
  {
    name: "Bayelsa",
    slug: "bayelsa",
    cities: ["Yenagoa", "Brass", "Ogbia", "Sagbama", "Kaiama", "Nembe", "Amassoma"],
  },
  {
    name: "Benue",
    slug: "benue",
    cities: ["Makurdi", "Gboko", "Otukpo", "Katsina-Ala", "Vandeikya", "Zaki Biam"],
  },
  {
    name: "Borno",
    slug: "borno",
    cities: ["Maiduguri", "Biu", "Bama", "Dikwa", "Gwoza", "Monguno"],
  },
  {
    name: "Cross River",
    slug: "cross-river",
    cities: ["Calabar", "Ikom", "Ogoja", "Obudu", "Ugep", "Akamkpa"],
  },
  {
    name: "Delta",
    slug: "delta",
    cities: ["Asaba", "Warri", "Effurun", "Sapele", "Ughelli", "Agbor", "Abraka", "Oleh"],
  },
  {
    name: "Ebonyi",
    slug: "ebonyi",
    cities: ["Abakaliki", "Afikpo", "Onueke", "Nkalagu", "Edda", "Ikwo"],
  },
  {
    name: "Edo",
    slug: "edo",
    cities: ["Benin City", "Auchi", "Ekpoma", "Uromi", "Igarra", "Irrua", "Okada"],
  },
  {
    name: "Ekiti",
    slug: "ekiti",
    cities: [
      "Ado-Ekiti",
      "Ikere-Ekiti",
      "Ijero-Ekiti",
      "Ikole-Ekiti",
      "Efon-Alaaye",
      "Ise-Ekiti",
      "Oye-Ekiti",
    ],
  },
  {
    name: "Enugu",
    slug: "enugu",
    cities: [
      "Enugu",
      "Independence Layout",
      "Trans-Ekulu",
      "New Haven",
      "Nsukka",
      "Agbani",
      "Udi",
      "Oji River",
      "Awgu",
    ],
  },
  {
    name: "FCT - Abuja",
    slug: "fct",
    cities: [
      "Garki",
      "Wuse",
      "Maitama",
      "Asokoro",
      "Gwarinpa",
      "Kubwa",
      "Jabi",
      "Lugbe",
      "Gwagwalada",
      "Kuje",
    ],
  },
  {
    name: "Gombe",
    slug: "gombe",
    cities: ["Gombe", "Billiri", "Kaltungo", "Dukku", "Bajoga", "Kumo"],
  },
  {
    name: "Imo",
    slug: "imo",
    cities: ["Owerri", "Orlu", "Okigwe", "Oguta", "Mbaise", "Nekede", "Obinze"],
  },
  {
    name: "Jigawa",
    slug: "jigawa",
    cities: ["Dutse", "Hadejia", "Kazaure", "Gumel", "Birnin Kudu", "Ringim"],
  },
  {
    name: "Kaduna",
    slug: "kaduna",
    cities: ["Kaduna", "Zaria", "Kafanchan", "Barnawa", "Malali", "Kakuri", "Zonkwa", "Saminaka"],
  },
  {
    name: "Kano",
    slug: "kano",
    cities: ["Kano", "Nassarawa GRA", "Sabon Gari", "Fagge", "Tarauni", "Gwale", "Wudil", "Rano"],
  },
  {
    name: "Katsina",
    slug: "katsina",
    cities: ["Katsina", "Funtua", "Daura", "Malumfashi", "Dutsin-Ma", "Kankia"],
  },
  {
    name: "Kebbi",
    slug: "kebbi",
    cities: ["Birnin Kebbi", "Argungu", "Yauri", "Zuru", "Jega", "Koko"],
  },
  { name: "Kogi", slug: "kogi", cities: ["Lokoja", "Okene", "Idah", "Kabba", "Anyigba", "Ankpa"] },
  {
    name: "Kwara",
    slug: "kwara",
    cities: ["Ilorin", "Offa", "Omu-Aran", "Jebba", "Lafiagi", "Patigi"],
  },
  {
    name: "Lagos",
    slug: "lagos",
    cities: [
      "Ikeja",
      "Lekki",
      "Victoria Island",
      "Surulere",
      "Yaba",
      "Ikorodu",
      "Ajah",
      "Festac",
      "Ikoyi",
      "Maryland",
    ],
  },
  {
    name: "Nasarawa",
    slug: "nasarawa",
    cities: ["Lafia", "Keffi", "Akwanga", "Karu", "Nasarawa", "Mararaba", "Masaka"],
  },
  {
    name: "Niger",
    slug: "niger",
    cities: ["Minna", "Bida", "Suleja", "Kontagora", "New Bussa", "Lapai"],
  },
  {
    name: "Ogun",
    slug: "ogun",
    cities: ["Abeokuta", "Ijebu-Ode", "Sagamu", "Ota", "Ifo", "Mowe", "Ilaro"],
  },
  { name: "Ondo", slug: "ondo", cities: ["Akure", "Ondo", "Owo", "Ikare", "Okitipupa", "Ore"] },
  { name: "Osun", slug: "osun", cities: ["Osogbo", "Ile-Ife", "Ilesa", "Ede", "Iwo", "Ikirun"] },
  {
    name: "Oyo",
    slug: "oyo",
    cities: ["Ibadan", "Bodija", "Ring Road", "Challenge", "Ogbomoso", "Oyo", "Iseyin", "Saki"],
  },
  {
    name: "Plateau",
    slug: "plateau",
    cities: ["Jos", "Bukuru", "Pankshin", "Shendam", "Langtang", "Barkin Ladi"],
  },
  {
    name: "Rivers",
    slug: "rivers",
    cities: [
      "Port Harcourt",
      "Obio-Akpor",
      "Trans-Amadi",
      "Rumuola",
      "Rumuokoro",
      "Bonny",
      "Eleme",
      "Okrika",
      "Ahoada",
    ],
  },
  {
    name: "Sokoto",
    slug: "sokoto",
    cities: ["Sokoto", "Wamakko", "Tambuwal", "Gwadabawa", "Illela", "Bodinga"],
  },
  {
    name: "Taraba",
    slug: "taraba",
    cities: ["Jalingo", "Wukari", "Bali", "Takum", "Gembu", "Zing"],
  },
  {
    name: "Yobe",
    slug: "yobe",
    cities: ["Damaturu", "Potiskum", "Gashua", "Nguru", "Geidam", "Buni Yadi"],
  },
  {
    name: "Zamfara",
    slug: "zamfara",
    cities: ["Gusau", "Kaura Namoda", "Talata Mafara", "Anka", "Tsafe", "Zurmi"],
  },
];

// Extra spellings people commonly use for the Federal Capital Territory.
const FCT_ALIASES: readonly string[] = [
  "abuja",
  "fct",
  "fct abuja",
  "abuja fct",
  "federal capital territory",
  "federal capital territory abuja",
];

function normalize(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ")
    .replace(/\s+state$/, "")
    .trim();
}

/**
 * Finds a state by name or slug, case-insensitively. Accepts "Abuja", "FCT",
 * "FCT - Abuja", "fct" and similar variants for the Federal Capital Territory,
 * and tolerates a trailing " State" (e.g. "Lagos State").
 */
export function findState(nameOrSlug: string): NigerianState | undefined {
  const key = normalize(nameOrSlug);
  if (key === "") return undefined;
  const direct = NIGERIAN_STATES.find(
    (state) => normalize(state.name) === key || normalize(state.slug) === key,
  );
  if (direct) return direct;
  if (FCT_ALIASES.includes(key)) {
    return NIGERIAN_STATES.find((state) => state.slug === "fct");
  }
  return undefined;
}
