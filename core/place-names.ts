// Nigeria's cities and areas by name, state by state: what the browser needs to offer them ('Near' on browse and the
// category pages) and to read a place someone names. Where each one is lies in places-data.ts, which only the server
// and the results map load (places.ts): some 270 coordinates a page's first view need not carry. Every city of
// core/nigeria.ts is here, plus areas that listings name often (places.test.ts checks both lists agree).
import { findState, NIGERIAN_STATES } from "./nigeria";

/** A city or area of a state. `state` is the state's name as listings store it ("FCT - Abuja"). */
export interface PlaceName {
  state: string;
  city: string;
}

/** The cities and areas of each state, by state slug. */
export const PLACE_NAMES: Readonly<Record<string, readonly string[]>> = {
  abia: ["Umuahia", "Aba", "Ohafia", "Arochukwu", "Bende", "Isuikwuato", "Umunneochi"],
  adamawa: ["Yola", "Jimeta", "Mubi", "Numan", "Ganye", "Michika"],
  "akwa-ibom": ["Uyo", "Eket", "Ikot Ekpene", "Oron", "Ibeno", "Abak", "Ikot Abasi"],
  anambra: ["Awka", "Onitsha", "Nnewi", "Ekwulobia", "Ihiala", "Ogidi", "Nkpor", "Obosi"],
  bauchi: ["Bauchi", "Azare", "Misau", "Jama'are", "Alkaleri", "Tafawa Balewa"],
  bayelsa: ["Yenagoa", "Brass", "Ogbia", "Sagbama", "Kaiama", "Nembe", "Amassoma"],
  benue: ["Makurdi", "Gboko", "Otukpo", "Katsina-Ala", "Vandeikya", "Zaki Biam"],
  borno: ["Maiduguri", "Biu", "Bama", "Dikwa", "Gwoza", "Monguno"],
  "cross-river": ["Calabar", "Ikom", "Ogoja", "Obudu", "Ugep", "Akamkpa"],
  delta: ["Asaba", "Warri", "Effurun", "Sapele", "Ughelli", "Agbor", "Abraka", "Oleh"],
  ebonyi: ["Abakaliki", "Afikpo", "Onueke", "Nkalagu", "Edda", "Ikwo"],
  edo: ["Benin City", "Auchi", "Ekpoma", "Uromi", "Igarra", "Irrua", "Okada"],
  ekiti: ["Ado-Ekiti", "Ikere-Ekiti", "Ijero-Ekiti", "Ikole-Ekiti", "Efon-Alaaye", "Ise-Ekiti", "Oye-Ekiti"],
  enugu: ["Enugu", "Independence Layout", "Trans-Ekulu", "New Haven", "Nsukka", "Agbani", "Udi", "Oji River", "Awgu"],
  fct: ["Garki", "Wuse", "Maitama", "Asokoro", "Gwarinpa", "Kubwa", "Jabi", "Lugbe", "Gwagwalada", "Kuje", "Central Business District", "Utako", "Life Camp", "Nyanya"],
  gombe: ["Gombe", "Billiri", "Kaltungo", "Dukku", "Bajoga", "Kumo"],
  imo: ["Owerri", "Orlu", "Okigwe", "Oguta", "Mbaise", "Nekede", "Obinze"],
  jigawa: ["Dutse", "Hadejia", "Kazaure", "Gumel", "Birnin Kudu", "Ringim"],
  kaduna: ["Kaduna", "Zaria", "Kafanchan", "Barnawa", "Malali", "Kakuri", "Zonkwa", "Saminaka"],
  kano: ["Kano", "Nassarawa GRA", "Sabon Gari", "Fagge", "Tarauni", "Gwale", "Wudil", "Rano"],
  katsina: ["Katsina", "Funtua", "Daura", "Malumfashi", "Dutsin-Ma", "Kankia"],
  kebbi: ["Birnin Kebbi", "Argungu", "Yauri", "Zuru", "Jega", "Koko"],
  kogi: ["Lokoja", "Okene", "Idah", "Kabba", "Anyigba", "Ankpa"],
  kwara: ["Ilorin", "Offa", "Omu-Aran", "Jebba", "Lafiagi", "Patigi"],
  lagos: ["Ikeja", "Lekki", "Victoria Island", "Surulere", "Yaba", "Ikorodu", "Ajah", "Festac", "Ikoyi", "Maryland", "Apapa", "Gbagada", "Magodo", "Mushin", "Ojodu", "Lagos Island", "Oshodi", "Agege", "Ogba", "Ojota"],
  nasarawa: ["Lafia", "Keffi", "Akwanga", "Karu", "Nasarawa", "Mararaba", "Masaka"],
  niger: ["Minna", "Bida", "Suleja", "Kontagora", "New Bussa", "Lapai"],
  ogun: ["Abeokuta", "Ijebu-Ode", "Sagamu", "Ota", "Ifo", "Mowe", "Ilaro"],
  ondo: ["Akure", "Ondo", "Owo", "Ikare", "Okitipupa", "Ore"],
  osun: ["Osogbo", "Ile-Ife", "Ilesa", "Ede", "Iwo", "Ikirun"],
  oyo: ["Ibadan", "Bodija", "Ring Road", "Challenge", "Ogbomoso", "Oyo", "Iseyin", "Saki", "Dugbe"],
  plateau: ["Jos", "Bukuru", "Pankshin", "Shendam", "Langtang", "Barkin Ladi"],
  rivers: ["Port Harcourt", "Obio-Akpor", "Trans-Amadi", "Rumuola", "Rumuokoro", "Bonny", "Eleme", "Okrika", "Ahoada"],
  sokoto: ["Sokoto", "Wamakko", "Tambuwal", "Gwadabawa", "Illela", "Bodinga"],
  taraba: ["Jalingo", "Wukari", "Bali", "Takum", "Gembu", "Zing"],
  yobe: ["Damaturu", "Potiskum", "Gashua", "Nguru", "Geidam", "Buni Yadi"],
  zamfara: ["Gusau", "Kaura Namoda", "Talata Mafara", "Anka", "Tsafe", "Zurmi"],
};

