import { paths } from '../../app/paths';

/** The public header's navigation (SPEC §2's public layout). */
export const publicNav = [
  { to: paths.professionals, label: 'shell:nav.professionals' },
  { to: paths.manufacturers, label: 'shell:nav.manufacturers' },
  { to: paths.library, label: 'shell:nav.library' },
  { to: paths.directory, label: 'shell:nav.directory' },
  { to: paths.plans, label: 'shell:nav.plans' },
  { to: paths.faq, label: 'shell:nav.faq' },
  { to: paths.contact, label: 'shell:nav.contact' },
] as const;
