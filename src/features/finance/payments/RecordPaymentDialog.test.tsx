// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithFluent } from '../../../components/testing';
import type { InvoiceRecordView } from '../../../domain/finance/invoice-record';
import { RecordPaymentDialog } from './RecordPaymentDialog';

const invoice = {
  id: 'inv-1',
  number: 'INV-2026-00001',
  balancePence: 12_000,
  student: {
    id: 's1',
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    hubId: 'h',
    programmeCode: 'BA',
  },
} as InvoiceRecordView;

/** Answers every call with `answer`, keeping the bodies sent. */
function stubServer(answer: () => Response) {
  const sent: unknown[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = input instanceof Request ? await input.clone().text() : String(init?.body ?? '');
    sent.push(body ? JSON.parse(body) : undefined);
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, sent };
}

function open() {
  const onRecorded = vi.fn();
  renderWithFluent(
    <RecordPaymentDialog
      invoice={invoice}
      today="2026-11-27"
      onRecorded={onRecorded}
      onClose={() => {}}
    />,
  );
  return onRecorded;
}

async function pay(amount: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Amount/), amount);
  await user.click(screen.getByRole('button', { name: 'Record payment' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecordPaymentDialog', () => {
  it('refuses a zero amount with the payment schema’s words before calling the server', async () => {
    const { fetchMock } = stubServer(() => new Response(null, { status: 500 }));
    open();
    await pay('0');
    expect(await screen.findByText('A payment is more than £0.00')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends pence and shows the server’s refusal on the field it names', async () => {
    const { sent } = stubServer(() =>
      Response.json(
        {
          message: 'At most £120.00 is due on this invoice',
          code: 'VALIDATION',
          details: [{ param: 'amountPence', message: 'At most £120.00 is due on this invoice' }],
        },
        { status: 422 },
      ),
    );
    const onRecorded = open();
    await pay('120.01');
    expect(await screen.findByText('At most £120.00 is due on this invoice')).toBeTruthy();
    expect(sent).toEqual([
      {
        amountPence: 12_001,
        paidOn: '2026-11-27',
        method: 'Bank transfer',
      },
    ]);
    expect(onRecorded).not.toHaveBeenCalled();
  });
});
