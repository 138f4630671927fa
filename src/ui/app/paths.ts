/** Every client route in one place (SPEC §2). */
export const paths = {
  home: '/',
  professionals: '/professionnels',
  manufacturers: '/fabricants',
  login: '/login',
  register: '/register',
  proProjects: '/pro/projects',
  fabProducts: '/fab/products',
} as const;
