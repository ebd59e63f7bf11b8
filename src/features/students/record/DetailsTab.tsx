import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { EmergencyContact } from '../../../domain/forms/emergency-contacts';
import type { StoredStudent } from '../../../domain/records/student';
import type { StoredStudentForm } from '../../../domain/records/student-form';
import { isValidPartnerId } from '../../../domain/validation/partner-id';
import { AnswerList, type Pair } from './AnswerList';
import { StudentDetailsForm } from './StudentDetailsForm';

const NONE = 'Not given';

function addressText(student: StoredStudent): string {
  const address = student.address;
  if (!address) return NONE;
  return [address.address1, address.address2, address.city, address.county, address.postCode]
    .filter(Boolean)
    .join('\n');
}

function contactsOf(form: StoredStudentForm | undefined): EmergencyContact[] {
  const contacts = form?.data.contacts;
  return Array.isArray(contacts) ? (contacts as EmergencyContact[]) : [];
}

function contactPairs(contact: EmergencyContact, index: number): Pair[] {
  const phones = [contact.phone, contact.alternativePhone].filter(Boolean).join(', ');
  return [
    {
      key: `contact-${index}`,
      label: `Contact ${index + 1}`,
      value: [`${contact.name} (${contact.relationship})`, phones, contact.email]
        .filter(Boolean)
        .join('\n'),
    },
  ];
}

function personalPairs(student: StoredStudent): Pair[] {
  return [
    { label: 'Name', value: `${student.firstName} ${student.lastName}` },
    { label: 'Preferred name', value: student.preferredName ?? NONE },
    { label: 'Email', value: student.email },
    { label: 'Phone', value: student.phone ?? NONE },
    // A birth date as given (YYYY-MM-DD): the system-date format would call it "Pre-2018".
    { label: 'Date of birth', value: student.dateOfBirth ?? NONE },
    {
      label: 'Partner ID',
      value: student.partnerId || 'None (not a partner-institution student)',
    },
  ];
}

/**
 * Every personal detail of the student: editable for registry staff (saved offline, with the
 * partner-ID rule of spec §5), the address and emergency contacts the student gave.
 */
export function DetailsTab({
  student,
  hubName,
  emergencyContacts,
  editable,
}: {
  student: StoredStudent;
  hubName: string;
  emergencyContacts: StoredStudentForm | undefined;
  editable: boolean;
}) {
  const partnerId = student.partnerId ?? '';
  const contacts = contactsOf(emergencyContacts);
  return (
    <>
      {partnerId && !isValidPartnerId(partnerId) && (
        <MessageBar intent="warning">
          <MessageBarBody>{`Partner ID ${partnerId} is not a 7-digit number.`}</MessageBarBody>
        </MessageBar>
      )}
      {editable && <StudentDetailsForm student={student} />}
      <AnswerList
        heading={editable ? 'Programme and address' : 'Personal details'}
        pairs={[
          // Registry staff edit these in the form above; others read them here.
          ...(editable ? [] : personalPairs(student)),
          { label: 'Programme', value: student.programmeCode },
          { label: 'Hub', value: hubName },
          { label: 'Address', value: addressText(student) },
        ]}
      />
      <AnswerList
        heading="Emergency contacts"
        pairs={
          contacts.length > 0
            ? contacts.flatMap(contactPairs)
            : [{ label: 'Contacts', value: 'The student has not given any yet.' }]
        }
      />
    </>
  );
}
