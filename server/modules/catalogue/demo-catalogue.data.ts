import type { ProductStatus, ProductUnit } from '../../../src/api/contract/products';

/** One demo product: names (fr, ar, en), its sub-category (French name), brand, unit, price. */
export type DemoProduct = {
  fr: string;
  ar?: string;
  en?: string;
  sub: string;
  brand: string;
  unit: ProductUnit;
  /** DZD; null: on quote. */
  price: number | null;
  dims: [number, number, number];
  chars: [string, string, string][];
  bim?: 'ifc' | 'glb';
  status?: ProductStatus;
};

const c = (name: string, value: string, unit = ''): [string, string, string] => [name, value, unit];

// One product a line: easier to read and extend than the formatter's layout.
// prettier-ignore
export const demoProducts: DemoProduct[] = [
  { fr: 'Ciment CEM II 42,5 (sac 50 kg)', ar: 'إسمنت CEM II 42.5 (كيس 50 كغ)', en: 'CEM II 42.5 cement (50 kg bag)', sub: 'Ciments et liants', brand: 'Lafarge', unit: 'piece', price: 950, dims: [0.5, 0.35, 0.12], chars: [c('Classe de résistance', '42,5', 'MPa'), c('Poids', '50', 'kg')], bim: 'glb', },
  { fr: 'Ciment CEM I 52,5 R', ar: 'إسمنت CEM I 52.5 R', sub: 'Ciments et liants', brand: 'GICA', unit: 'piece', price: 1150, dims: [0.5, 0.35, 0.12], chars: [c('Classe de résistance', '52,5', 'MPa')], },
  { fr: 'Béton prêt à l’emploi C25/30', ar: 'خرسانة جاهزة C25/30', en: 'Ready-mix concrete C25/30', sub: 'Béton et mortiers', brand: 'Lafarge', unit: 'm3', price: 14500, dims: [1, 1, 1], chars: [c('Classe', 'C25/30'), c('Affaissement', 'S3')], },
  { fr: 'Béton prêt à l’emploi C30/37', ar: 'خرسانة جاهزة C30/37', sub: 'Béton et mortiers', brand: 'Lafarge', unit: 'm3', price: 16200, dims: [1, 1, 1], chars: [c('Classe', 'C30/37')], },
  { fr: 'Mortier colle carrelage', ar: 'ملاط لصق البلاط', en: 'Tile adhesive mortar', sub: 'Béton et mortiers', brand: 'Weber', unit: 'piece', price: 1400, dims: [0.45, 0.3, 0.1], chars: [c('Classe', 'C2TE'), c('Sac', '25', 'kg')], },
  { fr: 'Bloc béton creux B40 20×20×50', ar: 'قالب خرساني مجوف B40', en: 'Hollow concrete block B40', sub: 'Blocs et briques', brand: 'GICA', unit: 'piece', price: 95, dims: [0.5, 0.2, 0.2], chars: [c('Résistance', 'B40', 'bar'), c('Dimensions', '20×20×50', 'cm')], bim: 'ifc', },
  { fr: 'Brique rouge 8 trous', ar: 'آجر أحمر 8 ثقوب', sub: 'Blocs et briques', brand: 'GICA', unit: 'piece', price: 32, dims: [0.3, 0.2, 0.1], chars: [c('Dimensions', '10×20×30', 'cm')], bim: 'ifc', },
  { fr: 'Brique 12 trous', ar: 'آجر 12 ثقبا', sub: 'Blocs et briques', brand: 'GICA', unit: 'piece', price: 41, dims: [0.3, 0.2, 0.15], chars: [c('Dimensions', '15×20×30', 'cm')], },
  { fr: 'Rond à béton HA12', ar: 'حديد التسليح HA12', en: 'Rebar HA12', sub: 'Aciers pour béton armé', brand: 'Condor', unit: 'kg', price: 145, dims: [6, 0.012, 0.012], chars: [c('Diamètre', '12', 'mm'), c('Nuance', 'FeE500')], },
  { fr: 'Treillis soudé ST25', ar: 'شبكة ملحومة ST25', sub: 'Aciers pour béton armé', brand: 'Condor', unit: 'piece', price: 4800, dims: [6, 2.4, 0.02], chars: [c('Maille', '150×150', 'mm')], },
  { fr: 'Poutrelle précontrainte', ar: 'عارضة مسبقة الإجهاد', sub: 'Préfabriqué béton', brand: 'GICA', unit: 'm', price: 780, dims: [4, 0.12, 0.13], chars: [c('Portée max', '5,5', 'm')], bim: 'ifc', },
  { fr: 'Hourdis 16+4', ar: 'بلاطة مجوفة 16+4', sub: 'Préfabriqué béton', brand: 'GICA', unit: 'piece', price: 88, dims: [0.53, 0.2, 0.16], chars: [c('Hauteur', '16', 'cm')], bim: 'ifc', },
  { fr: 'Fenêtre aluminium à rupture de pont thermique', ar: 'نافذة ألمنيوم بقاطع حراري', en: 'Thermally broken aluminium window', sub: 'Fenêtres', brand: 'Technal', unit: 'piece', price: 68000, dims: [1.2, 0.07, 1.35], chars: [c('Uw', '1,4', 'W/m²K'), c('Vitrage', '4/16/4')], bim: 'ifc', },
  { fr: 'Fenêtre PVC oscillo-battante', ar: 'نافذة PVC متأرجحة', sub: 'Fenêtres', brand: 'Schüco', unit: 'piece', price: 42000, dims: [1, 0.07, 1.2], chars: [c('Uw', '1,3', 'W/m²K')], bim: 'glb', },
  { fr: 'Porte intérieure isoplane', ar: 'باب داخلي مسطح', en: 'Flush interior door', sub: 'Portes intérieures', brand: 'Technal', unit: 'piece', price: 18500, dims: [0.83, 0.04, 2.04], chars: [c('Passage', '83', 'cm')], bim: 'ifc', },
  { fr: 'Double vitrage 4/16/4 argon', ar: 'زجاج مزدوج 4/16/4 أرغون', sub: 'Vitrages', brand: 'Saint-Gobain', unit: 'm2', price: 7800, dims: [1, 0.024, 1], chars: [c('Ug', '1,1', 'W/m²K')], },
  { fr: 'Volet roulant aluminium', ar: 'مصراع ألمنيوم دوار', sub: 'Volets et stores', brand: 'Technal', unit: 'piece', price: 23500, dims: [1.2, 0.2, 1.4], chars: [c('Manœuvre', 'Électrique')], },
  { fr: 'Laine de verre 100 mm', ar: 'صوف زجاجي 100 مم', en: 'Glass wool 100 mm', sub: 'Isolation thermique', brand: 'Isover', unit: 'm2', price: 1250, dims: [1.2, 0.6, 0.1], chars: [c('Lambda', '0,032', 'W/mK'), c('R', '3,15', 'm²K/W')], bim: 'glb', },
  { fr: 'Laine de roche 60 mm', ar: 'صوف صخري 60 مم', sub: 'Isolation thermique', brand: 'Rockwool', unit: 'm2', price: 980, dims: [1.2, 0.6, 0.06], chars: [c('Lambda', '0,035', 'W/mK')], },
  { fr: 'Polystyrène expansé 40 mm', ar: 'بوليسترين ممدد 40 مم', sub: 'Isolation thermique', brand: 'Knauf', unit: 'm2', price: 540, dims: [1.2, 0.6, 0.04], chars: [c('Lambda', '0,038', 'W/mK')], },
  { fr: 'Panneau acoustique laine de roche', ar: 'لوح عازل للصوت', sub: 'Isolation acoustique', brand: 'Rockwool', unit: 'm2', price: 1650, dims: [1.2, 0.6, 0.05], chars: [c('Rw', '52', 'dB')], },
  { fr: 'Membrane bitumineuse SBS', ar: 'غشاء بيتوميني SBS', en: 'SBS bitumen membrane', sub: 'Étanchéité', brand: 'Sika', unit: 'm2', price: 890, dims: [1, 1, 0.004], chars: [c('Épaisseur', '4', 'mm')], },
  { fr: 'Étanchéité liquide toiture', ar: 'عازل سائل للأسطح', sub: 'Étanchéité', brand: 'Sika', unit: 'kg', price: 720, dims: [0.3, 0.3, 0.35], chars: [c('Consommation', '1,5', 'kg/m²')], },
  { fr: 'Tuile mécanique terre cuite', ar: 'قرميد طيني ميكانيكي', en: 'Clay interlocking roof tile', sub: 'Tuiles', brand: 'GICA', unit: 'piece', price: 85, dims: [0.42, 0.26, 0.03], chars: [c('Au m²', '13', 'pièces')], bim: 'ifc', },
  { fr: 'Panneau sandwich toiture 40 mm', ar: 'لوح ساندويتش للسقف', sub: 'Couvertures métalliques', brand: 'Condor', unit: 'm2', price: 3900, dims: [1, 1, 0.04], chars: [c('Âme', 'PUR')], },
  { fr: 'Gouttière PVC demi-ronde', ar: 'مزراب PVC نصف دائري', sub: 'Gouttières et descentes', brand: 'Roca', unit: 'm', price: 620, dims: [2, 0.16, 0.08], chars: [c('Développé', '25', 'cm')], },
  { fr: 'Carrelage grès cérame 60×60', ar: 'بلاط سيراميك حجري 60×60', en: 'Porcelain tile 60×60', sub: 'Carrelage et faïence', brand: 'Roca', unit: 'm2', price: 2900, dims: [0.6, 0.6, 0.01], chars: [c('Format', '60×60', 'cm'), c('PEI', '4')], bim: 'glb', },
  { fr: 'Faïence murale blanche 25×40', ar: 'خزف جداري أبيض', sub: 'Carrelage et faïence', brand: 'Roca', unit: 'm2', price: 1800, dims: [0.25, 0.4, 0.008], chars: [c('Format', '25×40', 'cm')], },
  { fr: 'Sol PVC en lames', ar: 'أرضية PVC شرائح', sub: 'Revêtements de sol', brand: 'Knauf', unit: 'm2', price: 2400, dims: [1.2, 0.2, 0.005], chars: [c('Usage', 'U3P3')], },
  { fr: 'Peinture acrylique intérieure', ar: 'طلاء أكريليك داخلي', en: 'Interior acrylic paint', sub: 'Peintures et enduits', brand: 'Weber', unit: 'kg', price: 540, dims: [0.3, 0.3, 0.35], chars: [c('Rendement', '10', 'm²/L')], },
  { fr: 'Enduit de façade monocouche', ar: 'لياسة واجهة أحادية الطبقة', sub: 'Enduits de façade', brand: 'Weber', unit: 'kg', price: 95, dims: [0.45, 0.3, 0.1], chars: [c('Épaisseur', '15', 'mm')], },
  { fr: 'Plaque de plâtre BA13', ar: 'لوح جبس BA13', en: 'Plasterboard BA13', sub: 'Plâtre et plaques de plâtre', brand: 'Placo', unit: 'piece', price: 1150, dims: [1.2, 0.0125, 2.5], chars: [c('Épaisseur', '12,5', 'mm')], bim: 'ifc', },
  { fr: 'Plaque hydrofuge BA13 H1', ar: 'لوح جبس مقاوم للرطوبة', sub: 'Plâtre et plaques de plâtre', brand: 'Knauf', unit: 'piece', price: 1450, dims: [1.2, 0.0125, 2.5], chars: [c('Classe', 'H1')], },
  { fr: 'Dalle de faux plafond 60×60', ar: 'بلاطة سقف مستعار', sub: 'Faux plafonds', brand: 'Rockwool', unit: 'm2', price: 1100, dims: [0.6, 0.6, 0.015], chars: [c('Réaction au feu', 'A1')], },
  { fr: 'Mitigeur lavabo', ar: 'خلاط مغسلة', en: 'Basin mixer tap', sub: 'Robinetterie', brand: 'Grohe', unit: 'piece', price: 14500, dims: [0.05, 0.15, 0.17], chars: [c('Débit', '5,7', 'L/min')], bim: 'glb', },
  { fr: 'WC suspendu avec bâti-support', ar: 'مرحاض معلق مع هيكل', sub: 'Appareils sanitaires', brand: 'Roca', unit: 'piece', price: 38000, dims: [0.36, 0.54, 0.4], chars: [c('Chasse', '3/6', 'L')], bim: 'ifc', },
  { fr: 'Tube PPR 25 mm', ar: 'أنبوب PPR 25 مم', sub: 'Tubes et raccords', brand: 'Condor', unit: 'm', price: 160, dims: [4, 0.025, 0.025], chars: [c('Pression', 'PN20')], },
  { fr: 'Climatiseur split 12 000 BTU', ar: 'مكيف هواء سبليت 12000', en: 'Split air conditioner 12,000 BTU', sub: 'Climatisation', brand: 'Condor', unit: 'piece', price: 62000, dims: [0.8, 0.2, 0.28], chars: [c('Puissance', '3,5', 'kW'), c('Classe', 'A++')], bim: 'glb', },
  { fr: 'Pompe à chaleur air/eau 8 kW', ar: 'مضخة حرارية هواء/ماء', sub: 'Pompes à chaleur', brand: 'Daikin', unit: 'piece', price: null, dims: [1, 0.4, 0.8], chars: [c('COP', '4,6')], },
  { fr: 'Tableau électrique 3 rangées', ar: 'لوحة كهربائية 3 صفوف', sub: 'Tableaux et protection', brand: 'Schneider Electric', unit: 'piece', price: 21000, dims: [0.35, 0.1, 0.45], chars: [c('Modules', '39')], },
  { fr: 'Câble R2V 3G2,5', ar: 'كابل R2V 3G2.5', sub: 'Câbles et conduits', brand: 'Legrand', unit: 'm', price: 210, dims: [1, 0.01, 0.01], chars: [c('Section', '2,5', 'mm²')], },
  { fr: 'Prise de courant 2P+T', ar: 'مقبس كهربائي 2P+T', sub: 'Appareillage', brand: 'Legrand', unit: 'piece', price: 650, dims: [0.08, 0.04, 0.08], chars: [c('Intensité', '16', 'A')], },
  { fr: 'Panneau photovoltaïque 450 Wc', ar: 'لوح شمسي 450 واط', en: 'Solar panel 450 Wp', sub: 'Photovoltaïque', brand: 'Condor', unit: 'piece', price: 27500, dims: [1.9, 1.13, 0.035], chars: [c('Puissance', '450', 'Wc')], bim: 'ifc', },
  { fr: 'Détecteur de fumée autonome', ar: 'كاشف دخان مستقل', sub: 'Détection incendie', brand: 'Hager', unit: 'piece', price: 3200, dims: [0.1, 0.1, 0.04], chars: [c('Norme', 'EN 14604')], status: 'draft', },
  { fr: 'Porte coupe-feu EI60', ar: 'باب مقاوم للحريق EI60', sub: 'Portes coupe-feu', brand: 'Technal', unit: 'piece', price: null, dims: [0.93, 0.06, 2.04], chars: [c('Résistance', 'EI60')], status: 'draft', },
  { fr: 'Pavé autobloquant 8 cm', ar: 'بلاط متشابك 8 سم', sub: 'Pavés et bordures', brand: 'GICA', unit: 'm2', price: 1350, dims: [0.2, 0.1, 0.08], chars: [c('Épaisseur', '8', 'cm')], status: 'draft', },
  { fr: 'Bordure de trottoir T2', ar: 'حافة رصيف T2', sub: 'Pavés et bordures', brand: 'GICA', unit: 'piece', price: 450, dims: [1, 0.15, 0.25], chars: [c('Longueur', '100', 'cm')], status: 'archived', },
];
