import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ATTACHMENT_MAX_BYTES } from '@portal/contract/constants';
import { describe, expect, it } from 'vitest';
import { basicUser, merchant, userDetails } from '@/testing/fixtures';
import { callsTo } from '@/testing/mock-api';
import { categories, CATEGORIES_PATH, CREATE_PATH, setUpSupport, FIRST_PAINT } from './support.fixtures';

const created = { body: { incidentId: '261122-000042' } };

/** A field by its label (a required one's accessible name ends in ' *'). */
const named = (label: string) => new RegExp(`^${label}\\s*\\*?$`);
function select(name: string) {
  return screen.getByRole('combobox', { name: named(name) }) as HTMLSelectElement;
}
const textbox = (label: string) => screen.getByRole('textbox', { name: named(label) });
type User = ReturnType<typeof setUpSupport>['user'];
/** Typing key by key through every field is slow in jsdom; pasting is what a person may do too. */
async function enter(user: User, label: string, value: string) {
  await user.click(textbox(label));
  await user.paste(value);
}
const optionTexts = (element: HTMLSelectElement) => [...element.options].map((o) => o.textContent);
const attachmentInput = () => document.getElementById('incident-attachment') as HTMLInputElement;

async function fillValidForm(user: User) {
  await user.click(await screen.findByRole('radio', { name: 'Supplier' }, FIRST_PAINT));
  await user.selectOptions(select('Support type'), 'Shopper Behavior');
  await enter(user, 'First name', 'Robin');
  await enter(user, 'Last name', 'Baker');
  await enter(user, 'Primary contact e-mail', 'robin@example.com');
  await enter(user, 'Company name', 'Baker Bros');
  await enter(user, 'Describe the situation', 'The report spins forever.');
}

function sentDetail(fetchMock: ReturnType<typeof setUpSupport>['fetchMock'], index = 0) {
  const body = callsTo(fetchMock, CREATE_PATH)[index]?.body as FormData;
  return { detail: JSON.parse(String(body.get('incidentDetail'))) as Record<string, unknown>, file: body.get('file') };
}

