import { ProgrammesTable } from './ProgrammesTable';

/** `admin/programmes` (programmes:view): the programmes; editing needs admin:admin. */
export function ProgrammesPage() {
  return <ProgrammesTable />;
}
