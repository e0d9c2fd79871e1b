/**
 * Profile Settings' writes (FA §3.1, §7.3): PATCH /advisors/{id} (a firm user's own profile, or another's for
 * partners and admins), PATCH /users/me/profile (a client's own), the Guide's progress, and the platform's global
 * alert (FA §7.5). An absent field is left as it is; '' or null clears one that may be empty.
 */
import * as z from 'zod';
import { guideStepIds } from '../profile';
import { userOwnText } from '../users';
import { Id } from './common';
import { UserProfile } from './users';
import { ContactMethod, OptionalPhone, PhoneExtension, TimeZone } from './users-write';

const Name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(80, 'Names can have at most 80 characters');

/** The personal fields a person changes about themselves. */
const personal = {
  fname: Name(userOwnText.fnameRequired).optional(),
  lname: Name(userOwnText.lnameRequired).optional(),
  preferred_name: z.string().trim().max(80, 'At most 80 characters').nullish(),
  phone_number: OptionalPhone.optional(),
  work_phone_number: OptionalPhone.optional(),
  work_phone_extension: PhoneExtension.optional(),
  time_zone: TimeZone.optional(),
  preferred_contact_method: ContactMethod.optional(),
};

export const AdvisorProfileInput = z.object({ id: Id, ...personal });
export type AdvisorProfileInput = z.infer<typeof AdvisorProfileInput>;

export const ClientProfileInput = z.object(personal);
export type ClientProfileInput = z.infer<typeof ClientProfileInput>;

/** The person as GET /sessions/current_user answers them, with the saved message. */
export const ProfileSaved = z.object({ message: z.string(), user: UserProfile.shape.user });

export const GuideProgressInput = z.object({
  step: z.enum(guideStepIds, { error: 'Unknown guide step' }),
  completed: z.boolean({ error: 'Expected true or false' }),
});
export const GuideProgress = z.object({ message: z.string(), guide_completed_steps: z.array(z.string()) });

/** FA §7.5: "A real-time read of the global alert gives show and text." */
export const GlobalAlert = z.object({ show: z.boolean(), text: z.string() });
