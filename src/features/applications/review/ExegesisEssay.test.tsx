// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithFluent } from '../../../components/testing';
import type { StoredApplication } from '../../../domain/records/application';
import { ExegesisEssay } from './ExegesisEssay';

const application = (fields: Record<string, unknown>) =>
  ({ id: 'a-1', version: 1, ...fields }) as StoredApplication;

afterEach(cleanup);

describe('the exegesis essay in the applicant record', () => {
  it('shows the passage, the word count against about 500, and the essay', () => {
    const essay = 'Made in the image of God.\n\nTo rule and to serve.';
    renderWithFluent(
      <ExegesisEssay
        application={application({ exegesis: { passage: 'Genesis 1:26-28', essay } })}
      />,
    );
    const region = screen.getByRole('region', { name: 'Exegesis essay' });
    expect(region.textContent).toContain('Genesis 1:26-28 · 11 words (about 500 asked)');
    expect(region.textContent).toContain('To rule and to serve.');
    expect(region.textContent).toContain('named Genesis passage');
  });

  it('says why there is none: not written yet, or a short application', () => {
    renderWithFluent(<ExegesisEssay application={application({ exegesis: null })} />);
    expect(screen.getByText('The applicant has not written the essay yet.')).toBeTruthy();
    cleanup();
    renderWithFluent(
      <ExegesisEssay application={application({ profile: { student: true }, exegesis: null })} />,
    );
    expect(
      screen.getByText('A current student’s short application does not ask for an essay.'),
    ).toBeTruthy();
  });
});
