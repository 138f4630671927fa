import type { IconType } from 'react-icons';
import {
  LuBell,
  LuFilePlus,
  LuFolderPlus,
  LuFolderKanban,
  LuHeart,
  LuMessageSquarePlus,
  LuPackagePlus,
} from 'react-icons/lu';
import type { DialogName } from '@/machines/dialog-names';
import { paths } from '../../app/paths';

/**
 * One action of the floating-action page: it opens a dialog (on the page that renders it: `at`,
 * when that is not the current page) or goes to a page.
 */
export type FloatingAction = {
  id: string;
  label: string;
  icon: IconType;
  dialog?: DialogName;
  /** The page that renders `dialog`, or the page to go to. */
  at?: string;
};

/** Where the user is: the area, and inside a project's files the project (and folder). */
export type FloatingContext = {
  area: 'pro' | 'fab';
  inProjectFiles: boolean;
  canEdit: boolean;
};

/**
 * The actions that make things, for the area and the page (issue 27): a professional creates
 * projects, and inside a project folders and files; a manufacturer creates products; both write
 * messages and reach their notifications and favourites.
 */
export function floatingActions({
  area,
  inProjectFiles,
  canEdit,
}: FloatingContext): FloatingAction[] {
  const own: FloatingAction[] =
    area === 'pro'
      ? [
          {
            id: 'new-project',
            label: 'shell:fab.new_project',
            icon: LuFolderKanban,
            dialog: 'newProject',
            at: paths.pro.projects,
          },
          ...(inProjectFiles && canEdit
            ? [
                {
                  id: 'new-folder',
                  label: 'shell:fab.new_folder',
                  icon: LuFolderPlus,
                  dialog: 'newProjectFolder' as const,
                },
                {
                  id: 'import-file',
                  label: 'shell:fab.import_file',
                  icon: LuFilePlus,
                  dialog: 'importFile' as const,
                },
              ]
            : []),
        ]
      : [
          {
            id: 'new-product',
            label: 'shell:fab.new_product',
            icon: LuPackagePlus,
            at: paths.fab.productNew,
          },
        ];
  const a = paths[area];
  return [
    ...own,
    {
      id: 'new-message',
      label: 'shell:fab.new_message',
      icon: LuMessageSquarePlus,
      at: a.messages,
    },
    { id: 'notifications', label: 'shell:fab.notifications', icon: LuBell, at: a.notifications },
    { id: 'favorites', label: 'shell:fab.favorites', icon: LuHeart, at: a.favorites },
  ];
}
