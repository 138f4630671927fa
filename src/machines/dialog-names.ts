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
  'moveItem',
  // SPEC §2: the floating-action page of phones (a full-screen sheet of the actions that make things).
  'floatingActions',
  // Administration (issue 4): decisions that need a reason.
  'rejectAccount',
  'deactivateAccount',
  // Orders (issue 20): the manufacturer's acceptance, and a refusal or cancellation's reason.
  'orderAccept',
  'orderReason',
  // Messages (issue 21): why a message is reported to the administrators.
  'reportMessage',
  // Administration (issue 22): a plan's and an FAQ entry's form, the answer to a contact message.
  'adminPlan',
  'adminFaq',
  'adminContactAnswer',
  // Subscriptions (issue 22): why an administrator rejects a request.
  'rejectSubscription',
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
  /** `fileVersion`: `id` is the file, `number` the version; `parentId` the folder a file or folder is in. */
  confirmDelete: {
    kind: 'project' | 'folder' | 'file' | 'fileVersion';
    id: string;
    name?: string;
    number?: number;
    parentId?: string;
    projectId?: string;
  };
  /** `parentId`: the folder holding the file or folder (the list updated at once). */
  rename: {
    kind: 'project' | 'folder' | 'file';
    id: string;
    name: string;
    parentId?: string;
    projectId?: string;
  };
  /** Move a file or folder to another folder of `projectId`. */
  moveItem: {
    kind: 'folder' | 'file';
    id: string;
    name: string;
    projectId: string;
    parentId: string;
  };
  /** The user to write to, from the directory or a profile. */
  addContactMessage: { participantId: string; name: string };
  rejectAccount: { id: string; name: string };
  deactivateAccount: { id: string; name: string };
  /** The message reported to the administrators. */
  reportMessage: { messageId: string };
  /** The plan or FAQ entry edited; none to create one. */
  adminPlan: { id?: string } | undefined;
  adminFaq: { id?: string } | undefined;
  adminContactAnswer: { id: string; subject: string };
  rejectSubscription: { id: string; name: string };
}
export type PayloadOf<N extends DialogName> = N extends keyof DialogPayloads
  ? DialogPayloads[N]
  : DialogData | undefined;

/** SPEC §2: the product dialog's mode defaults to add. */
export const defaultPayloads: Partial<Record<DialogName, DialogData>> = {
  productForm: { mode: 'add' },
};
