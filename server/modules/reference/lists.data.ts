type Names = readonly [fr: string, en: string, ar: string];

export const jobsData: readonly Names[] = [
  ['Architecte', 'Architect', 'مهندس معماري'],
  ['Architecte d’intérieur', 'Interior designer', 'مهندس ديكور داخلي'],
  ['Ingénieur en génie civil', 'Civil engineer', 'مهندس مدني'],
  ['Ingénieur structure', 'Structural engineer', 'مهندس إنشائي'],
  ['Ingénieur fluides (CVC, plomberie)', 'MEP engineer', 'مهندس الموائع (تكييف وسباكة)'],
  ['Ingénieur électricien', 'Electrical engineer', 'مهندس كهربائي'],
  ['Économiste de la construction', 'Quantity surveyor', 'اقتصادي البناء'],
  ['Géomètre-topographe', 'Land surveyor', 'مهندس مساحة وطبوغرافيا'],
  ['BIM manager', 'BIM manager', 'مدير نمذجة معلومات البناء'],
  ['Modeleur BIM', 'BIM modeller', 'مصمم نماذج BIM'],
  ['Dessinateur-projeteur', 'Draughtsman', 'رسام تقني'],
  ['Chef de projet', 'Project manager', 'مدير مشروع'],
  ['Conducteur de travaux', 'Site manager', 'مسؤول الأشغال'],
  ['Contrôleur technique', 'Building control inspector', 'مراقب تقني'],
  ['Urbaniste', 'Urban planner', 'مخطط عمراني'],
  ['Paysagiste', 'Landscape architect', 'مهندس مناظر طبيعية'],
  ["Maître d'ouvrage", 'Project owner', 'صاحب المشروع'],
  ['Promoteur immobilier', 'Property developer', 'مرقٍّ عقاري'],
  ['Entrepreneur', 'Contractor', 'مقاول'],
  ['Enseignant-chercheur', 'Lecturer and researcher', 'أستاذ باحث'],
  ['Étudiant', 'Student', 'طالب'],
  ['Autre', 'Other', 'أخرى'],
];

export const activitySectorsData: readonly Names[] = [
  ['Bâtiment', 'Building construction', 'البناء'],
  ['Travaux publics', 'Public works', 'الأشغال العمومية'],
  ['Génie civil', 'Civil engineering', 'الهندسة المدنية'],
  ['Hydraulique', 'Water engineering', 'الري والهيدروليك'],
  ['Énergie', 'Energy', 'الطاقة'],
  ['Industrie', 'Industry', 'الصناعة'],
  ['Immobilier', 'Real estate', 'العقارات'],
  ['Architecture et urbanisme', 'Architecture and urban planning', 'العمارة والعمران'],
  ['Études et ingénierie', 'Engineering and consultancy', 'الدراسات والهندسة'],
  ['Matériaux de construction', 'Building materials', 'مواد البناء'],
  ['Administration publique', 'Public administration', 'الإدارة العمومية'],
  ['Enseignement et recherche', 'Education and research', 'التعليم والبحث'],
  ['Patrimoine et restauration', 'Heritage and restoration', 'التراث والترميم'],
];