// Forms of a dozen fields take a while to fill in jsdom.
describe('/support/ticketCreation', () => {
  it('says what is missing, field by field, and sends nothing', async () => {
    const { user, fetchMock } = setUpSupport('/support/ticketCreation', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an incident' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Create an incident | Supplier Insights Portal'));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    for (const message of [
      'Please choose an account type.',
      'Please choose a support type.',
      'Please enter a first name.',
      'Please enter a last name.',
      'Please enter an e-mail address.',
      'Please enter a company name.',
      'Please describe the situation.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, CREATE_PATH)).toHaveLength(0);
    expect(textbox('Describe the situation')).toHaveAttribute('rows', '3');
    // The focus goes to the first field to fix: the account type's first choice.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Supplier' })).toHaveFocus());
    expect(screen.getByRole('radiogroup', { name: /Account type/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('after an invalid submit, focuses the first field in error in page order', async () => {
    const { user } = setUpSupport('/support/ticketCreation', null);
    await user.click(await screen.findByRole('radio', { name: 'Supplier' }, FIRST_PAINT));
    await user.selectOptions(select('Support type'), 'Shopper Behavior');
    await enter(user, 'First name', 'Robin');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a last name.')).toBeInTheDocument();
    await waitFor(() => expect(textbox('Last name')).toHaveFocus());
    expect(textbox('Last name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the e-mail and call-back number formats', async () => {
    const { user } = setUpSupport('/support/ticketCreation', null);
    await screen.findByRole('radio', { name: 'Supplier' });
    await enter(user, 'Primary contact e-mail', 'robin@');
    await enter(user, 'Call-back number \\(optional\\)', '12ab');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number, like +1 555 010 0199.')).toBeInTheDocument();
  });

  it('shows each dependent list only below a chosen parent that has options, and clears children when a parent changes', async () => {
    const { user } = setUpSupport('/support/ticketCreation', null);
    await screen.findByRole('radio', { name: 'Supplier' });
    expect(optionTexts(select('Support type'))).toEqual([
      'Select…',
      'Request access',
      'Basic vendor support',
      'Shopper Behavior',
      'Technical issue',
    ]);
    expect(screen.queryByRole('combobox', { name: named('Issue') })).not.toBeInTheDocument();

    await user.selectOptions(select('Support type'), 'Technical issue');
    expect(screen.queryByRole('combobox', { name: named('Issue') })).not.toBeInTheDocument();

    await user.selectOptions(select('Support type'), 'Shopper Behavior');
    await user.selectOptions(select('Issue'), 'Report does not load');
    await user.selectOptions(select('Issue type'), 'Timeout');
    expect(optionTexts(select('Sub-issue type'))).toEqual(['Select…', 'Large date range', 'Every report']);
    await user.selectOptions(select('Sub-issue type'), 'Every report');

    await user.selectOptions(select('Issue'), 'Numbers look wrong');
    expect(screen.queryByRole('combobox', { name: named('Issue type') })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: named('Sub-issue type') })).not.toBeInTheDocument();

    await user.selectOptions(select('Support type'), 'Request access');
    expect(select('Issue').value).toBe('');
  });

  it('refuses an attachment over 10 MB or of another type at once, and lets the person remove one', async () => {
    const { user } = setUpSupport('/support/ticketCreation', null);
    await screen.findByRole('radio', { name: 'Supplier' });
    expect(attachmentInput()).toHaveAttribute('accept', expect.stringContaining('.pdf'));

    fireEvent.change(attachmentInput(), {
      target: { files: [new File([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], 'huge.pdf')] },
    });
    expect(await screen.findByText('The file is larger than the maximum size of 10 MB.')).toBeInTheDocument();

    fireEvent.change(attachmentInput(), { target: { files: [new File(['MZ'], 'setup.exe')] } });
    expect(await screen.findByText(/This type of file cannot be attached/)).toBeInTheDocument();
    expect(screen.queryByTestId('attachment-name')).not.toBeInTheDocument();

    fireEvent.change(attachmentInput(), {
      target: { files: [new File([new Uint8Array(ATTACHMENT_MAX_BYTES)], 'exact.pdf')] },
    });
    expect(await screen.findByTestId('attachment-name')).toHaveTextContent('exact.pdf (10 MB)');
    expect(screen.queryByText(/cannot be attached/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove exact.pdf' }));
    expect(screen.queryByTestId('attachment-name')).not.toBeInTheDocument();
  });

  it('files the incident as multipart with the file and shows the reference number', async () => {
    const { user, fetchMock } = setUpSupport('/support/ticketCreation', null, { [CREATE_PATH]: created });
    await fillValidForm(user);
    fireEvent.change(attachmentInput(), {
      target: { files: [new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Thank you for your request' });
    expect(within(dialog).getByText(/A representative will reach out/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('incident-reference')).toHaveTextContent('261122-000042');
    expect(within(dialog).queryByRole('link', { name: 'Track this incident' })).not.toBeInTheDocument();

    const [call] = callsTo(fetchMock, CREATE_PATH);
    expect(call?.url.searchParams.get('oscType')).toBe('GENERAL');
    const { detail, file } = sentDetail(fetchMock);
    expect(detail).toMatchObject({
      accountType: 25,
      supportType: 1466,
      issue: null,
      firstName: 'Robin',
      primaryContactEmail: 'robin@example.com',
      situationDescription: 'The report spins forever.',
      onBehalfOfAnother: false,
    });
    expect((file as File).name).toBe('report.pdf');
  });

  it("offers 'Try again!' after a failure, which sends the same answers and file again", async () => {
    let attempts = 0;
    const { user, fetchMock } = setUpSupport('/support/ticketCreation', null, {
      [CREATE_PATH]: () =>
        ++attempts === 1
          ? { status: 503, body: { status: 503, code: 'server.unavailable', message: 'down' } }
          : created,
    });
    await fillValidForm(user);
    fireEvent.change(attachmentInput(), { target: { files: [new File(['a,b'], 'data.csv', { type: 'text/csv' })] } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const failure = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(failure).getByText('Something went wrong submitting the form...')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: named('First name'), hidden: true })).toHaveValue('Robin');
    await user.click(within(failure).getByRole('button', { name: 'Try again!' }));

    expect(await screen.findByRole('dialog', { name: 'Thank you for your request' })).toBeInTheDocument();
    expect(sentDetail(fetchMock, 1)).toEqual(sentDetail(fetchMock, 0));
    expect((sentDetail(fetchMock, 1).file as File).name).toBe('data.csv');
  });

  it('says to wait, without offering to try again at once, when the server answers 429', async () => {
    const { user } = setUpSupport('/support/ticketCreation', null, {
      [CREATE_PATH]: () => ({
        status: 429,
        headers: { 'retry-after': '60' },
        body: {
          status: 429,
          code: 'request.rate_limited',
          message: 'Too many requests.',
          details: { limit: 'protected_post', retry_after_seconds: 60 },
        },
      }),
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
  });

  it('puts the server’s field errors on their fields', async () => {
    const { user } = setUpSupport('/support/ticketCreation', null, {
      [CREATE_PATH]: {
        status: 400,
        body: {
          status: 400,
          code: 'request.invalid',
          message: 'invalid',
          details: [{ path: '/primaryContactEmail', message: 'support.form.errors.primaryContactEmail_invalid' }],
        },
      },
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
  });

  it('prefills what a signed-in user’s profile knows, and clears it for a request on behalf of someone else', async () => {
    const { user } = setUpSupport('/support/ticketCreation', userDetails(), {
      [CATEGORIES_PATH]: { body: categories() },
    });
    const firstName = await screen.findByRole('textbox', { name: named('First name') });
    expect(firstName).toHaveValue('Dana');
    expect(textbox('Primary contact e-mail')).toHaveValue('dana.whitfield@example.com');
    expect(textbox('Company name')).toHaveValue('Northwind Foods');
    await user.click(screen.getByRole('checkbox', { name: 'I am submitting on behalf of another person' }));
    expect(firstName).toHaveValue('');
    expect(textbox('Company name')).toHaveValue('');
  });

  it('offers a basic vendor the supplier account type only, with the basic vendor support preset', async () => {
    const { user, fetchMock } = setUpSupport('/support/ticketCreation', basicUser(), {
      [CATEGORIES_PATH]: { body: categories({ accountTypes: [{ id: 25, title: 'Supplier' }] }) },
      [CREATE_PATH]: created,
    });
    // One account type: said, not asked.
    expect(await screen.findByTestId('incident-account-type', {}, FIRST_PAINT)).toHaveTextContent(
      'Account typeSupplierSet from the account you are signed in with.',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(select('Support type')).toHaveValue('1465');
    expect(select('Support type')).toBeDisabled();
    expect(select('Issue')).toHaveValue('1805');
    await enter(user, 'Describe the situation', 'Where are my reports?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Thank you for your request' });
    expect(callsTo(fetchMock, CREATE_PATH)[0]?.url.searchParams.get('oscType')).toBe('BASIC_VENDOR');
    expect(sentDetail(fetchMock).detail).toMatchObject({ accountType: 25, supportType: 1465, issue: 1805 });
  });

  it('does not ask a signed-in supplier whether they are an associate, and files as a supplier', async () => {
    const { user, fetchMock } = setUpSupport('/support/ticketCreation', userDetails(), {
      [CATEGORIES_PATH]: { body: categories({ accountTypes: [{ id: 25, title: 'Supplier' }] }) },
      [CREATE_PATH]: created,
    });
    expect(await screen.findByTestId('incident-account-type', {}, FIRST_PAINT)).toHaveTextContent('Supplier');
    expect(screen.queryByRole('radio', { name: 'Associate' })).not.toBeInTheDocument();
    await user.selectOptions(select('Support type'), 'Shopper Behavior');
    await enter(user, 'Describe the situation', 'The report spins forever.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Thank you for your request' });
    expect(sentDetail(fetchMock).detail).toMatchObject({ accountType: 25 });
  });

  it('starts an associate on Associate, still free to file for a supplier', async () => {
    setUpSupport('/support/ticketCreation', merchant());
    expect(await screen.findByRole('radio', { name: 'Associate' }, FIRST_PAINT)).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Supplier' })).not.toBeChecked();
  });

  it('asks an anonymous visitor which they are, with nothing chosen', async () => {
    setUpSupport('/support/ticketCreation', null);
    expect(await screen.findByRole('radio', { name: 'Supplier' }, FIRST_PAINT)).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Associate' })).not.toBeChecked();
  });

  it('preselects the access request for ?request=access and shows the request-for-data-access notice', async () => {
    setUpSupport('/support/ticketCreation?request=access', null);
    expect(await screen.findByText('Request for data access')).toBeInTheDocument();
    await waitFor(() => expect(select('Support type')).toHaveValue('1463'));
    expect(select('Issue')).toHaveValue('2047');
  });
});
