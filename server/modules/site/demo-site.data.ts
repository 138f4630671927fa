import type { Localized, PlanAudience, PlanLimits } from '../../../src/api/contract/site';

type DemoPlan = {
  code: string;
  audience: PlanAudience;
  name: Localized;
  description: Localized;
  features: Localized[];
  priceMonthly: number;
  priceYearly: number;
  limits: PlanLimits;
  highlighted?: boolean;
};

const f = (fr: string, en: string, ar: string): Localized => ({ fr, en, ar });

/** The demo plans: a free one and two paid ones per audience (prices in DZD). */
export const demoPlans: DemoPlan[] = [
  {
    code: 'pro-free',
    audience: 'pro',
    name: f('Découverte', 'Discovery', 'اكتشاف'),
    description: f(
      'Pour essayer la plateforme sur un premier projet.',
      'To try the platform on a first project.',
      'لتجربة المنصة على مشروع أول.',
    ),
    features: [
      f('Visionneuse IFC et 3D', 'IFC and 3D viewer', 'عارض IFC وثلاثي الأبعاد'),
      f('Bibliothèque de produits', 'Product library', 'مكتبة المنتجات'),
    ],
    priceMonthly: 0,
    priceYearly: 0,
    limits: {
      projects: 3,
      storage_mb: 1024,
      collaborators: 3,
      products: null,
      orders_per_month: 5,
    },
  },
  {
    code: 'pro-studio',
    audience: 'pro',
    name: f('Studio', 'Studio', 'استوديو'),
    description: f(
      'Pour un architecte ou un bureau d’études qui suit plusieurs chantiers.',
      'For an architect or a design office running several sites.',
      'للمهندس المعماري أو مكتب الدراسات الذي يتابع عدة ورشات.',
    ),
    features: [
      f(
        'Annotations, BCF et comparaison de versions',
        'Annotations, BCF and version compare',
        'التعليقات وBCF ومقارنة النسخ',
      ),
      f(
        'Partage par lien et collaborateurs',
        'Link sharing and collaborators',
        'المشاركة عبر رابط والمتعاونون',
      ),
      f('Commandes de produits', 'Product orders', 'طلبات المنتجات'),
    ],
    priceMonthly: 2900,
    priceYearly: 29000,
    limits: {
      projects: 25,
      storage_mb: 20480,
      collaborators: 15,
      products: null,
      orders_per_month: 50,
    },
    highlighted: true,
  },
  {
    code: 'pro-agency',
    audience: 'pro',
    name: f('Agence', 'Agency', 'وكالة'),
    description: f(
      'Pour une équipe qui travaille sur de nombreux projets à la fois.',
      'For a team working on many projects at once.',
      'لفريق يعمل على مشاريع كثيرة في آن واحد.',
    ),
    features: [
      f('Projets illimités', 'Unlimited projects', 'مشاريع غير محدودة'),
      f('100 Go de stockage', '100 GB of storage', '100 غيغابايت من التخزين'),
      f('Assistance prioritaire', 'Priority support', 'دعم ذو أولوية'),
    ],
    priceMonthly: 7900,
    priceYearly: 79000,
    limits: {
      projects: null,
      storage_mb: 102400,
      collaborators: 50,
      products: null,
      orders_per_month: null,
    },
  },
  {
    code: 'fab-free',
    audience: 'fab',
    name: f('Vitrine', 'Showcase', 'واجهة'),
    description: f(
      'Pour présenter vos premiers produits aux professionnels.',
      'To show your first products to professionals.',
      'لعرض منتجاتك الأولى على المهنيين.',
    ),
    features: [
      f(
        'Fiche fabricant dans l’annuaire',
        'Manufacturer page in the directory',
        'صفحة المصنّع في الدليل',
      ),
      f(
        'Fiches produits avec objets BIM',
        'Product sheets with BIM objects',
        'بطاقات منتجات مع كائنات BIM',
      ),
    ],
    priceMonthly: 0,
    priceYearly: 0,
    limits: {
      projects: null,
      storage_mb: 1024,
      collaborators: null,
      products: 10,
      orders_per_month: null,
    },
  },
  {
    code: 'fab-catalogue',
    audience: 'fab',
    name: f('Catalogue', 'Catalogue', 'كتالوج'),
    description: f(
      'Pour publier toute une gamme et recevoir des commandes.',
      'To publish a whole range and receive orders.',
      'لنشر تشكيلة كاملة واستقبال الطلبات.',
    ),
    features: [
      f('Jusqu’à 200 produits publiés', 'Up to 200 published products', 'حتى 200 منتج منشور'),
      f('Commandes et messagerie', 'Orders and messaging', 'الطلبات والمراسلة'),
      f('Statistiques de consultation', 'View statistics', 'إحصائيات المشاهدة'),
    ],
    priceMonthly: 4900,
    priceYearly: 49000,
    limits: {
      projects: null,
      storage_mb: 10240,
      collaborators: null,
      products: 200,
      orders_per_month: null,
    },
    highlighted: true,
  },
  {
    code: 'fab-industry',
    audience: 'fab',
    name: f('Industrie', 'Industry', 'صناعة'),
    description: f(
      'Pour un fabricant aux nombreuses gammes et références.',
      'For a manufacturer with many ranges and references.',
      'للمصنّع ذي التشكيلات والمراجع الكثيرة.',
    ),
    features: [
      f('Produits illimités', 'Unlimited products', 'منتجات غير محدودة'),
      f('100 Go de stockage', '100 GB of storage', '100 غيغابايت من التخزين'),
      f('Mise en avant dans la bibliothèque', 'Featured in the library', 'إبراز في المكتبة'),
    ],
    priceMonthly: 14900,
    priceYearly: 149000,
    limits: {
      projects: null,
      storage_mb: 102400,
      collaborators: null,
      products: null,
      orders_per_month: null,
    },
  },
];

