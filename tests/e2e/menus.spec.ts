import { expect, test } from './fixtures';
import { ONLINE_ONLY, signIn } from './support';

test.use(ONLINE_ONLY);

// What each demo account may open (architecture §3 roles), written out by hand: the drawer's top
// level must show exactly these, in the configuration's order.
const FORMS_GROUPS = [
  'Student Forms',
  'Mitigating circumstances',
  'Finance',
  'Residential',
  'Student support',
  'My details',
  'Partner institution',
];
const EXPECTED: Record<string, string[]> = {
  // The registrar holds applications' staff actions, not applications:apply: no applicant area.
  'registrar@college.test': [
    'Dashboard',
    'Applications',
    'FC Applications',
    'Students',
    'Potential Students',
    'Alumni',
    'Organisations',
    'Contacts',
    'Reporting',
    // Programmes only (programmes:view): the rest of Admin needs admin claims.
    'Admin',
    'Helpdesk',
    'Residentials',
  ],
  'finance@college.test': ['Dashboard', 'Students', 'Finance', 'Reporting', 'Admin', 'Helpdesk'],
  'faculty@college.test': ['Dashboard', 'My students', 'Helpdesk', 'Residentials'],
  // My students' entries need allphotos or students:faculty, which a hub director lacks: no group.
  'hd@college.test': [
    'Dashboard',
    'Applications',
    'Students',
    'Potential Students',
    'Helpdesk',
    'Residentials',
  ],
  // A programme director: their programme's students (and intentions); no My students entry.
  'pd@college.test': ['Dashboard', 'Students', 'Potential Students', 'Helpdesk'],
  // Alumni, supporters and fundraising (role:manager); Consents sits under Contacts.
  'manager@college.test': [
    'Dashboard',
    'Potential Students',
    'Alumni',
    'Organisations',
    'Contacts',
    'Fundraising',
    'Reporting',
    'Helpdesk',
  ],
  // Everyone raises helpdesk tickets (issue 21): students from their own menu too.
  'student@college.test': ['Dashboard', 'Helpdesk', ...FORMS_GROUPS],
  'student2@college.test': ['Dashboard', 'Helpdesk', ...FORMS_GROUPS],
  'admin@college.test': [
    'Dashboard',
    'Applications',
    'My application',
    'FC Applications',
    'Students',
    'My students',
    'Finance',
    'Faculty',
    'Modules',
    'Potential Students',
    'Alumni',
    'Organisations',
    'Contacts',
    'Fundraising',
    'Registrations',
    'Reporting',
    'HESA',
    'Admin',
    'Users',
    'Helpdesk',
    'Residentials',
    // Staff see the forms area as one group, its own groups nested inside (issue 17).
    'Student Forms',
  ],
};

for (const [email, groups] of Object.entries(EXPECTED)) {
  test(`${email} sees exactly the menu their permissions allow`, async ({ page }) => {
    await signIn(page, email);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeVisible();
    // With every group closed (on the dashboard), the visible links and buttons are the top level.
    const names = await nav.locator('a, button').filter({ visible: true }).allInnerTexts();
    expect(names.map((name) => name.trim()).filter(Boolean)).toEqual(groups);
  });
}

test('a hub director sees the entries of their groups, and a student the bursary form only with forms:bursary', async ({
  page,
}) => {
  await signIn(page, 'hd@college.test');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'Students', exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Enrolled' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Intentions' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Enrolment' })).toHaveCount(0);

  await page
    .getByRole('button', { name: /Harriet|Dunmore/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signIn(page, 'student2@college.test');
  await nav.getByRole('button', { name: 'Finance' }).click();
  await expect(nav.getByRole('link', { name: 'Fees' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Bursary application' })).toHaveCount(0);
});

test("a tutor's My students links open the faculty handbook and the library (spec §2.2, §2.5)", async ({
  page,
}) => {
  await signIn(page, 'faculty@college.test');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('button', { name: 'My students' }).click();
  await nav.getByRole('link', { name: 'Faculty handbook' }).click();
  await expect(page).toHaveURL(/\/handbook\/welcome$/);
  const welcome = page.getByRole('article', { name: 'Faculty handbook' });
  await expect(welcome).toBeVisible();
  // A link of the handbook to another of its pages stays in the app.
  await welcome.getByRole('link', { name: 'Marking and extensions' }).click();
  await expect(page.getByRole('article', { name: 'Marking and extensions' })).toBeVisible();

  await nav.getByRole('link', { name: 'Library' }).click();
  await expect(page).toHaveURL(/\/forms\/library\/catalogue$/);
  await expect(
    page.getByRole('article', { name: 'Searching the library catalogue' }),
  ).toBeVisible();
  await page.goto('/forms/library/borrowing');
  await expect(page.getByRole('article', { name: 'Borrowing and returning books' })).toBeVisible();
  await expect(page.getByText('You do not have permission to access this page')).toHaveCount(0);
  // The rest of the forms area stays the students'.
  await page.goto('/forms/policies/code-of-conduct');
  await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
});
