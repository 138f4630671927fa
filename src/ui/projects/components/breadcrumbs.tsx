import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Crumb } from '@/api/contract/people';

/** Where the folder is: root first (named after the project), this folder last, each one a link. */
export function FolderBreadcrumbs({
  path,
  href,
}: {
  path: Crumb[];
  href: (c: Crumb, i: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <Breadcrumb.Root aria-label={t('projects:breadcrumbs')} mb="3" data-testid="folder.breadcrumbs">
      <Breadcrumb.List>
        {path.map((c, i) => (
          <Fragment key={c.id}>
            {i > 0 && <Breadcrumb.Separator />}
            <Breadcrumb.Item>
              {i === path.length - 1 ? (
                <Breadcrumb.CurrentLink>{c.name}</Breadcrumb.CurrentLink>
              ) : (
                <Breadcrumb.Link asChild>
                  <Link to={href(c, i)}>{c.name}</Link>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
