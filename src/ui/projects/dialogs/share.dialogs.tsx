import { SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogData } from '@/machines/dialog-names';
import { shareMachine, type ShareKind } from '@/machines/share.machine';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { expiryIn, ShareForm } from './share-form';

/** What a share dialog is opened about. */
export type ShareAbout = { kind: 'file' | 'folder'; id: string; name: string; defaultDays: string };

export const shareAbout = (p: DialogData | undefined): ShareAbout | null =>
  p && typeof p.id === 'string'
    ? {
        kind: p.kind === 'folder' ? 'folder' : 'file',
        id: p.id,
        name: String(p.name ?? ''),
        defaultDays: String(p.defaultDays ?? '30'),
      }
    : null;

function ShareBody({
  about,
  kind,
  choose,
}: {
  about: ShareAbout;
  kind: ShareKind;
  choose?: boolean;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const actor = useActorRef(shareMachine, {
    input: {
      target: { kind: about.kind, id: about.id },
      kind,
      expiresAt: kind === 'link' ? expiryIn(about.defaultDays) : null,
    },
  });
  const current = useSelector(actor, (s) => s.context.kind);
  const shared = useSelector(actor, (s) => s.context.share);
  useEffect(() => {
    if (!shared) return;
    for (const key of [['shares'], ['shared-by-me']]) void qc.invalidateQueries({ queryKey: key });
  }, [shared, qc]);
  return (
    <Stack gap="4">
      {choose && !shared && (
        <SegmentGroup.Root
          value={current}
          onValueChange={(d) => actor.send({ type: 'share.setKind', kind: d.value as ShareKind })}
          aria-label={t('projects:share.kind')}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'link', label: t('projects:share.kinds.link') },
              { value: 'user', label: t('projects:share.kinds.user') },
            ]}
          />
        </SegmentGroup.Root>
      )}
      <Text color="fg.muted">{t(`projects:share.intro.${current}`, { name: about.name })}</Text>
      <ShareForm
        actor={actor}
        kind={current}
        defaultDays={current === 'link' ? about.defaultDays : 'never'}
      />
    </Stack>
  );
}

/** Share a file by public link (copy button, expiry). */
export function ShareLinkDialog() {
  const { t } = useTranslation();
  const about = shareAbout(useDialog('shareLink').payload);
  return (
    <AppDialog name="shareLink" title={t('projects:share.link_title', { name: about?.name ?? '' })}>
      {about && <ShareBody about={about} kind="link" />}
    </AppDialog>
  );
}

/** Share a file with a person by e-mail (they are told by mail). */
export function ShareInviteDialog() {
  const { t } = useTranslation();
  const about = shareAbout(useDialog('shareInvite').payload);
  return (
    <AppDialog
      name="shareInvite"
      title={t('projects:share.invite_title', { name: about?.name ?? '' })}
    >
      {about && <ShareBody about={about} kind="user" />}
    </AppDialog>
  );
}

/** Share a folder and everything in it, by link or with a person. */
export function ShareFolderDialog() {
  const { t } = useTranslation();
  const about = shareAbout(useDialog('shareFolder').payload);
  return (
    <AppDialog
      name="shareFolder"
      title={t('projects:share.folder_title', { name: about?.name ?? '' })}
    >
      {about && <ShareBody about={about} kind="link" choose />}
    </AppDialog>
  );
}
