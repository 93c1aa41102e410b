import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileField } from './FileField';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { Select } from './Select';
import { TextField } from './TextField';

describe('TextField', () => {
  it('has a real label', () => {
    render(<TextField label="Email Address" type="email" autoComplete="email" />);
    const input = screen.getByLabelText('Email Address');
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('ties error and hint with aria-describedby and sets aria-invalid', () => {
    render(
      <TextField
        label="Mobile Number"
        hint="10 digits, no country code"
        error="Enter valid 10 Digit Number"
        inputMode="numeric"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile Number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAccessibleDescription(
      '10 digits, no country code Error: Enter valid 10 Digit Number',
    );
  });

  it('uses the given id and keeps an extra aria-describedby', () => {
    render(
      <>
        <p id="verify-note">Either email or phone must be verified.</p>
        <TextField
          id="email"
          label="Email"
          aria-describedby="verify-note"
          error="Please enter a valid email address"
        />
      </>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('id', 'email');
    expect(input.getAttribute('aria-describedby')).toBe('email-error verify-note');
  });

  it('can be flagged invalid without a message', () => {
    render(<TextField label="Name" invalid />);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('passes readOnly and renders an addon', () => {
    render(
      <TextField
        label="Phone"
        readOnly
        value="9000000001"
        addon={<button type="button">Verify</button>}
      />,
    );
    expect(screen.getByLabelText('Phone')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });

  it('gives two fields distinct generated ids', () => {
    render(
      <>
        <TextField label="One" />
        <TextField label="Two" />
      </>,
    );
    expect(screen.getByLabelText('One').id).not.toBe(screen.getByLabelText('Two').id);
  });
});

describe('PasswordField', () => {
  it('toggles visibility with a pressed-state button', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" autoComplete="new-password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a passed aria-describedby (a form-level error) beside its own hint and error', () => {
    render(
      <>
        <div id="form-error">Error: Both fields are required.</div>
        <PasswordField
          id="new-password"
          label="New Password"
          hint="At least 8 characters."
          error="Minimum Length for password must be 8"
          aria-describedby="form-error"
        />
      </>,
    );
    const input = screen.getByLabelText('New Password');
    expect(input.getAttribute('aria-describedby')).toBe(
      'new-password-hint new-password-error form-error',
    );
    expect(input).toHaveAccessibleDescription(
      'At least 8 characters. Error: Minimum Length for password must be 8 Error: Both fields are required.',
    );
  });

  it('defaults to current-password and wires errors', () => {
    render(<PasswordField label="Password" error="Minimum Length for password must be 8" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).toHaveAccessibleDescription('Error: Minimum Length for password must be 8');
  });
});

describe('PasswordStrengthMeter', () => {
  it('states the strength in text', () => {
    const { rerender } = render(<PasswordStrengthMeter password="abc" />);
    expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
    rerender(<PasswordStrengthMeter password="Abcdef1!" />);
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
    rerender(<PasswordStrengthMeter password="" />);
    expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument();
  });
});

describe('Select', () => {
  const options = [
    { value: 'employed', label: 'Employed' },
    { value: 'unemployed', label: 'Unemployed' },
  ];

  it('is labelled, has an empty first option and reports changes', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Select
        label="Employment Status"
        options={options}
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Employment Status' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select an option',
      'Employed',
      'Unemployed',
    ]);
    await user.selectOptions(select, 'unemployed');
    expect(onChange).toHaveBeenCalledWith('unemployed');
  });

  it('wires its error', () => {
    render(
      <Select
        label="Select Disability Type*"
        options={options}
        placeholder={null}
        error="Please Fill the Required Information"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Select Disability Type*' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Error: Please Fill the Required Information');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});

describe('FileField', () => {
  it('shows the chosen file name and reports the files', async () => {
    const user = userEvent.setup();
    const onFilesChange = jest.fn();
    render(
      <FileField
        label="Disability certificate (PDF)"
        accept="application/pdf,.pdf"
        onFilesChange={onFilesChange}
      />,
    );
    const file = new File(['%PDF-1.7'], 'certificate.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Disability certificate (PDF)'), file);
    expect(onFilesChange).toHaveBeenCalledWith([file]);
    expect(screen.getByText('certificate.pdf')).toBeInTheDocument();
  });
});
