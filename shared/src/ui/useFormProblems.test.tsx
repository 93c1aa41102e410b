import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ErrorSummary } from './ErrorSummary';
import { useFocusAfterRender, useFormProblems } from './useFormProblems';

function Form() {
  const { problems, messageOf, report, clear } = useFormProblems();
  const [name, setName] = useState('');
  const [city, setCity] = useState('');
  const [saved, setSaved] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (
          report([
            !name && { fieldId: 'name', label: 'Name', message: 'Enter your name' },
            !city && { fieldId: 'city', label: 'City', message: 'Enter your city' },
          ])
        )
          return;
        setSaved(true);
      }}
    >
      <ErrorSummary problems={problems} />
      <label htmlFor="name">Name</label>
      <input
        id="name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          clear('name');
        }}
      />
      {messageOf('name') && <p>{messageOf('name')}</p>}
      <label htmlFor="city">City</label>
      <input id="city" value={city} onChange={(event) => setCity(event.target.value)} />
      <button>Save</button>
      {saved && <p>Saved</p>}
    </form>
  );
}

it('lists what a submit found, focuses the first field, and clears a field once changed', () => {
  render(<Form />);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('link', { name: 'Name: Enter your name' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'City: Enter your city' })).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveFocus();
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
  expect(screen.queryByRole('link', { name: 'Name: Enter your name' })).not.toBeInTheDocument();
  expect(screen.queryByText('Enter your name')).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Pune' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Saved')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

function Entries() {
  const [entries, setEntries] = useState<string[]>([]);
  const focusAfterRender = useFocusAfterRender();
  return (
    <>
      {entries.map((entry) => (
        <input key={entry} id={entry} aria-label={entry} />
      ))}
      <button
        onClick={() => {
          const id = `entry-${entries.length + 1}`;
          setEntries((current) => [...current, id]);
          focusAfterRender(id);
        }}
      >
        Add
      </button>
    </>
  );
}

it('moves focus to an element the next render brings', () => {
  render(<Entries />);
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getByLabelText('entry-1')).toHaveFocus();
});
