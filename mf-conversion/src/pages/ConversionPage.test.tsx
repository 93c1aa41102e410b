import { screen } from '@testing-library/react';
import { renderPage } from '@nclude/shared/testing';
import ConversionPage from './ConversionPage';

it('has one heading naming the area', () => {
  renderPage('/conversion', '/conversion', <ConversionPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Conversion' })).toBeInTheDocument();
});
