type Names = readonly [fr: string, en: string, ar: string];

/** The building-product tree a catalogue needs: trades at the top, product families below. */
export const categoriesData: readonly { icon: string; names: Names; children: readonly Names[] }[] =
  [
    {
      icon: 'structure',
      names: ['Gros œuvre', 'Structural work', 'الأشغال الكبرى'],
      children: [
        ['Béton et mortiers', 'Concrete and mortars', 'الخرسانة والملاط'],
        ['Ciments et liants', 'Cement and binders', 'الإسمنت والمواد الرابطة'],
        ['Blocs et briques', 'Blocks and bricks', 'القوالب والطوب'],
        ['Aciers pour béton armé', 'Reinforcing steel', 'حديد التسليح'],
        ['Charpente métallique', 'Structural steel', 'الهياكل المعدنية'],
        ['Bois de structure', 'Structural timber', 'الخشب الإنشائي'],
        ['Préfabriqué béton', 'Precast concrete', 'الخرسانة مسبقة الصنع'],
      ],
    },
    {
      icon: 'facade',
      names: ['Enveloppe et façades', 'Envelope and façades', 'الغلاف والواجهات'],
      children: [
        ['Bardages', 'Cladding', 'الكسوة الخارجية'],
        ['Murs-rideaux', 'Curtain walls', 'الجدران الستارية'],
        ['Enduits de façade', 'Façade renders', 'لياسة الواجهات'],
        ['Pierre et parements', 'Stone and facings', 'الحجر والتلبيس'],
      ],
    },
    {
      icon: 'window',
      names: ['Menuiseries et ouvertures', 'Doors and windows', 'النجارة والفتحات'],
      children: [
        ['Fenêtres', 'Windows', 'النوافذ'],
        ['Portes intérieures', 'Interior doors', 'الأبواب الداخلية'],
        [
          'Portes extérieures et blindées',
          'External and security doors',
          'الأبواب الخارجية والمصفحة',
        ],
        ['Vitrages', 'Glazing', 'الزجاج'],
        ['Volets et stores', 'Shutters and blinds', 'المصاريع والستائر'],
        ['Quincaillerie', 'Ironmongery', 'الخردوات'],
      ],
    },
    {
      icon: 'insulation',
      names: ['Isolation et étanchéité', 'Insulation and waterproofing', 'العزل الحراري والمائي'],
      children: [
        ['Isolation thermique', 'Thermal insulation', 'العزل الحراري'],
        ['Isolation acoustique', 'Acoustic insulation', 'العزل الصوتي'],
        ['Étanchéité', 'Waterproofing', 'العزل المائي'],
      ],
    },
    {
      icon: 'roof',
      names: ['Couverture et toiture', 'Roofing', 'الأسقف والتغطية'],
      children: [
        ['Tuiles', 'Roof tiles', 'القرميد'],
        ['Couvertures métalliques', 'Metal roofing', 'الأسقف المعدنية'],
        ['Toitures-terrasses', 'Flat roofs', 'الأسطح المستوية'],
        ['Gouttières et descentes', 'Gutters and downpipes', 'المزاريب وأنابيب التصريف'],
      ],
    },
    {
      icon: 'finishes',
      names: ['Second œuvre et finitions', 'Finishes', 'التشطيبات'],
      children: [
        ['Carrelage et faïence', 'Floor and wall tiles', 'البلاط والخزف'],
        ['Revêtements de sol', 'Floor coverings', 'أغطية الأرضيات'],
        ['Peintures et enduits', 'Paints and coatings', 'الدهانات والطلاءات'],
        ['Plâtre et plaques de plâtre', 'Plaster and plasterboard', 'الجبس والألواح الجبسية'],
        ['Faux plafonds', 'Suspended ceilings', 'الأسقف المعلقة'],
        ['Revêtements muraux', 'Wall coverings', 'تكسيات الجدران'],
      ],
    },
    {
      icon: 'plumbing',
      names: ['Plomberie et sanitaire', 'Plumbing and sanitary', 'السباكة والأدوات الصحية'],
      children: [
        ['Tubes et raccords', 'Pipes and fittings', 'الأنابيب والوصلات'],
        ['Appareils sanitaires', 'Sanitary ware', 'الأدوات الصحية'],
        ['Robinetterie', 'Taps and valves', 'الحنفيات والصمامات'],
        ["Production d'eau chaude", 'Water heating', 'تسخين المياه'],
        ['Évacuation et assainissement', 'Drainage and sewerage', 'الصرف والتطهير'],
      ],
    },
    {
      icon: 'hvac',
      names: [
        'Chauffage, ventilation, climatisation',
        'Heating, ventilation, air conditioning',
        'التدفئة والتهوية والتكييف',
      ],
      children: [
        ['Chaudières et radiateurs', 'Boilers and radiators', 'المراجل والمشعات'],
        ['Climatisation', 'Air conditioning', 'تكييف الهواء'],
        ['Ventilation', 'Ventilation', 'التهوية'],
        ['Pompes à chaleur', 'Heat pumps', 'المضخات الحرارية'],
        ['Gaines et diffuseurs', 'Ducts and diffusers', 'القنوات والناشرات'],
      ],
    },
    {
      icon: 'electrical',
      names: ['Électricité', 'Electrical', 'الكهرباء'],
      children: [
        ['Câbles et conduits', 'Cables and conduits', 'الكوابل والأنابيب الكهربائية'],
        ['Tableaux et protection', 'Switchboards and protection', 'اللوحات والحماية'],
        ['Appareillage', 'Switches and sockets', 'المفاتيح والمقابس'],
        ['Éclairage', 'Lighting', 'الإنارة'],
        [
          'Courants faibles et domotique',
          'Low voltage and home automation',
          'التيار الضعيف والمنزل الذكي',
        ],
        ['Photovoltaïque', 'Solar photovoltaics', 'الطاقة الشمسية الكهروضوئية'],
      ],
    },
    {
      icon: 'fire',
      names: ['Sécurité incendie', 'Fire safety', 'السلامة من الحرائق'],
      children: [
        ['Détection incendie', 'Fire detection', 'كشف الحرائق'],
        ['Extinction', 'Fire suppression', 'إطفاء الحرائق'],
        ['Portes coupe-feu', 'Fire doors', 'الأبواب المقاومة للحريق'],
      ],
    },
    {
      icon: 'outdoor',
      names: ['Aménagements extérieurs', 'Outdoor works', 'التهيئة الخارجية'],
      children: [
        ['Pavés et bordures', 'Pavers and kerbs', 'البلاط الخارجي والحواف'],
        ['Clôtures et portails', 'Fences and gates', 'الأسوار والبوابات'],
        ['Voirie et réseaux divers', 'Roads and utilities', 'الطرق والشبكات المختلفة'],
        ['Mobilier urbain', 'Street furniture', 'الأثاث الحضري'],
      ],
    },
    {
      icon: 'equipment',
      names: ['Équipements', 'Equipment', 'التجهيزات'],
      children: [
        ['Ascenseurs et escaliers mécaniques', 'Lifts and escalators', 'المصاعد والسلالم المتحركة'],
        ['Cuisines équipées', 'Fitted kitchens', 'المطابخ المجهزة'],
        ['Mobilier', 'Furniture', 'الأثاث'],
      ],
    },
  ];
