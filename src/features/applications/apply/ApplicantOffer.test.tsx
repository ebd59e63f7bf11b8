// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithFluent } from '../../../components/testing';
import { features } from '../../../deployment';
import type { StoredApplication } from '../../../domain/records/application';
import { ApplicantOffer } from './ApplicantOffer';

const application = (fields: Record<string, unknown>) =>
  ({ id: 'a-1', version: 1, ...fields }) as StoredApplication;

afterEach(cleanup);

describe('the applicant’s offer', () => {
  it('shows nothing before an offer', () => {
    renderWithFluent(<ApplicantOffer record={application({ status: 'Under review' })} />);
    expect(screen.queryByRole('region', { name: 'Your offer' })).toBeNull();
  });

  it('shows an offer with its conditions, met or not, and the letter', () => {
    renderWithFluent(
      <ApplicantOffer
        record={application({
          status: 'Place offered',
          conditions: [
            { id: 'c1', text: 'Degree certificate', met: true },
            { id: 'c2', text: 'DBS check', met: false },
          ],
        })}
      />,
    );
    expect(screen.getByText('You have been offered a place')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Conditions of your offer' });
    expect(list.textContent).toContain('Degree certificate — met');
    expect(list.textContent).toContain('DBS check — still to be met');
    expect(features.conditionalOffers).toBe(true);
    expect(screen.getByRole('link', { name: 'Your offer letter (PDF)' }).getAttribute('href')).toBe(
      '/api/applications/a-1/offer-letter',
    );
  });

  it('says when the place is confirmed', () => {
    renderWithFluent(
      <ApplicantOffer record={application({ status: 'Confirmed (deposit paid)' })} />,
    );
    expect(screen.getByText('Your place is confirmed')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
