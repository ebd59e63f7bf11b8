import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { Wizard } from '../../../components/wizard';
import { intentionsForm, startingIntentions } from '../../../domain/forms';
import { needsIntentions, policiesAgreed } from '../../../domain/forms/dashboard';
import { comingSessionTitle, enrolmentCountsFor } from '../../../domain/students/enrolment-year';
import { useOffline } from '../../../offline-react/OfflineProvider';
import { session } from '../../../state/session';
import { notify } from '../../../state/ui';
import { currentStudentQuery } from '../queries';
import { type PageForm, StudentFormPage } from '../StudentFormPage';
import { EnrolStep } from './EnrolStep';
import { PoliciesStep } from './PoliciesStep';
import { SessionStatus } from './SessionStatus';
import { VideoStep } from './VideoStep';

type Data = Record<string, unknown>;

/** `/forms/enrolment`: the policy video, the four policies, the student's plans, then enrol. */
export function EnrolmentPage() {
  const engine = useOffline();
  const { user } = useSnapshot(session);
  const studentId = user?.studentId ?? '';
  const student = useQuery({ ...currentStudentQuery(user?.id ?? ''), enabled: Boolean(user) });
  const forms = useLiveQuery(async () => {
    if (!engine) return undefined;
    const [policies, enrolled] = await engine.db['student-forms'].bulkGet([
      `${studentId}:policies-agreed`,
      `${studentId}:session-enrolled`,
    ]);
    return { policies, enrolled };
  }, [engine, studentId]);

  if (!studentId) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>No student record is linked to this account.</MessageBarBody>
      </MessageBar>
    );
  }
  if (!forms) return <Spinner label="Loading, please wait ..." />;
  return (
    <>
      <SessionStatus studentId={studentId} sessionTitle={comingSessionTitle(new Date())} />
      <EnrolmentWizard
        studentId={studentId}
        policies={forms.policies?.data as Data | undefined}
        enrolled={
          forms.enrolled
            ? enrolledThisSession((forms.enrolled.data as Data | null) ?? {})
            : undefined
        }
        intentions={
          needsIntentions(student.data?.engagements)
            ? startingIntentions(student.data?.engagements ?? [])
            : undefined
        }
      />
    </>
  );
}

/** The enrolment form's data when it counts for the coming session (not an earlier year's). */
function enrolledThisSession(data: Data): Data | undefined {
  return enrolmentCountsFor(data.enrolledAt, comingSessionTitle(new Date())) ? data : undefined;
}

function EnrolmentWizard({
  studentId,
  policies,
  enrolled,
  intentions,
}: {
  studentId: string;
  policies: Data | undefined;
  enrolled: Data | undefined;
  /** The intentions form's first answers when the student must give them, else undefined. */
  intentions: Data | undefined;
}) {
  const withIntentions = intentions !== undefined;
  const navigate = useNavigate();
  // The session the server records the enrolment on: from 1 June, the next academic year.
  const sessionTitle = comingSessionTitle(new Date());
  const agreed = policiesAgreed({ formId: 'policies-agreed', data: policies });
  const items = [
    'Policy video',
    'Agree to the policies',
    ...(withIntentions ? ['Your plans'] : []),
    'Enrol',
  ];
  const last = items.length - 1;
  // The steps after the policies open once they are agreed.
  const available = items.map((_, index) => index).filter((index) => agreed || index < 2);
  const [step, setStep] = useState(() => (agreed ? last : 0));
  const goTo = (next: number) => {
    if (available.includes(next)) setStep(next);
    else notify('Agree to the four policies first.', 'warning');
  };
  return (
    <Wizard
      title={`Enrol on ${sessionTitle}`}
      subtitle="Watch the policy video, agree to the four policies, then enrol."
      items={items}
      availableSteps={available}
      currentStep={step}
      onStepChange={goTo}
      onFinish={() => void navigate('/forms')}
    >
      <VideoStep />
      <PoliciesStep studentId={studentId} saved={policies} onAgreed={() => setStep(2)} />
      {withIntentions && (
        <StudentFormPage form={intentionsForm as unknown as PageForm} startWith={intentions} />
      )}
      <EnrolStep
        studentId={studentId}
        sessionTitle={sessionTitle}
        agreed={agreed}
        enrolled={enrolled}
      />
    </Wizard>
  );
}