/** Each state's capital (for the FCT, Garki, by Abuja's centre): where a listing in an unknown city of the state is placed. */
export const STATE_CAPITALS: Readonly<Record<string, string>> = {
  abia: "Umuahia", adamawa: "Yola", "akwa-ibom": "Uyo", anambra: "Awka", bauchi: "Bauchi", bayelsa: "Yenagoa", benue: "Makurdi",
  borno: "Maiduguri", "cross-river": "Calabar", delta: "Asaba", ebonyi: "Abakaliki", edo: "Benin City", ekiti: "Ado-Ekiti",
  enugu: "Enugu", fct: "Garki", gombe: "Gombe", imo: "Owerri", jigawa: "Dutse", kaduna: "Kaduna", kano: "Kano", katsina: "Katsina",
  kebbi: "Birnin Kebbi", kogi: "Lokoja", kwara: "Ilorin", lagos: "Ikeja", nasarawa: "Lafia", niger: "Minna", ogun: "Abeokuta",
  ondo: "Akure", osun: "Osogbo", oyo: "Ibadan", plateau: "Jos", rivers: "Port Harcourt", sokoto: "Sokoto", taraba: "Jalingo",
  yobe: "Damaturu", zamfara: "Gusau",
};

/** Other names people type for a place: [state slug, the place's name here]. */
export const PLACE_ALIASES: Readonly<Record<string, readonly [string, string]>> = {
  abuja: ["fct", "Central Business District"],
  "abuja city": ["fct", "Central Business District"],
  benin: ["edo", "Benin City"],
  ph: ["rivers", "Port Harcourt"],
  "port-harcourt": ["rivers", "Port Harcourt"],
  vi: ["lagos", "Victoria Island"],
  "festac town": ["lagos", "Festac"],
  "lekki phase 1": ["lagos", "Lekki"],
  "ojodu berger": ["lagos", "Ojodu"],
  ife: ["osun", "Ile-Ife"],
  oshogbo: ["osun", "Osogbo"],
  ado: ["ekiti", "Ado-Ekiti"],
  ijebu: ["ogun", "Ijebu-Ode"],
  shagamu: ["ogun", "Sagamu"],
  otta: ["ogun", "Ota"],
  yelwa: ["kebbi", "Yauri"],
};

/** "Ado Ekiti", "ado-ekiti" and "ADO  EKITI" are one name; so are "Jama'are" and "Jamaare". */
const key = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/['’`.]/g, "")
    .replace(/[\s_-]+/g, " ");

const stateName = (slug: string) => NIGERIAN_STATES.find((s) => s.slug === slug)?.name ?? slug;

/** Every place Haya knows, state by state, in the order of the data (the capital first is not promised). */
export const PLACE_LIST: readonly PlaceName[] = NIGERIAN_STATES.flatMap((s) => (PLACE_NAMES[s.slug] ?? []).map((city) => ({ state: s.name, city })));

const byKey = new Map<string, PlaceName[]>();
const add = (name: string, p: PlaceName) => byKey.set(key(name), [...(byKey.get(key(name)) ?? []), p]);
for (const p of PLACE_LIST) add(p.city, p);
for (const [alias, [slug, city]] of Object.entries(PLACE_ALIASES)) if (PLACE_NAMES[slug]?.includes(city)) add(alias, { state: stateName(slug), city });

/** The state's capital (by its slug). */
export const capitalNameOf = (slug: string): PlaceName => ({ state: stateName(slug), city: STATE_CAPITALS[slug] ?? "" });

/** The city or area of that state by name (any spelling `key` folds together, or an alias), if Haya knows it. */
export function placeNameIn(state: string, city: string): PlaceName | undefined {
  const found = findState(state);
  return found && byKey.get(key(city))?.find((p) => p.state === found.name);
}

/**
 * A place someone names: a city or area ("Ibadan", "Lekki", "PH"), else a state ("Lagos" → its capital, Ikeja).
 * A city comes before a state of the same name ("Oyo" is the town), and a name two states share goes to the first.
 */
export function findPlaceName(name: string): PlaceName | undefined {
  const city = byKey.get(key(name))?.[0];
  if (city) return city;
  const state = findState(name);
  return state && capitalNameOf(state.slug);
}
