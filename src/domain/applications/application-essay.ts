import type { StudentFormField } from '../forms/define';
import { type ReferenceKind, referenceInvitationBody } from './reference-form';

// The exegesis essay of spec §5 and the referees an applicant names.

/** Spec §5 exegesis evidence prompt (evidence type Exegesis, source Applicant, spec §3). */
export const EXEGESIS_PROMPT =
  'A brief essay of about 500 words on the meaning and significance of the image of God in a named Genesis passage.';
/** The essay's expected length (spec §5: about 500 words). */
export const EXEGESIS_TARGET_WORDS = 500;

/** Words in a text: runs of non-space characters (an empty or blank text has none). */
export function wordCount(text: string | null | undefined): number {
  return text?.trim() ? text.trim().split(/\s+/).length : 0;
}

/** The two referees an applicant names: a personal referee and a church leader (spec §3). */
export const REFEREE_SLOTS = [
  {
    kind: 'reference',
    title: 'Referee',
    help: 'Someone who has known you for at least two years and is not a relative.',
  },
  {
    kind: 'leader',
    title: 'Church leader',
    help: 'Your minister or another leader of your church, for a church leader’s reference.',
  },
] as const satisfies readonly { kind: ReferenceKind; title: string; help: string }[];

/** A referee as the applicant names them (the invitation's name and email). */
export const refereeSchema = referenceInvitationBody.pick({
  refereeName: true,
  refereeEmail: true,
});

/** The fields of one referee slot, as `referees.<index>.…` of the wizard's values. */
export function refereeFields(index: number): StudentFormField[] {
  return [
    {
      name: `referees.${index}.refereeName`,
      label: 'Full name',
      type: 'text',
      cols: 6,
      required: true,
    },
    {
      name: `referees.${index}.refereeEmail`,
      label: 'Email',
      type: 'email',
      cols: 6,
      required: true,
      help: 'The invitation, with a link to the reference form, is sent here.',
    },
  ];
}
