import {
  act,
  createEvent,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAnnouncements, LiveRegions, MemoryRouter, Route, Routes } from '@nclude/shared';
import {
  announced,
  installFakeApi,
  pdfFile,
  renderPage,
  signInAs,
  signOut,
} from '@nclude/shared/testing';
import ConvertPage from './ConvertPage';
import UploadingPage from './UploadingPage';
import { DOCUMENTS } from '../kinds';
import { listReply, request } from '../testing/fixtures';

/** The form, once the list call that brings the person's earlier tags has been answered. */
async function renderForm() {
  const user = userEvent.setup({ applyAccept: false });
  render(
    <MemoryRouter initialEntries={['/docaccess/new']}>
      <LiveRegions />
      <Routes>
        <Route path="/docaccess/new" element={<ConvertPage kind={DOCUMENTS} />} />
        <Route path="/docaccess/uploading" element={<UploadingPage kind={DOCUMENTS} />} />
        <Route path="/docaccess" element={<h1>Previous requests page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  // The fake API answers at once: one turn of the event loop inside act lets the tags arrive.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return user;
}

const listWithTags = () => listReply([request()], 1, ['Work', 'Homework', 'Personal']);
const fileInput = () => screen.getByLabelText('PDF document (required)') as HTMLInputElement;
const convertButton = () => screen.getByRole('button', { name: 'Convert' });

beforeEach(() => signInAs());
afterEach(() => {
  signOut();
  act(() => clearAnnouncements());
});

it('describes the service in a dialog listing exactly the formats offered', async () => {
  installFakeApi({ 'GET /conversion/documents': listWithTags });
  const user = await renderForm();
  const opener = screen.getByRole('button', { name: 'click here' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'About document conversion' });
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.split(':')[0]),
  ).toEqual(['HTML', 'DOCX', 'EPUB']);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

it('offers the formats and languages of the contract, with the spec hint', async () => {
  installFakeApi({ 'GET /conversion/documents': listWithTags });
  await renderForm();
  const format = screen.getByRole('combobox', { name: 'Output format (required)' });
  expect([...format.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
    'Select an option',
    'HTML',
    'DOCX',
    'EPUB',
  ]);
  const language = screen.getByRole('combobox', { name: 'Document language' });
  expect([...language.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
    'Automatic',
    'English',
    'Hindi',
    'Telugu',
  ]);
  expect(language).toHaveValue('auto');
  expect(fileInput()).toHaveAccessibleDescription(
    expect.stringContaining('Supported Input Formats: PDF. Max file size limit - 300 MB'),
  );
});

it('keeps the button focusable but explained until the required fields are filled', async () => {
  installFakeApi({ 'GET /conversion/documents': listWithTags });
  const user = await renderForm();
  expect(convertButton()).toHaveAttribute('aria-disabled', 'true');
  expect(convertButton()).toHaveAccessibleDescription(
    'Please fill out all required fields to enable the button.',
  );
  await user.click(convertButton());
  expect(document.querySelector('.nc-error-summary')).toHaveTextContent(
    'Output format (required): Output format is mandatory.',
  );
  expect(fileInput()).toHaveFocus();

  await user.upload(fileInput(), pdfFile('report.pdf'));
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Output format (required)' }),
    'docx',
  );
  expect(convertButton()).not.toHaveAttribute('aria-disabled');
  expect(
    screen.queryByText('Please fill out all required fields to enable the button.'),
  ).not.toBeInTheDocument();
});

it('refuses a file that is not a PDF', async () => {
  installFakeApi({ 'GET /conversion/documents': listWithTags });
  const user = await renderForm();
  await user.upload(fileInput(), new File(['x'], 'notes.docx'));
  expect(fileInput()).toHaveAccessibleDescription(
    expect.stringContaining('Please choose a PDF file.'),
  );
});

it('refuses several dropped files with the spec alert and takes one', async () => {
  installFakeApi({ 'GET /conversion/documents': listWithTags });
  await renderForm();
  const zone = fileInput().closest('.nc-drop-zone') as HTMLElement;
  const drop = (files: File[]) => {
    const event = createEvent.drop(zone, {
      dataTransfer: { files, types: ['Files'] },
    });
    fireEvent(zone, event);
  };
  act(() => drop([pdfFile('a.pdf'), pdfFile('b.pdf')]));
  expect(announced()).toContain('Please drag and drop only one file at a time.');
  expect(fileInput()).toHaveAccessibleDescription(
    expect.stringContaining('Please drag and drop only one file at a time.'),
  );
  act(() => drop([pdfFile('a.pdf')]));
  expect(screen.getByText('Chosen file: a.pdf')).toBeInTheDocument();
  expect(fileInput()).not.toHaveAccessibleDescription(expect.stringContaining('only one file'));
});

it('suggests the user’s tags as an ARIA combobox: on focus, filtered, chosen by keyboard', async () => {
  installFakeApi({ 'GET /conversion/documents': listWithTags });
  const user = await renderForm();
  const tag = screen.getByRole('combobox', { name: 'Tag (optional)' });
  await waitFor(() => expect(tag).toHaveAttribute('aria-controls'));
  await user.click(tag);
  expect(tag).toHaveAttribute('aria-expanded', 'true');
  const listbox = screen.getByRole('listbox');
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Work', 'Homework', 'Personal']);
  await user.type(tag, 'WORK');
  expect(
    within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Work', 'Homework']);
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(tag).toHaveAttribute(
    'aria-activedescendant',
    within(listbox).getByRole('option', { name: 'Homework' }).id,
  );
  await user.keyboard('{Enter}');
  expect(tag).toHaveValue('Homework');
  expect(tag).toHaveAttribute('aria-expanded', 'false');
});

it('closes the tag suggestions a second after the field loses focus', async () => {
  installFakeApi({ 'GET /conversion/documents': listWithTags });
  const user = await renderForm();
  const tag = screen.getByRole('combobox', { name: 'Tag (optional)' });
  await screen.findByRole('combobox', { name: 'Tag (optional)', expanded: false });
  await user.click(tag);
  await waitFor(() => expect(tag).toHaveAttribute('aria-expanded', 'true'));
  jest.useFakeTimers();
  try {
    act(() => tag.blur());
    act(() => jest.advanceTimersByTime(900));
    expect(tag).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(200));
    expect(tag).toHaveAttribute('aria-expanded', 'false');
  } finally {
    jest.useRealTimers();
  }
});

it('uploads with progress, then shows the processing page; Ok, Got it goes to the list', async () => {
  const calls = installFakeApi({
    'GET /conversion/documents': listWithTags,
    'POST /conversion/documents': () => ({
      body: { success: true, message: 'Accepted', document: request() },
    }),
  });
  const user = await renderForm();
  await user.upload(fileInput(), pdfFile('report.pdf'));
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Output format (required)' }),
    'epub',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Document language' }), 'te');
  await user.type(screen.getByRole('combobox', { name: 'Tag (optional)' }), 'Thesis');
  await user.click(convertButton());

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Processing Your Uploaded File' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'We are converting report.pdf. A notification with a download link will be sent to you when it is ready.',
    ),
  ).toBeInTheDocument();
  const upload = calls.find((call) => call.method === 'POST');
  expect(upload?.body).toEqual({
    output_format: 'epub',
    language: 'te',
    tag: 'Thesis',
    file: expect.any(File),
  });
  expect((upload?.body.file as File).name).toBe('report.pdf');
  expect(announced()).toContain('Upload 100% complete.');

  await user.click(screen.getByRole('button', { name: 'Ok, Got it' }));
  expect(screen.getByRole('heading', { name: 'Previous requests page' })).toBeInTheDocument();
});

it('stays on the form with the file chosen and says why an upload failed', async () => {
  installFakeApi({
    'GET /conversion/documents': listWithTags,
    'POST /conversion/documents': () => ({
      status: 400,
      body: { success: false, message: 'This file is not a PDF' },
    }),
  });
  const user = await renderForm();
  await user.upload(fileInput(), pdfFile('renamed.pdf'));
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Output format (required)' }),
    'html',
  );
  await user.click(convertButton());
  expect(
    await screen.findByText('renamed.pdf was not uploaded. This file is not a PDF', {
      selector: '[role="alert"].nc-form-error',
    }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Convert Document' })).toBeInTheDocument();
  expect(screen.getByText('Chosen file: renamed.pdf')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('names no file on the processing page when opened directly', () => {
  renderPage('/docaccess/uploading', '/docaccess/uploading', <UploadingPage kind={DOCUMENTS} />);
  expect(
    screen.getByText(
      'We are converting your file. A notification with a download link will be sent to you when it is ready.',
    ),
  ).toBeInTheDocument();
});
