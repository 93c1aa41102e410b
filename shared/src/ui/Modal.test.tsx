import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Verify
      </button>
      <Modal
        open={open}
        title="Verify your phone"
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
        footer={<button type="button">Validate OTP</button>}
      >
        <label htmlFor="code">Code</label>
        <input id="code" />
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  const utils = render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  return { user, ...utils };
}

describe('Modal', () => {
  it('is a modal dialog named by its title', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Verify your phone' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('moves focus to the first field of its content', async () => {
    await openModal();
    expect(screen.getByLabelText('Code')).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveFocus();
  });

  it('closes with the Close button', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const code = screen.getByLabelText('Code');
    const validate = screen.getByRole('button', { name: 'Validate OTP' });
    expect(code).toHaveFocus();
    await user.tab();
    expect(validate).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(validate).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(code).toHaveFocus();
  });

  it('closes on a click on the backdrop but not inside the dialog', async () => {
    const onClose = jest.fn();
    const user = userEvent.setup();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(screen.getByLabelText('Code'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByRole('dialog').parentElement!;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
