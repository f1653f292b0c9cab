// Where Nigeria's cities and areas are: [latitude, longitude] in WGS 84 degrees (to about 0.01°, a kilometre), per
// state slug. Every city of core/nigeria.ts is here (places.test.ts checks), plus areas that listings name often.
// A listing is placed at its city's or area's centre: 'Near me' needs the town, not the street.
export type LatLngPair = readonly [lat: number, lng: number];

export const PLACE_COORDINATES: Readonly<Record<string, Readonly<Record<string, LatLngPair>>>> = {
  abia: { Umuahia: [5.53, 7.49], Aba: [5.11, 7.37], Ohafia: [5.61, 7.83], Arochukwu: [5.39, 7.91], Bende: [5.56, 7.64], Isuikwuato: [5.75, 7.47], Umunneochi: [5.95, 7.4] },
  adamawa: { Yola: [9.2, 12.5], Jimeta: [9.28, 12.46], Mubi: [10.27, 13.27], Numan: [9.47, 12.03], Ganye: [8.43, 12.05], Michika: [10.62, 13.39] },
  "akwa-ibom": { Uyo: [5.04, 7.91], Eket: [4.64, 7.92], "Ikot Ekpene": [5.18, 7.71], Oron: [4.83, 8.23], Ibeno: [4.56, 8.0], Abak: [4.98, 7.78], "Ikot Abasi": [4.57, 7.56] },
  anambra: { Awka: [6.21, 7.07], Onitsha: [6.14, 6.8], Nnewi: [6.02, 6.92], Ekwulobia: [6.03, 7.09], Ihiala: [5.85, 6.86], Ogidi: [6.15, 6.87], Nkpor: [6.15, 6.83], Obosi: [6.11, 6.84] },
  bauchi: { Bauchi: [10.31, 9.84], Azare: [11.68, 10.19], Misau: [11.31, 10.47], "Jama'are": [11.67, 9.93], Alkaleri: [10.27, 10.34], "Tafawa Balewa": [9.76, 9.57] },
  bayelsa: { Yenagoa: [4.93, 6.27], Brass: [4.32, 6.24], Ogbia: [4.69, 6.31], Sagbama: [5.16, 6.2], Kaiama: [5.11, 6.29], Nembe: [4.54, 6.4], Amassoma: [4.97, 6.11] },
  benue: { Makurdi: [7.73, 8.52], Gboko: [7.32, 9.0], Otukpo: [7.19, 8.13], "Katsina-Ala": [7.17, 9.28], Vandeikya: [6.78, 9.07], "Zaki Biam": [7.5, 9.61] },
  borno: { Maiduguri: [11.85, 13.16], Biu: [10.61, 12.19], Bama: [11.52, 13.69], Dikwa: [12.04, 13.92], Gwoza: [11.08, 13.69], Monguno: [12.67, 13.61] },
  "cross-river": { Calabar: [4.96, 8.33], Ikom: [5.97, 8.71], Ogoja: [6.66, 8.8], Obudu: [6.67, 9.17], Ugep: [5.81, 8.08], Akamkpa: [5.32, 8.35] },
  delta: { Asaba: [6.2, 6.73], Warri: [5.52, 5.75], Effurun: [5.56, 5.79], Sapele: [5.89, 5.68], Ughelli: [5.49, 6.0], Agbor: [6.25, 6.19], Abraka: [5.79, 6.1], Oleh: [5.46, 6.2] },
  ebonyi: { Abakaliki: [6.32, 8.11], Afikpo: [5.89, 7.94], Onueke: [6.16, 8.03], Nkalagu: [6.47, 7.76], Edda: [5.78, 7.93], Ikwo: [6.08, 8.17] },
  edo: { "Benin City": [6.34, 5.62], Auchi: [7.07, 6.26], Ekpoma: [6.74, 6.14], Uromi: [6.71, 6.33], Igarra: [7.28, 6.1], Irrua: [6.73, 6.22], Okada: [6.73, 5.39] },
  ekiti: { "Ado-Ekiti": [7.62, 5.22], "Ikere-Ekiti": [7.5, 5.23], "Ijero-Ekiti": [7.81, 5.07], "Ikole-Ekiti": [7.8, 5.51], "Efon-Alaaye": [7.65, 4.92], "Ise-Ekiti": [7.46, 5.42], "Oye-Ekiti": [7.8, 5.33] },
  enugu: {
    Enugu: [6.45, 7.5], "Independence Layout": [6.44, 7.52], "Trans-Ekulu": [6.48, 7.51], "New Haven": [6.46, 7.51], Nsukka: [6.86, 7.4],
    Agbani: [6.31, 7.55], Udi: [6.32, 7.42], "Oji River": [6.26, 7.27], Awgu: [6.08, 7.48],
  },
  fct: {
    Garki: [9.03, 7.49], Wuse: [9.07, 7.47], Maitama: [9.09, 7.49], Asokoro: [9.04, 7.52], Gwarinpa: [9.11, 7.4], Kubwa: [9.16, 7.32], Jabi: [9.07, 7.42],
    Lugbe: [8.98, 7.38], Gwagwalada: [8.94, 7.08], Kuje: [8.88, 7.23],
    "Central Business District": [9.05, 7.49], Utako: [9.07, 7.44], "Life Camp": [9.08, 7.41], Nyanya: [9.03, 7.56],
  },
  gombe: { Gombe: [10.29, 11.17], Billiri: [9.86, 11.23], Kaltungo: [9.81, 11.31], Dukku: [10.82, 10.77], Bajoga: [10.85, 11.43], Kumo: [10.05, 11.21] },
  imo: { Owerri: [5.48, 7.03], Orlu: [5.8, 7.04], Okigwe: [5.83, 7.35], Oguta: [5.71, 6.81], Mbaise: [5.56, 7.26], Nekede: [5.43, 7.04], Obinze: [5.4, 6.98] },
  jigawa: { Dutse: [11.76, 9.34], Hadejia: [12.45, 10.04], Kazaure: [12.65, 8.41], Gumel: [12.63, 9.39], "Birnin Kudu": [11.45, 9.48], Ringim: [12.15, 9.16] },
  kaduna: { Kaduna: [10.52, 7.44], Zaria: [11.09, 7.72], Kafanchan: [9.58, 8.3], Barnawa: [10.48, 7.44], Malali: [10.56, 7.45], Kakuri: [10.46, 7.41], Zonkwa: [9.78, 8.29], Saminaka: [10.42, 8.69] },
  kano: { Kano: [12.0, 8.52], "Nassarawa GRA": [12.0, 8.54], "Sabon Gari": [12.02, 8.53], Fagge: [12.01, 8.51], Tarauni: [11.97, 8.55], Gwale: [11.99, 8.49], Wudil: [11.81, 8.85], Rano: [11.56, 8.58] },
  katsina: { Katsina: [12.99, 7.6], Funtua: [11.52, 7.31], Daura: [13.04, 8.32], Malumfashi: [11.79, 7.62], "Dutsin-Ma": [12.45, 7.5], Kankia: [12.55, 7.82] },
  kebbi: { "Birnin Kebbi": [12.45, 4.2], Argungu: [12.74, 4.52], Yauri: [10.88, 4.75], Zuru: [11.43, 5.23], Jega: [12.22, 4.38], Koko: [11.42, 4.52] },
  kogi: { Lokoja: [7.8, 6.74], Okene: [7.55, 6.24], Idah: [7.11, 6.73], Kabba: [7.83, 6.07], Anyigba: [7.49, 7.17], Ankpa: [7.37, 7.63] },
  kwara: { Ilorin: [8.5, 4.55], Offa: [8.15, 4.72], "Omu-Aran": [8.14, 5.1], Jebba: [9.13, 4.82], Lafiagi: [8.87, 5.42], Patigi: [8.73, 5.76] },
  lagos: {
    Ikeja: [6.6, 3.35], Lekki: [6.44, 3.48], "Victoria Island": [6.43, 3.42], Surulere: [6.5, 3.35], Yaba: [6.51, 3.37], Ikorodu: [6.62, 3.51],
    Ajah: [6.47, 3.57], Festac: [6.47, 3.28], Ikoyi: [6.45, 3.43], Maryland: [6.57, 3.37],
    Apapa: [6.45, 3.36], Gbagada: [6.55, 3.39], Magodo: [6.62, 3.38], Mushin: [6.53, 3.35], Ojodu: [6.64, 3.37], "Lagos Island": [6.45, 3.39],
    Oshodi: [6.55, 3.34], Agege: [6.62, 3.32], Ogba: [6.63, 3.34], Ojota: [6.59, 3.38],
  },
  nasarawa: { Lafia: [8.49, 8.52], Keffi: [8.85, 7.87], Akwanga: [8.91, 8.39], Karu: [9.0, 7.58], Nasarawa: [8.54, 7.71], Mararaba: [9.03, 7.59], Masaka: [8.99, 7.63] },
  niger: { Minna: [9.61, 6.56], Bida: [9.08, 6.01], Suleja: [9.18, 7.18], Kontagora: [10.4, 5.47], "New Bussa": [9.88, 4.51], Lapai: [9.04, 6.57] },
  ogun: { Abeokuta: [7.15, 3.36], "Ijebu-Ode": [6.82, 3.92], Sagamu: [6.83, 3.63], Ota: [6.69, 3.23], Ifo: [6.81, 3.2], Mowe: [6.81, 3.44], Ilaro: [6.89, 3.01] },
  ondo: { Akure: [7.25, 5.2], Ondo: [7.09, 4.84], Owo: [7.2, 5.59], Ikare: [7.52, 5.75], Okitipupa: [6.5, 4.78], Ore: [6.75, 4.88] },
  osun: { Osogbo: [7.77, 4.56], "Ile-Ife": [7.48, 4.56], Ilesa: [7.63, 4.74], Ede: [7.73, 4.44], Iwo: [7.63, 4.19], Ikirun: [7.91, 4.67] },
  oyo: { Ibadan: [7.38, 3.9], Bodija: [7.43, 3.91], "Ring Road": [7.37, 3.87], Challenge: [7.34, 3.88], Ogbomoso: [8.13, 4.24], Oyo: [7.85, 3.93], Iseyin: [7.97, 3.6], Saki: [8.67, 3.39], Dugbe: [7.39, 3.88] },
  plateau: { Jos: [9.9, 8.86], Bukuru: [9.79, 8.87], Pankshin: [9.33, 9.44], Shendam: [8.88, 9.53], Langtang: [9.14, 9.79], "Barkin Ladi": [9.54, 8.9] },
  rivers: {
    "Port Harcourt": [4.82, 7.03], "Obio-Akpor": [4.86, 6.99], "Trans-Amadi": [4.81, 7.05], Rumuola: [4.83, 7.01], Rumuokoro: [4.87, 7.0], Bonny: [4.45, 7.17],
    Eleme: [4.79, 7.12], Okrika: [4.74, 7.08], Ahoada: [5.08, 6.65],
  },
  sokoto: { Sokoto: [13.06, 5.24], Wamakko: [13.03, 5.1], Tambuwal: [12.41, 4.65], Gwadabawa: [13.36, 5.24], Illela: [13.73, 5.3], Bodinga: [12.87, 5.16] },
  taraba: { Jalingo: [8.89, 11.37], Wukari: [7.87, 9.78], Bali: [7.85, 10.97], Takum: [7.26, 9.98], Gembu: [6.71, 11.26], Zing: [8.99, 11.75] },
  yobe: { Damaturu: [11.75, 11.96], Potiskum: [11.71, 11.07], Gashua: [12.87, 11.05], Nguru: [12.88, 10.45], Geidam: [12.89, 11.93], "Buni Yadi": [11.27, 12.01] },
  zamfara: { Gusau: [12.16, 6.66], "Kaura Namoda": [12.59, 6.59], "Talata Mafara": [12.57, 6.07], Anka: [12.11, 5.93], Tsafe: [11.96, 6.92], Zurmi: [12.78, 6.79] },
};
