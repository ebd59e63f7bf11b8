import { describe, expect, it } from 'vitest';
import { compareContacts, sortContacts } from './sorting';

describe('compareContacts', () => {
  it.each([
    [{ lastName: 'Adams' }, { lastName: 'Brown' }, -1],
    [{ lastName: 'Brown' }, { lastName: 'Adams' }, 1],
    [{ lastName: 'Smith', preferredName: 'Ann' }, { lastName: 'Smith', preferredName: 'Bob' }, -1],
    [
      { lastName: 'Smith', preferredName: 'Ann', name: 'Zoe Ann Smith' },
      { lastName: 'Smith', preferredName: 'Ann', name: 'Anna Smith' },
      1,
    ],
    [{ lastName: 'Smith' }, {}, -1],
    [{}, { lastName: 'Smith' }, 1],
    [{ lastName: '  ' }, { lastName: 'Smith' }, 1],
    [{ lastName: null }, { lastName: 'Smith' }, 1],
    [{}, {}, 0],
    [{ lastName: 'Smith', name: 'A' }, { lastName: 'Smith', name: 'A' }, 0],
  ])('%j vs %j → %d', (a, b, sign) => {
    expect(Math.sign(compareContacts(a, b))).toBe(sign);
  });

  it('ignores case and accents before looking at the next field', () => {
    expect(
      Math.sign(
        compareContacts(
          { lastName: 'smith', preferredName: 'Bob' },
          { lastName: 'Smith', preferredName: 'Ann' },
        ),
      ),
    ).toBe(1);
    expect(
      Math.sign(
        compareContacts(
          { lastName: 'Émile', preferredName: 'A' },
          { lastName: 'Emile', preferredName: 'B' },
        ),
      ),
    ).toBe(-1);
  });

  it('breaks a full tie on case so the order is stable', () => {
    expect(compareContacts({ lastName: 'smith' }, { lastName: 'Smith' })).not.toBe(0);
  });
});

describe('sortContacts', () => {
  it('sorts by last name, preferred name, name with missing values last', () => {
    const contacts = [
      { id: 1, name: 'No Surname' },
      { id: 2, lastName: 'Ødegaard', name: 'Martin Ødegaard' },
      { id: 3, lastName: 'Brown', preferredName: 'Zed', name: 'Zed Brown' },
      { id: 4, lastName: 'Brown', name: 'Amy Brown' },
      { id: 5, lastName: 'Brown', preferredName: 'Al', name: 'Alan Brown' },
      { id: 6, lastName: "O'Brien", name: "Sean O'Brien" },
      { id: 7, lastName: 'adams', name: 'Jo Adams' },
    ];
    expect(sortContacts(contacts).map((c) => c.id)).toEqual([7, 5, 3, 4, 6, 2, 1]);
    expect(contacts[0]?.id).toBe(1);
  });

  it('sorts numbers inside names naturally', () => {
    const sorted = sortContacts([{ lastName: 'Room 10' }, { lastName: 'Room 9' }]);
    expect(sorted.map((c) => c.lastName)).toEqual(['Room 9', 'Room 10']);
  });
});