type DemoFaq = { audience: PlanAudience | 'all'; q: Localized; a: Localized };

/** The demo FAQ, each entry in fr, en and ar. */
export const demoFaqs: DemoFaq[] = [
  {
    audience: 'all',
    q: f('Qu’est-ce qu’Ouvrage ?', 'What is Ouvrage?', 'ما هي منصة Ouvrage؟'),
    a: f(
      'Une plateforme algérienne où les professionnels du bâtiment gèrent leurs projets et maquettes BIM, et où les fabricants publient leurs produits.',
      'An Algerian platform where building professionals manage their projects and BIM models, and where manufacturers publish their products.',
      'منصة جزائرية يدير فيها مهنيو البناء مشاريعهم ونماذج BIM، وينشر فيها المصنّعون منتجاتهم.',
    ),
  },
  {
    audience: 'all',
    q: f('Comment payer un abonnement ?', 'How do I pay for a subscription?', 'كيف أدفع الاشتراك؟'),
    a: f(
      'Par virement bancaire, CCP ou chèque. Joignez le justificatif à votre demande : un administrateur la confirme sous deux jours ouvrés.',
      'By bank transfer, CCP or cheque. Attach the proof to your request: an administrator confirms it within two working days.',
      'عن طريق التحويل البنكي أو الحساب البريدي الجاري أو الشيك. أرفق الإثبات بطلبك: يؤكده أحد المسؤولين خلال يومي عمل.',
    ),
  },
  {
    audience: 'all',
    q: f(
      'Que se passe-t-il à la fin de mon abonnement ?',
      'What happens when my subscription ends?',
      'ماذا يحدث عند انتهاء اشتراكي؟',
    ),
    a: f(
      'Votre compte revient à la formule gratuite. Rien n’est supprimé : vous gardez l’accès en lecture à tout.',
      'Your account falls back to the free plan. Nothing is deleted: you keep read access to everything.',
      'يعود حسابك إلى الباقة المجانية. لا يُحذف شيء: تحتفظ بإمكانية الاطلاع على كل شيء.',
    ),
  },
  {
    audience: 'pro',
    q: f(
      'Quels formats de maquette puis-je ouvrir ?',
      'Which model formats can I open?',
      'ما صيغ النماذج التي يمكنني فتحها؟',
    ),
    a: f(
      'IFC (2x3 et 4), glTF/GLB et OBJ, directement dans le navigateur, sans rien installer.',
      'IFC (2x3 and 4), glTF/GLB and OBJ, right in the browser, with nothing to install.',
      'IFC (2x3 و4) وglTF/GLB وOBJ، مباشرة في المتصفح دون تثبيت أي شيء.',
    ),
  },
  {
    audience: 'pro',
    q: f(
      'Puis-je inviter mes partenaires sur un projet ?',
      'Can I invite my partners to a project?',
      'هل يمكنني دعوة شركائي إلى مشروع؟',
    ),
    a: f(
      'Oui : ajoutez-les comme collaborateurs avec un rôle, ou partagez un fichier par un lien public.',
      'Yes: add them as collaborators with a role, or share a file through a public link.',
      'نعم: أضفهم كمتعاونين بدور محدد، أو شارك ملفًا عبر رابط عام.',
    ),
  },
  {
    audience: 'fab',
    q: f('Comment publier mes produits ?', 'How do I publish my products?', 'كيف أنشر منتجاتي؟'),
    a: f(
      'Dans votre espace fabricant, créez une fiche, joignez photos, fiche technique et objet BIM, puis publiez-la.',
      'In your manufacturer area, create a sheet, attach pictures, a datasheet and a BIM object, then publish it.',
      'في فضاء المصنّع، أنشئ بطاقة وأرفق الصور والبطاقة التقنية وكائن BIM ثم انشرها.',
    ),
  },
  {
    audience: 'fab',
    q: f('Qui voit mes produits ?', 'Who sees my products?', 'من يرى منتجاتي؟'),
    a: f(
      'Tout visiteur de la bibliothèque ; les professionnels inscrits peuvent télécharger les objets BIM et commander.',
      'Every visitor of the library; registered professionals can download the BIM objects and order.',
      'كل زائر للمكتبة؛ ويمكن للمهنيين المسجلين تنزيل كائنات BIM والطلب.',
    ),
  },
];
