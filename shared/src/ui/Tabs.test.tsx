import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'check', label: 'Check User', content: <p>Check panel</p> },
  { id: 'numbers', label: 'WhiteList Numbers', content: <p>Numbers panel</p> },
  { id: 'emails', label: 'WhiteList Emails', content: <p>Emails panel</p> },
];

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern', () => {
    render(<Tabs tabs={tabs} label="Whitelist tools" />);
    expect(screen.getByRole('tablist', { name: 'Whitelist tools' })).toBeInTheDocument();
    const [check, numbers] = screen.getAllByRole('tab');
    expect(check).toHaveAttribute('aria-selected', 'true');
    expect(check).toHaveAttribute('tabindex', '0');
    expect(numbers).toHaveAttribute('aria-selected', 'false');
    expect(numbers).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Check User' });
    expect(check).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Check panel');
  });

  it('moves and selects with arrows, Home and End (automatic activation, wrapping)', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Tabs tabs={tabs} label="Whitelist tools" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Check User' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'WhiteList Numbers' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'WhiteList Numbers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Numbers panel');
    expect(onChange).toHaveBeenLastCalledWith('numbers');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'WhiteList Emails' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Check User' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'WhiteList Emails' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Check User' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('keeps only the selected tab in the Tab order, then Tab enters the panel', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        tabs={[
          { id: 'a', label: 'A', content: <button type="button">Inside A</button> },
          { id: 'b', label: 'B', content: <button type="button">Inside B</button> },
        ]}
        label="Letters"
      />,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'A' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Inside A' })).toHaveFocus();
  });

  it('selects on click and resets the content of the tab left', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} label="Whitelist tools" />);
    await user.click(screen.getByRole('tab', { name: 'WhiteList Emails' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Emails panel');
    expect(screen.queryByText('Check panel')).not.toBeInTheDocument();
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Tabs tabs={tabs} label="Whitelist tools" selectedId="emails" onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'WhiteList Emails' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: 'Check User' }));
    expect(onChange).toHaveBeenCalledWith('check');
    // The parent did not change selectedId, so the selection stays.
    expect(screen.getByRole('tab', { name: 'WhiteList Emails' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
