/** SPEC §2's dialogs (plus the deactivated modal of "other screens"), each with an open flag. */
export const dialogNames = [
  'newProjectFolder',
  'rename',
  'newProject',
  'importFile',
  'importFileOptions',
  'logout',
  'confirmDelete',
  'notAuthenticated',
  'newBcf',
  'newAnnotation',
  'subscriptionPro',
  'subscriptionManufacturer',
  'subscriptionConfirmed',
  'subscriptionRejected',
  'subscriptionError',
  'subscriptionReceived',
  'subscriptionChosen',
  'inviteCollaborator',
  'shareInvite',
  'shareLink',
  'shareFolder',
  'shareManagement',
  'manageCollaborators',
  'fileVersionDetails',
  'downloadProductFile',
  'productOrderSent',
  'productOrderInTreatment',
  'productForm',
  'contactUser',
  'addContactMessage',
  'deactivated',
] as const;
export type DialogName = (typeof dialogNames)[number];

type Scalar = string | number | boolean | null | undefined;
/** What a dialog is opened about (ids, names, modes): plain values only, so snapshots serialise. */
export type DialogData = Readonly<Record<string, Scalar>>;

/**
 * Dialogs whose payload has a fixed shape. Add an entry here when a dialog needs one; the others
 * take an optional `DialogData`.
 */
export interface DialogPayloads {
  /** Optional: the product dialog opens in add mode by default. */
  productForm: { mode: 'add' | 'edit'; productId?: string } | undefined;
  confirmDelete: { kind: 'project' | 'file' | 'fileVersion'; id: string; name?: string };
  rename: { kind: 'project' | 'folder' | 'file'; id: string; name: string };
}
export type PayloadOf<N extends DialogName> = N extends keyof DialogPayloads
  ? DialogPayloads[N]
  : DialogData | undefined;

/** SPEC §2: the product dialog's mode defaults to add. */
export const defaultPayloads: Partial<Record<DialogName, DialogData>> = {
  productForm: { mode: 'add' },
};
