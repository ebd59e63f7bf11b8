import { CREDITS_PER_LEVEL, type ProgrammeCode } from '#domain/programmes/programmes';
import type { PageText } from './page-text';

// One sentence on what each programme is for; the rest of a programme page follows its levels.
const PROGRAMME_AIMS: Readonly<Record<ProgrammeCode, string>> = {
  Ordinand:
    'prepares candidates sponsored by their diocese for ordained ministry, alongside a placement in a local church',
  FdA: 'combines academic theology with supervised practice in a church or mission setting',
  CCC: 'gives church members a solid grounding in Bible, doctrine and Christian ministry in one year',
  CUC: 'is a first year of university-level study, credit that counts towards the CertHE and BA',
  CertHE:
    'is the first stage of higher education in theology, and a step towards the BA for many students',
  BA: 'is our full honours degree, integrating theology, practical ministry and mission over three levels',
  GradCert:
    'lets graduates of other subjects study theology at honours level in a single level of study',
  GradDip: 'is a conversion course in theology for graduates, over two honours-level stages',
  'GradDip-CPL':
    'equips graduates to plant and lead new churches, with a church-planting placement',
  'GradDip-SM':
    'equips graduates for ministry among students, in partnership with university chaplaincies',
  MA: 'is a research-led master’s degree ending with a dissertation on a subject of your choosing',
  ROA: 'records credit for a single postgraduate module, taken for professional development',
  PGDip: 'is a postgraduate diploma of three taught level 7 stages, without the dissertation',
  FC: 'is an introduction to Christian faith and study for anyone considering further study',
};

const PROGRAMME_CONTACT: Readonly<Partial<Record<ProgrammeCode, string>>> = {
  MA: 'pg@college.test',
  PGDip: 'pg@college.test',
  ROA: 'pg@college.test',
};

/** The slug of a programme's page: its code in lower case (`BA` → `ba`). */
export function programmePageName(code: string): string {
  return code.toLowerCase();
}

/** The page of one programme: aims, levels and credits, study pattern, contacts. */
export function programmePage(programme: {
  id: string;
  name: string;
  levels: readonly string[];
}): PageText {
  const code = programme.id as ProgrammeCode;
  const aim = PROGRAMME_AIMS[code] ?? 'is one of the College’s programmes of study';
  const credits = programme.levels.length * CREDITS_PER_LEVEL;
  const rows = programme.levels.map((level) => `| ${level} | ${CREDITS_PER_LEVEL} |`).join('\n');
  return {
    name: programmePageName(programme.id),
    title: programme.name,
    body: `# ${programme.name}

The ${programme.name} (${programme.id}) ${aim}.

## Structure

The programme has ${programme.levels.length} ${programme.levels.length === 1 ? 'level' : 'levels'} of study, ${credits} credits in all.

| Level | Credits |
|---|---|
${rows}

## How you study

- A weekly **hub day** in your local hub: teaching, seminars and worship with your cohort
- Three **residentials** a year with the whole College
- Reading, forums and recordings on **Moodle** between hub days
- A **placement** in a church or mission setting, supported by a placement supervisor

## Assessment

Modules are assessed by essays, reflective journals, presentations and, at higher levels, an
extended project. Your programme handbook on Moodle gives the assessment pattern of each module.

## Contacts

Questions about the programme: ${PROGRAMME_CONTACT[code] ?? 'office@college.test'}. For fees, see
the [finance FAQ](/forms/finance/finance-faq).
`,
  };
}

/** The page of one hub: where it meets, when, and whom to ask. */
export function hubPage(hub: { id: string; name: string; city: string }): PageText {
  return {
    name: hub.id,
    title: hub.name,
    body: `# ${hub.name}

Welcome to the ${hub.name}. Students across ${hub.city} and the surrounding area meet here every
week in term time for teaching, worship and fellowship.

## Hub days

| | |
|---|---|
| Day | Tuesday in term time |
| Time | 9.15 am to 4.30 pm |
| Venue | Our partner church in central ${hub.city}; the address is in your joining email |

Bring a packed lunch; tea and coffee are provided.

## Your hub team

Your **hub director** leads the hub, oversees placements and is your first contact for anything
about your studies. Tutors from the College teach alongside local associate lecturers.

## Before your first hub day

1. Check your College email for the hub timetable.
2. Sign in to [Moodle](/forms/ittools/moodle) and find this term's modules.
3. Read the [code of conduct](/forms/policies/code-of-conduct).

If you will be absent, tell your hub director before the day.
`,
  };
}
