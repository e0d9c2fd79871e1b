import { declareRoutes } from '../route';
import * as u from '../schemas/users';
import * as t from '../schemas/tags';
import * as w from '../schemas/users-write';
import * as inv from '../schemas/invite-firm-user';
import * as la from '../schemas/linked-accounts';
import * as p from '../schemas/profile';

export const userRoutes = declareRoutes('users', {
  listUsers: {
    aws: ['table'],
    method: 'GET',
    path: '/v2/users',
    access: 'advisor',
    summary:
      'The client directory: paged, searchable, filtered by assigned firm user and group; rows_per_page -1 lists all (the mass email audience)',
    input: u.UserListQuery,
    output: u.UserList,
  },
  getUser: {
    aws: ['table'],
    method: 'GET',
    path: '/users/{id}',
    access: 'authenticated',
    summary:
      'A user as the screens show them (staff: the firm’s people, for the advisor preview; a client: themselves)',
    input: u.UserIdQuery,
    output: u.UserProfile,
  },
  createClient: {
    aws: ['table'],
    method: 'POST',
    path: '/users/create_client_from_api',
    access: 'advisor',
    summary:
      'Create User and Entity (FA §3.3, §5.1): the client, their first entity and its ownership in one transaction; a blank email gets a temporary one',
    input: w.CreateClientInput,
    output: w.CreateClientResult,
  },
  checkEmailAvailability: {
    aws: ['table'],
    method: 'POST',
    path: '/users/check_email_availability',
    access: 'advisor',
    summary:
      'Whether an email is free; when taken in the caller’s firm, by whom (another firm’s people are never named)',
    input: w.CheckEmailInput,
    output: w.CheckEmailResult,
  },
  updateUser: {
    aws: ['table', 'realtime', 'queue'],
    method: 'PATCH',
    path: '/users/{id}',
    access: 'advisor',
    summary:
      'Edit a client (FA §5.2) and their settings (§4.4: activate or deactivate, with their entities; read-only; two-factor)',
    input: w.UpdateUserInput,
    output: w.UpdatedUser,
  },
  removeEmail: {
    aws: ['table'],
    method: 'POST',
    path: '/users/{id}/remove_email',
    access: 'advisor',
    summary: 'Remove a client’s email (FA §5.2, §7.2 path not shown in the spec): they get a temporary one',
    input: w.UserIdPath,
    output: w.UpdatedUser,
  },
  assignTemporaryEmail: {
    aws: ['table'],
    method: 'POST',
    path: '/users/assign_temporary_email',
    access: 'advisor',
    summary: 'Give a client a temporary email in place of theirs (the rules of removing an email apply)',
    input: w.AssignTemporaryEmailInput,
    output: w.UpdatedUser,
  },
  deleteClient: {
    aws: ['table'],
    method: 'POST',
    path: '/users/delete_client_from_api',
    access: 'advisor',
    summary: 'Soft-delete a client (deleted_at); their email stays theirs so a restore works',
    input: w.DeleteClientInput,
    output: w.MessageOnly,
  },
  restoreDeletedUser: {
    aws: ['table'],
    method: 'POST',
    path: '/v2/users/{id}/restore_deleted_user',
    access: 'advisor',
    summary: 'Restore a soft-deleted client',
    input: w.UserIdPath,
    output: w.UpdatedUser,
  },
  searchUsers: {
    aws: ['table'],
    method: 'GET',
    path: '/v2/users/search',
    access: 'advisor',
    readsOnly: true,
    summary: 'A few clients whose names (or email, phone) start with the words typed, for pickers',
    input: w.UserSearchQuery,
    output: w.UserRows,
  },
  usersByIds: {
    aws: ['table'],
    method: 'GET',
    path: '/v2/users/by_ids',
    access: 'advisor',
    readsOnly: true,
    summary: 'The firm’s people by id (ids[]=..., at most 100), in the order asked; unknown ids are left out',
    input: w.UsersByIdsQuery,
    output: w.UserRows,
  },
  userAssignedCompanies: {
    aws: ['table'],
    method: 'GET',
    path: '/v2/users/{id}/user_assigned_companies',
    access: 'advisor',
    readsOnly: true,
    summary: 'A client’s entities: id, hash_id, name, entity_type, inactive, is_primary',
    input: w.UserIdPath,
    output: w.AssignedCompanies,
  },
  updateOverviewSetting: {
    aws: ['table'],
    method: 'POST',
    path: '/users/update_overview_setting',
    access: 'advisor',
    summary: 'The caller’s own Collect overview setting: whether last activity includes all activity',
    input: w.OverviewSettingInput,
    output: w.OverviewSettingResult,
  },
  // FA §2.3 Profile Settings at /profile: a client's own personal fields (not flags, tags or assignment).
  updateOwnProfile: {
    aws: ['table'],
    method: 'PATCH',
    path: '/users/me/profile',
    access: 'client',
    summary:
      'The signed-in client’s own profile: names, phones, time zone, notification preference (read-only accounts may not)',
    input: p.ClientProfileInput,
    output: p.ProfileSaved,
  },
  // FA §2.2 Guide at /admin-guide: the steps a firm user has done, kept on their user.
  updateGuideProgress: {
    aws: ['table'],
    method: 'POST',
    path: '/users/update_guide_progress',
    access: 'advisor',
    summary: 'Mark a step of the Guide done or not done for the caller (when the firm’s tour is on)',
    input: p.GuideProgressInput,
    output: p.GuideProgress,
  },
  /** FA §5.6, §7.2: a client's contact tags. */
  updateTags: {
    aws: ['table'],
    method: 'POST',
    path: '/users/update_tags',
    access: 'advisor',
    summary: 'Set a client’s contact tags (tag ids, at most 8)',
    input: t.UpdateUserTagsInput,
    output: t.UserTagsSaved,
  },
  setContactTagsByNames: {
    aws: ['table'],
    method: 'POST',
    path: '/users/set_contact_tags_by_names',
    access: 'advisor',
    summary:
      'Set a client’s contact tags by their names (any case, at most 8); names the firm lacks are created when the caller may create tags',
    input: t.SetContactTagsByNamesInput,
    output: t.UserTagsSaved,
  },
  saveTags: {
    aws: ['table', 'queue'],
    method: 'POST',
    path: '/users/save_tags',
    access: 'advisor',
    summary:
      'Add contact tags to the selected clients, or remove them (none selected with remove: all); many through the queue',
    input: t.SaveUserTagsInput,
    output: t.BulkTagsSaved,
  },
  // The firm's staff are users: inviting one is this domain's, though the spec names the call under /firms.
  inviteFirmUser: {
    aws: ['table', 'mail'],
    method: 'POST',
    path: '/firms/invite_firm_user',
    access: 'admin',
    summary:
      'Invite a firm user (FA §7.5, §6): the staff user with access level, group and phone, emailed a link to sign in and choose how they sign in',
    input: inv.InviteFirmUserInput,
    output: inv.InvitedFirmUser,
  },
  // FA §7.2, MD §7: linked Google / Microsoft accounts (OpenID Connect), each a way to sign in.
  getLinkedAccounts: {
    aws: ['table'],
    method: 'GET',
    path: '/users/get_linked_accounts',
    access: 'authenticated',
    readsOnly: true,
    summary: 'The caller’s linked accounts: provider, email and when each was linked',
    output: la.LinkedAccounts,
  },
  linkAccountUrl: {
    aws: ['table', 'secrets', 'oidc'],
    method: 'POST',
    path: '/users/link_account_url',
    access: 'authenticated',
    summary:
      'Where the browser goes to pick the Google or Microsoft account to link: the provider’s authorization address with a signed state and nonce naming the caller',
    input: la.AuthorizationUrlInput,
    output: la.AuthorizationUrl,
  },
  linkAccount: {
    aws: ['table', 'secrets', 'oidc'],
    method: 'POST',
    path: '/users/link_account',
    access: 'authenticated',
    summary:
      'Link the account the provider signed in: the code is exchanged at its token endpoint and its ID token checked (issuer, audience, signature, expiry, nonce); an account is linked to one user only',
    input: la.LinkAccountInput,
    output: la.LinkedAccountResult,
  },
  unlinkAccount: {
    aws: ['table'],
    method: 'POST',
    path: '/users/unlink_account',
    access: 'authenticated',
    summary: 'Unlink one of the caller’s accounts, unless it is their only way to sign in',
    input: la.UnlinkAccountInput,
    output: la.UnlinkedAccount,
  },
});
