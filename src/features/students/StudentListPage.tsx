import { Spinner } from '@fluentui/react-components';
import type { ScreenProps } from '../../components/screen';
import { isStudentListMode } from '../../domain/students/lists';
import { useOffline } from '../../offline-react/OfflineProvider';
import { StudentModeList } from './StudentModeList';
import { StudentSupportList } from './StudentSupportList';

/** Students from the device's copy (works offline), in the list mode of its menu entry. */
export function StudentListPage({
  title,
  mode,
  module,
}: ScreenProps & { mode?: string; module?: string }) {
  const engine = useOffline();
  if (!engine) return <Spinner label="Loading, please wait ..." />;
  if (mode === 'studentsupport-faculty')
    return <StudentSupportList engine={engine} title={title} />;
  // The lists of spec §2.3; a menu entry without a known mode shows every student.
  return (
    <StudentModeList
      key={mode}
      title={title}
      mode={isStudentListMode(mode) ? mode : 'all'}
      module={module}
    />
  );
}
