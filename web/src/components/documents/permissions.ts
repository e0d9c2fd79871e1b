/**
 * Who may do what in the document browser (QD §6, FA §6): staff may do everything; a client may not where the firm
 * turned folder or file actions off or locked the folder ('Disabled by firm', clientActionProblem), nor at all when
 * the account or the entity is read-only; staff previewing a client's screens change nothing and never see STAFF
 * ONLY folders (FA §6 'Preview mode hides folders containing STAFF ONLY').
 */
import {
  clientActionProblem,
  isStaffOnly,
  type ClientActionPreferences,
  type ClientDocumentAction,
} from '@ledgerline/shared/document-folders';
import { documentOwnText } from '@ledgerline/shared/documents';
import { navText } from '../../messages';
import { permissionProblem } from '../ui/entity-permissions';

export type BrowserMode = 'staff' | 'client' | 'preview';

export interface Actor {
  mode: BrowserMode;
  prefs: ClientActionPreferences;
  userReadOnly: boolean;
  companyReadOnly: boolean;
  /**
   * Staff: their firm-role permissions on the entity (FA §3.4, §6), null or absent when roles do not decide for them.
   * Uploading needs documents.upload and deleting documents.delete, as the API checks.
   */
  permissions?: readonly string[] | null;
}

/** The firm-role permission a staff member's document action needs, if any (README "Firm roles and permissions"). */
const permissionFor: Partial<Record<ClientDocumentAction, 'documents.upload' | 'documents.delete'>> = {
  upload: 'documents.upload',
  delete: 'documents.delete',
};

/** The firm preferences that decide a client's actions (QD §3 firm preferences), from the firm's. */
export function actionPreferences(prefs: Record<string, unknown> | null | undefined): ClientActionPreferences {
  return {
    disable_folder_action: prefs?.disable_folder_action,
    disable_file_edit_action: prefs?.disable_file_edit_action,
    folders_where_client_actions_disabled: prefs?.folders_where_client_actions_disabled,
  };
}

/** Why this actor may not do `action` in `path` (on a folder or a file), or null when they may. */
export function actionProblem(
  actor: Actor,
  action: ClientDocumentAction,
  path: string,
  onFolder: boolean,
): string | null {
  if (actor.mode === 'staff') {
    const permission = permissionFor[action];
    return permission ? permissionProblem(actor.permissions ?? null, permission) : null;
  }
  if (actor.mode === 'preview') return navText.notInPreview;
  // FA §6: read-only users or entities can view existing documents but not upload or change them.
  if (actor.userReadOnly) return documentOwnText.readonlyUser;
  if (actor.companyReadOnly) return documentOwnText.readonlyCompany;
  return clientActionProblem(action, path, onFolder, actor.prefs);
}

/** A move or copy changes two folders: the one it leaves and the one it goes to. */
export function moveProblem(
  actor: Actor,
  action: 'move' | 'copy',
  from: string,
  to: string,
  onFolder: boolean,
): string | null {
  return actionProblem(actor, action, from, onFolder) ?? actionProblem(actor, action, to, onFolder);
}

/** The staff-only parts: descriptions, tags, deleted files, restore, client links, images to PDF (QD §6). */
export const isStaff = (actor: Pick<Actor, 'mode'>) => actor.mode === 'staff';

/** Whether a folder is listed for this actor (the server never sends STAFF ONLY folders to clients). */
export function folderShown(actor: Pick<Actor, 'mode'>, folderPath: string): boolean {
  return actor.mode === 'staff' || !isStaffOnly(folderPath);
}