/** Algerian universities and schools that teach architecture, civil engineering and building trades. */
export const universitiesData: readonly Names[] = [
  [
    "École polytechnique d'architecture et d'urbanisme (EPAU), Alger",
    'Polytechnic School of Architecture and Urban Planning (EPAU), Algiers',
    'المدرسة المتعددة التقنيات للهندسة المعمارية والعمران، الجزائر',
  ],
  [
    'École nationale polytechnique (ENP), Alger',
    'National Polytechnic School (ENP), Algiers',
    'المدرسة الوطنية المتعددة التقنيات، الجزائر',
  ],
  [
    'École nationale supérieure des travaux publics (ENSTP), Alger',
    'National Higher School of Public Works (ENSTP), Algiers',
    'المدرسة الوطنية العليا للأشغال العمومية، الجزائر',
  ],
  [
    'École nationale supérieure d’hydraulique (ENSH), Blida',
    'National Higher School of Hydraulics (ENSH), Blida',
    'المدرسة الوطنية العليا للري، البليدة',
  ],
  [
    'École nationale polytechnique d’Oran Maurice Audin',
    'Maurice Audin National Polytechnic School of Oran',
    'المدرسة الوطنية المتعددة التقنيات موريس أودان، وهران',
  ],
  [
    'Université des sciences et de la technologie Houari Boumediene (USTHB)',
    'Houari Boumediene University of Science and Technology (USTHB)',
    'جامعة هواري بومدين للعلوم والتكنولوجيا',
  ],
  ['Université Saad Dahlab Blida 1', 'Saad Dahlab University Blida 1', 'جامعة سعد دحلب البليدة 1'],
  [
    'Université Mouloud Mammeri de Tizi Ouzou',
    'Mouloud Mammeri University of Tizi Ouzou',
    'جامعة مولود معمري تيزي وزو',
  ],
  [
    'Université Abderrahmane Mira de Béjaïa',
    'Abderrahmane Mira University of Bejaia',
    'جامعة عبد الرحمان ميرة بجاية',
  ],
  [
    'Université Salah Boubnider Constantine 3',
    'Salah Boubnider University Constantine 3',
    'جامعة صالح بوبنيدر قسنطينة 3',
  ],
  [
    'Université des sciences et de la technologie d’Oran Mohamed Boudiaf (USTO-MB)',
    'Mohamed Boudiaf University of Science and Technology of Oran (USTO-MB)',
    'جامعة وهران للعلوم والتكنولوجيا محمد بوضياف',
  ],
  ['Université Badji Mokhtar Annaba', 'Badji Mokhtar University Annaba', 'جامعة باجي مختار عنابة'],
  ['Université Ferhat Abbas Sétif 1', 'Ferhat Abbas University Setif 1', 'جامعة فرحات عباس سطيف 1'],
  [
    'Université Abou Bekr Belkaïd de Tlemcen',
    'Abou Bekr Belkaid University of Tlemcen',
    'جامعة أبي بكر بلقايد تلمسان',
  ],
  [
    'Université Mohamed Khider de Biskra',
    'Mohamed Khider University of Biskra',
    'جامعة محمد خيضر بسكرة',
  ],
  [
    'Université Hassiba Benbouali de Chlef',
    'Hassiba Benbouali University of Chlef',
    'جامعة حسيبة بن بوعلي الشلف',
  ],
  ['Université Kasdi Merbah Ouargla', 'Kasdi Merbah University Ouargla', 'جامعة قاصدي مرباح ورقلة'],
  [
    'Université Batna 2 Mostefa Ben Boulaïd',
    'Mostefa Ben Boulaid University Batna 2',
    'جامعة باتنة 2 مصطفى بن بولعيد',
  ],
  [
    "Université M'Hamed Bougara de Boumerdès",
    "M'Hamed Bougara University of Boumerdes",
    'جامعة امحمد بوقرة بومرداس',
  ],
];

export const universityFieldsData: readonly Names[] = [
  ['Architecture', 'Architecture', 'الهندسة المعمارية'],
  ['Urbanisme', 'Urban planning', 'العمران'],
  ['Génie civil', 'Civil engineering', 'الهندسة المدنية'],
  ['Travaux publics', 'Public works', 'الأشغال العمومية'],
  ['Hydraulique', 'Hydraulics', 'الري'],
  ['Génie mécanique', 'Mechanical engineering', 'الهندسة الميكانيكية'],
  ['Génie électrique', 'Electrical engineering', 'الهندسة الكهربائية'],
  ['Génie climatique', 'Building services engineering', 'هندسة التكييف'],
  ['Géotechnique', 'Geotechnics', 'الجيوتقنية'],
  ['Topographie', 'Surveying', 'الطبوغرافيا'],
  ['Science des matériaux', 'Materials science', 'علوم المواد'],
  ["Architecture d'intérieur", 'Interior architecture', 'العمارة الداخلية'],
  ['Patrimoine bâti', 'Built heritage', 'التراث المبني'],
];

/** Building-product brands sold in Algeria; users add the others. */
export const brandsData: readonly string[] = [
  'Lafarge',
  'GICA',
  'Knauf',
  'Placo',
  'Saint-Gobain',
  'Weber',
  'Sika',
  'Isover',
  'Rockwool',
  'Technal',
  'Schüco',
  'Velux',
  'Grohe',
  'Roca',
  'Schneider Electric',
  'Legrand',
  'Hager',
  'Daikin',
  'Carrier',
  'Condor',
];
