// A stored engagement as the seed writes it, for the record schemas' tests.
export const exampleEngagement = {
  id: 'e1',
  studentId: 's1',
  code: 'BA-2023-001',
  programmeCode: 'BA',
  status: 'Current',
  cohort: 'BA6A',
  lastCohort: '5B',
  futureOrLastCohort: 'BA6A',
  levels: ['4A', '4B', '5A', '5B', '6A', '6B'],
  credits: 360,
  creditsAchieved: 240,
  startDate: '2023-09-01',
  endDate: null,
};
