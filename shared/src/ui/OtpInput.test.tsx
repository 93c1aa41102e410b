import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OtpInput } from './OtpInput';

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
        label="Enter the code we sent"
      />
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
      <output data-testid="value">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
const value = () => screen.getByTestId('value').textContent;

describe('OtpInput', () => {
  it('renders four labelled numeric one-digit boxes in a labelled group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Enter the code we sent' })).toBeInTheDocument();
    for (const n of [1, 2, 3, 4]) expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    // The autofill box takes the whole code; the others one digit each.
    expect(box(1)).toHaveAttribute('maxlength', '4');
    for (const n of [2, 3, 4]) expect(box(n)).toHaveAttribute('maxlength', '1');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).not.toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('fills all four boxes from a one-time-code autofill of the first box', () => {
    render(<Harness />);
    const first = box(1) as HTMLInputElement;
    first.focus();
    // iOS / Chrome insert the whole code into the autocomplete="one-time-code" box at once, cut
    // to the box's maxLength as a browser does (jsdom does not apply maxLength to script changes).
    const autofill = '1234';
    fireEvent.change(first, {
      target: { value: first.maxLength >= 0 ? autofill.slice(0, first.maxLength) : autofill },
    });
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(value()).toBe('1234');
    expect(box(4)).toHaveFocus();
  });

  it('fills all four boxes when 1234 is typed into the first box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(1), '1234');
    expect(value()).toBe('1234');
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });

  it('advances focus as digits are typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('34');
    expect(value()).toBe('1234');
    expect(box(4)).toHaveFocus();
  });

  it('ignores non-digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('a- 7');
    expect(box(1)).toHaveValue('7');
    expect(value()).toBe('7');
    expect(box(2)).toHaveFocus();
  });

  it('Backspace on an empty box goes back and clears the previous digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(box(2)).toHaveValue('');
    expect(value()).toBe('1');
    await user.keyboard('{Backspace}');
    expect(box(1)).toHaveFocus();
    expect(value()).toBe('');
  });

  it('Backspace on a filled box clears it and stays', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1234" />);
    await user.click(box(4));
    await user.keyboard('{Backspace}');
    expect(box(4)).toHaveValue('');
    expect(box(4)).toHaveFocus();
    expect(value()).toBe('123');
  });

  it('arrow keys move between boxes', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12" />);
    await user.click(box(2));
    await user.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(3)).toHaveFocus();
  });

  it('typing into a filled box replaces its digit', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1234" />);
    await user.click(box(2));
    await user.keyboard('9');
    expect(value()).toBe('1934');
    expect(box(3)).toHaveFocus();
  });

  it('pasting into any box fills all boxes and focuses the last filled', async () => {
    const user = userEvent.setup();
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    await user.click(box(3));
    await user.paste('Your code: 4 8-1 5');
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual([
      '4',
      '8',
      '1',
      '5',
    ]);
    expect(onValue).toHaveBeenLastCalledWith('4815');
    expect(box(4)).toHaveFocus();
  });

  it('a short paste fills from the first box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(4));
    await user.paste('72');
    expect(value()).toBe('72');
    expect(box(2)).toHaveFocus();
  });

  it('a paste without digits changes nothing', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12" />);
    await user.click(box(1));
    await user.paste('abc');
    expect(value()).toBe('12');
  });

  it('follows a value reset by the parent', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1234" />);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['', '', '', '']);
  });

  it('ties an error to the boxes', () => {
    render(<OtpInput value="" onChange={() => {}} error="OTP validation failed" />);
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(box(1)).toHaveAccessibleDescription('Error: OTP validation failed');
  });
});
