// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TABLE_LOADING_TEXT } from '../../domain/format/compare';
import { renderWithFluent } from '../testing';
import { Loaded } from './Loaded';

afterEach(cleanup);

const page = (name: string) => <p>Record of {name}</p>;

describe('Loaded', () => {
  it('shows the loading text until the data is there', () => {
    renderWithFluent(<Loaded query={{ data: undefined, error: null }}>{page}</Loaded>);
    expect(screen.getByText(TABLE_LOADING_TEXT)).toBeTruthy();
    expect(screen.queryByText(/Record of/)).toBeNull();
  });

  it("shows the server's sentence, and what the screen needs, when nothing could be loaded", () => {
    renderWithFluent(
      <Loaded
        query={{ data: undefined, error: new Error('No such module.') }}
        whenFailed="It needs a connection."
      >
        {page}
      </Loaded>,
    );
    expect(screen.getByText('No such module. It needs a connection.')).toBeTruthy();
  });

  it('keeps the data shown when a refresh fails', () => {
    renderWithFluent(<Loaded query={{ data: 'Ada', error: new Error('Offline') }}>{page}</Loaded>);
    expect(screen.getByText('Record of Ada')).toBeTruthy();
    expect(screen.queryByText('Offline')).toBeNull();
  });
});
